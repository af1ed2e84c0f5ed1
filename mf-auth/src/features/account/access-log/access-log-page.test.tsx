import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub, type StubRequest } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { AccessLogPage } from './access-log-page';

const LOG = 'GET /api/v1/access-log/';
const stub = setupApiStub();

type Kind = 'you' | 'provider' | 'clinician' | 'staff' | 'system';
type Entry = ApiResponse<'/api/v1/access-log/'>['results'][number];
const entry = (id: number, kind: Kind, name: string, how: Entry['how'], what: Entry['what'], impersonating = false): Entry => ({
  id,
  at: '2026-11-24T12:04:00.000Z',
  who: { kind, name, impersonating },
  what,
  how,
});
const results: Entry['what'] = { type: 'test', id: 'FLDEMO0001', label: 'test results' };

afterEach(signOut);

function renderPage() {
  signIn({ id: 1, email: 'demo@flora.test' });
  renderScreen(<AccessLogPage />, { path: '/account/access-log/' });
}

test('says in plain words who read, changed or downloaded what, and when', async () => {
  stub.answer({
    [LOG]: {
      body: {
        results: [
          entry(9, 'provider', 'Jane Smith', 'read', results),
          entry(8, 'staff', 'Sam Staff', 'read', { type: 'test', id: 'FLDEMO0001', label: 'test' }, true),
          entry(7, 'clinician', 'Chris Clinician', 'write', { type: 'consult', id: 'c1', label: 'treatment plan' }),
          entry(6, 'you', 'Dana Demo', 'export', results),
        ],
        next_before: null,
      },
    },
  });
  renderPage();
  const list = await screen.findByRole('list', { name: 'Access to your health data' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
    'Jane Smith (your provider) read your test FLDEMO0001 results',
    'Sam Staff (Flora staff, viewing the app as you) read your test FLDEMO0001',
    'Chris Clinician (Flora clinician) changed your treatment plan',
    'You downloaded your test FLDEMO0001 results',
  ]);
  expect(items[0]).toHaveTextContent('Nov 24, 2026');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  // The page sits in My Account's navigation.
  expect(screen.getByRole('link', { name: 'Access log' })).toHaveAttribute('href', '/account/access-log/');
});

test('"Load more" asks for the entries before the last one shown and adds them', async () => {
  stub.answer({
    [LOG]: (request: StubRequest) =>
      request.url.includes('before=5')
        ? { body: { results: [entry(4, 'you', 'Dana Demo', 'read', { type: 'consult', id: 'c1', label: 'consult' })], next_before: null } }
        : { body: { results: [entry(5, 'you', 'Dana Demo', 'read', results)], next_before: 5 } },
  });
  renderPage();
  const more = await screen.findByRole('button', { name: 'Load more' });
  await userEvent.click(more);
  expect(await screen.findByText('You read your consult')).toBeInTheDocument();
  expect(screen.getByText('You read your test FLDEMO0001 results')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(stub.requestsTo(LOG).map((r) => r.url)).toEqual([expect.stringContaining('limit=25'), expect.stringContaining('before=5')]);
});

test('nothing yet: says so', async () => {
  stub.answer({ [LOG]: { body: { results: [], next_before: null } } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
});

test('a load failure says so with a way to try again', async () => {
  stub.answer({ [LOG]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  renderPage();
  expect(await screen.findByText('The service is unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
