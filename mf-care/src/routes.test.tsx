import { screen, waitFor } from '@testing-library/react';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CareRoutes } from './routes';

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const stub = setupApiStub();

const renderAt = (path: string) => renderScreen(<CareRoutes basePath="/" name="care" />, { path });

test.each([
  ['/care/sample-treatment-plan/', 'Sample Treatment Plan'],
  ['/care/sample-treatment-plan/extra/', 'Page not found'],
  ['/care/recommended-treatment/extra/', 'Page not found'],
  ['/care/somewhere/', 'Page not found'],
  // The intake: its step paths are the intake's; anything below a step is not found.
  ['/treatments/consults/c1/intake/symptoms/extra/', 'Page not found'],
  ['/treatments/consults/c1/somewhere/', 'Page not found'],
  // My Treatment: its two paths, and nothing below them.
  ['/treatments/consults/c1/treatment/extra/', 'Page not found'],
  ['/treatments/treatment/extra/', 'Page not found'],
])('%s shows "%s"', async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test.each([
  ['/treatments/consults/c1/treatment/', 'GET /api/v1/consults/c1/treatment_plan/'],
  ['/treatments/treatment/', 'GET /api/v1/consults/'],
])('%s is My Treatment', async (path, request) => {
  stub.answer({ [request]: { status: 404, body: { detail: 'Not found.' } } });
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'My Treatment' })).toBeInTheDocument();
  await waitFor(() => expect(stub.requestsTo(request)).toHaveLength(1));
});

test('/treatments/consults/{uid}/intake/{step}/ is the intake', async () => {
  stub.answer({ 'POST /api/v1/consult-intake/': { status: 404, body: { detail: 'Not found.' } } });
  renderAt('/treatments/consults/c1/intake/start/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/consult-intake/')[0]?.body).toEqual({ consult_uid: 'c1' });
});
