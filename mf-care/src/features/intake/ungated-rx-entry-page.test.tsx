// /treatments/intake/: replaces the location with her open ungated Rx intake (the latest ungated-rx
// consult ordered or started); with none, a calm way back to Care; a failed list can be retried.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiConsult, consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { Route, Routes, useLocation } from '@flora/shared';
import { UngatedRxEntryPage } from './ungated-rx-entry-page';

const CONSULTS = 'GET /api/v1/consults/';
const stub = setupApiStub();

beforeEach(() => signIn({ email: 'rx@flora.test' }));
afterEach(() => {
  cleanup();
  signOut();
});

const consult = (uid: string, type: ApiConsult['type'], status: ApiConsult['status']) => consultFixture({ uid, type, status, consult_paid: status !== 'IN' });

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

const renderEntry = () =>
  renderScreen(
    <Routes>
      <Route path="/treatments/intake/" element={<UngatedRxEntryPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/treatments/intake/' },
  );

test.each([
  ['ordered', 'OR'],
  ['started', 'ST'],
] as const)('an ungated Rx consult %s: she is taken to its intake, which resumes where she left off', async (_label, status) => {
  stub.answer({
    [CONSULTS]: { body: [consult('c-vag', 'vaginitis', 'OR'), consult('c-rx-new', 'ungated-rx', status), consult('c-rx-old', 'ungated-rx', 'ST')] },
  });
  renderEntry();
  expect(await screen.findByText('Now at /treatments/rx/consults/c-rx-new/intake/start/')).toBeInTheDocument();
});

test('only a submitted ungated Rx consult: nothing to fill, a way back to Care', async () => {
  stub.answer({ [CONSULTS]: { body: [consult('c-rx', 'ungated-rx', 'SU'), consult('c-vag', 'vaginitis', 'ST')] } });
  renderEntry();
  expect(await screen.findByRole('heading', { level: 2, name: 'No intake to complete' })).toBeInTheDocument();
  expect(screen.getByText(/You don't have a prescription waiting for its intake/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Care' })).toHaveAttribute('href', '/care/');
  expect(screen.getByRole('heading', { level: 1, name: 'Your prescription intake' })).toBeInTheDocument();
});

test('no consults at all: the same calm empty state', async () => {
  stub.answer({ [CONSULTS]: { body: [] } });
  renderEntry();
  expect(await screen.findByRole('heading', { level: 2, name: 'No intake to complete' })).toBeInTheDocument();
});

test('a failed consult list says so and tries again', async () => {
  stub.answer({ [CONSULTS]: { status: 503, body: { detail: 'The service is busy. Try again in a moment.' } } });
  renderEntry();
  expect(await screen.findByText('The service is busy. Try again in a moment.')).toBeInTheDocument();
  stub.answer({ [CONSULTS]: { body: [consult('c-rx', 'ungated-rx', 'OR')] } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Now at /treatments/rx/consults/c-rx/intake/start/')).toBeInTheDocument();
});
