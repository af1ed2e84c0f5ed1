import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiResponse, history } from '@flora/shared';
import { setupApiStub, stubRoutes } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ClinicRoutes } from '../../routes';
import { consultView } from '../../lib/api/clinician-consult.fixtures';

const stub = setupApiStub();
const ME = 7;
beforeEach(() => signIn({ id: ME, is_staff: true, first_name: 'Sam', last_name: 'Staff' }));
afterEach(signOut);

const QUEUE = 'GET /api/internal/clinician/consults/';
const HOUR = 3_600_000;

const entry = (uid: string, first_name: string, email: string, status: string, extra: Record<string, unknown> = {}) => ({
  uid,
  type: 'ungated-rx',
  status,
  patient: { email, first_name, last_name: 'Patient' },
  test_hash: null,
  clinician_user_id: null,
  created_at: new Date(Date.now() - 30 * HOUR).toISOString(),
  updated_at: new Date(Date.now() - 3 * HOUR - 60_000).toISOString(),
  ...extra,
});

const WAITING = [
  entry('c-1', 'Nora', 'nora@example.com', 'SU'),
  entry('c-2', 'Iris', 'iris@example.com', 'SU', { type: 'vaginitis', updated_at: new Date(Date.now() - 20 * 60_000).toISOString() }),
];
const IN_REVIEW = [
  entry('c-3', 'Maya', 'maya@example.com', 'PR', { clinician_user_id: ME }),
  entry('c-4', 'Rhea', 'rhea@example.com', 'PR', { clinician_user_id: ME + 1 }),
];

type Queue = ApiResponse<'/api/internal/clinician/consults/'>;
const queue = (su: Queue, pr: Queue = []) =>
  stubRoutes({
    [QUEUE]: (request) => ({ body: request.url.includes('status=PR') ? pr : su }),
  });

const renderQueue = () => renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: '/clinic/', sharedHistory: true });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

test('lists waiting consults oldest first with patient, type, submission time and wait, and my consults in review', async () => {
  stub.answer(queue(WAITING, IN_REVIEW));
  renderQueue();

  expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
  expect(await screen.findByText('2 consults waiting, the longest waiting first')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Consults waiting for review' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Nora Patientnora@example.com', 'Iris Patientiris@example.com']);
  expect(within(rowOf('Nora')).getByText('waiting 3 h')).toBeInTheDocument();
  expect(within(rowOf('Nora')).getByText('Prescription treatment (ungated)')).toBeInTheDocument();
  expect(within(rowOf('Iris')).getByText('waiting 20 min')).toBeInTheDocument();

  const mine = await screen.findByRole('table', { name: 'My consults in review' });
  expect(within(mine).getAllByRole('row')).toHaveLength(2); // header + Maya only: Rhea is another clinician's
  expect(within(mine).getByRole('link', { name: 'Open the consult of Maya Patient' })).toHaveAttribute('href', '/clinic/consults/c-3/');
});

test('Pick up takes the consult into review as me and opens it', async () => {
  stub.answer({ ...queue(WAITING), 'POST /api/internal/clinician/consults/c-2/pick-up/': { body: consultView({ status: 'PR' }) } });
  renderQueue();
  await userEvent.click(await screen.findByRole('button', { name: 'Pick up the consult of Iris Patient' }));
  await waitFor(() => expect(history.location.pathname).toBe('/clinic/consults/c-2/'));
  expect(stub.requestsTo('POST /api/internal/clinician/consults/c-2/pick-up/')).toHaveLength(1);
});

test('says why a pick-up failed and asks for the queue again', async () => {
  stub.answer({
    ...queue(WAITING),
    'POST /api/internal/clinician/consults/c-1/pick-up/': { status: 409, body: { detail: 'This consult is already in progress.' } },
  });
  renderQueue();
  await userEvent.click(await screen.findByRole('button', { name: 'Pick up the consult of Nora Patient' }));
  expect(await screen.findByText(/This consult is already in progress\./)).toBeInTheDocument();
  expect(history.location.pathname).toBe('/clinic/');
  await waitFor(() => expect(stub.requestsTo(QUEUE).length).toBeGreaterThanOrEqual(3));
});

test('an empty queue says so', async () => {
  stub.answer(queue([]));
  renderQueue();
  expect(await screen.findByText('No consults waiting')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so and offers to try again', async () => {
  stub.answer({ [QUEUE]: { status: 500, body: { detail: 'The database is down.' } } });
  renderQueue();
  expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
});

test('an unknown clinic path shows the not-found page', async () => {
  renderScreen(<ClinicRoutes basePath="/clinic" name="clinic" />, { path: '/clinic/nowhere/' });
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
