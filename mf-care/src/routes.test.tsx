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
  ['/treatments/rx/consults/c1/intake/symptoms/extra/', 'Page not found'],
  ['/treatments/intake/extra/', 'Page not found'],
  // The STI intake has one path (its steps are ?step=): anything below it is not found.
  ['/treatments/sti/consults/c1/intake/symptoms/', 'Page not found'],
  ['/treatments/consults/c1/male-partner/intake/intro/extra/', 'Page not found'],
  ['/treatments/male-partner/intake/start/extra', 'Page not found'],
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
] as const)('%s is My Treatment', async (path, request) => {
  stub.answer(request, { status: 404, body: { detail: 'Not found.' } });
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

test('/treatments/rx/consults/{uid}/intake/{step}/ is the ungated Rx intake', async () => {
  stub.answer({ 'POST /api/v1/consult-intake/': { status: 404, body: { detail: 'Not found.' } } });
  renderAt('/treatments/rx/consults/c1/intake/start/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/consult-intake/')[0]?.body).toEqual({ consult_uid: 'c1' });
});

test('/treatments/intake/ finds her ungated Rx intake', async () => {
  stub.answer({ 'GET /api/v1/consults/': { body: [] } });
  renderAt('/treatments/intake/');
  expect(await screen.findByRole('heading', { level: 2, name: 'No intake to complete' })).toBeInTheDocument();
});

test('/treatments/sti/consults/{uid}/intake/ is the STI intake', async () => {
  stub.answer({ 'POST /api/v1/consult-intake/': { status: 404, body: { detail: 'Not found.' } } });
  renderAt('/treatments/sti/consults/c2/intake/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/consult-intake/')[0]?.body).toEqual({ consult_uid: 'c2' });
});

test('/treatments/consults/{uid}/ is the consult page; an unknown consult is not found', async () => {
  stub.answer({ 'GET /api/v1/consults/c1/': { status: 404, body: { detail: 'No consult with that uid.' } } });
  renderAt('/treatments/consults/c1/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo('GET /api/v1/consults/c1/')).toHaveLength(1);
});

test('/treatments/consults/{uid}/male-partner/intake/{step}/ is his intake', async () => {
  stub.answer({ 'POST /api/v1/consult-intake/': { status: 404, body: { detail: 'Not found.' } } });
  renderAt('/treatments/consults/c1/male-partner/intake/intro/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/consult-intake/')[0]?.body).toEqual({ consult_uid: 'c1' });
});

test.each(['/treatments/male-partner/intake/start', '/treatments/male-partner/intake/start/'])('%s is his entry', async (path) => {
  stub.answer({ 'GET /api/v1/consults/': { body: [] } });
  renderAt(path);
  expect(await screen.findByText(/You don't have a partner treatment order yet/)).toBeInTheDocument();
});
