import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { MyTestsPage } from './my-tests-page';

const TESTS = 'GET /api/v1/user-tests/';
const stub = setupApiStub();

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () =>
  renderScreen(<MyTestsPage />, { path: '/tests/' });

const testItem = (id: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(id, { selector: 'dd' })) ?? null;

test('lists each test with its ID, date and status, and links to the results of ready ones', async () => {
  stub.answer({
    [TESTS]: {
      body: [
        { hash: 'RDY1', status: 'ready', activated_at: '2026-03-05T12:00:00Z' },
        { hash: 'LAB2', status: 'received', activated_at: '2026-02-14T12:00:00Z' },
        { hash: 'NEW3', status: 'activated', activated_at: null },
      ],
    },
  });
  renderPage();

  const list = await screen.findByRole('list', { name: 'Your tests' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);

  const ready = within(testItem('RDY1')!);
  expect(ready.getByText('Mar 5, 2026')).toBeInTheDocument();
  expect(ready.getByText('Results ready')).toBeInTheDocument();
  expect(ready.getByRole('link', { name: 'View results for test RDY1' })).toHaveAttribute('href', '/results/RDY1/');

  const atLab = within(testItem('LAB2')!);
  expect(atLab.getByText('Feb 14, 2026')).toBeInTheDocument();
  expect(atLab.getByText('At the lab — results in progress')).toBeInTheDocument();
  expect(atLab.queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();

  const activated = within(testItem('NEW3')!);
  expect(activated.getByText('Activated — waiting for your sample')).toBeInTheDocument();
  expect(activated.queryByRole('link', { name: /View results/ })).not.toBeInTheDocument();

  expect(stub.requestsTo(TESTS)[0].authorization).toMatch(/^Bearer h\./);
});

test('shows the empty state when there are no tests', async () => {
  stub.answer({ [TESTS]: { body: [] } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No tests yet' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your tests' })).not.toBeInTheDocument();
});

test("shows the API's error and fetches again on Try again", async () => {
  stub.answer({ [TESTS]: { status: 500, body: { detail: 'Tests are unavailable right now.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Tests are unavailable right now.');

  stub.answer({ [TESTS]: { body: [{ hash: 'RDY1', status: 'ready', activated_at: '2026-03-05T12:00:00Z' }] } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('link', { name: 'View results for test RDY1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(stub.requestsTo(TESTS)).toHaveLength(2);
});
