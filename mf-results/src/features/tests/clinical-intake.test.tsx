// A test's Clinical Intake on My Tests (issue 26): once care is paid for, its Intake Form while the
// consult waits for it (the intake, a new photo ID), else a view of the consultation. A file of its
// own: the client's request cap (50 in 10 s) counts per file.
import { screen, within } from '@testing-library/react';
import { type ApiConsult, type ApiUserTest, consultFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { MyTestsPage } from './my-tests-page';

const TESTS = 'GET /api/v1/user-tests/';
const stub = setupApiStub();

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderPage = () => renderScreen(<MyTestsPage />, { path: '/tests/' });
const listed = (hash: string, status: ApiUserTest['status'], extra: Partial<ApiUserTest> = {}) =>
  userTestFixture({ hash, status, test_order: null, ordered_at: null, activated_at: null, ...extra });

describe("a test's Clinical Intake", () => {
  const withConsult = (status: ApiConsult['status'], consult_paid = true) => {
    stub.answer({
      [TESTS]: { body: [listed('RDY1', 'ready', { latest_vaginitis_consult: { uid: 'c-1', consult_completed: status === 'CP' } })] },
      'GET /api/v1/consults/': { body: [consultFixture({ uid: 'c-1', status, consult_paid })] },
    });
    renderPage();
  };

  test.each([
    ['paid, intake not started', 'OR', 'Intake Form for test RDY1', '/treatments/consults/c-1/intake/start/'],
    ['intake started', 'ST', 'Intake Form for test RDY1', '/treatments/consults/c-1/intake/start/'],
    ['ID verification failed', 'ID', 'Intake Form for test RDY1', '/treatments/consults/c-1/intake/photo-id/'],
    ['submitted', 'SU', 'View the consultation for test RDY1', '/treatments/consults/c-1/'],
  ] as const)('%s: %s', async (_what, status, name, href) => {
    withConsult(status);
    const list = await screen.findByRole('list', { name: 'Your tests' });
    expect(await within(list).findByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(list).getByText('Clinical Intake', { selector: 'dt' })).toBeInTheDocument();
  });

  test('not before care is paid for', async () => {
    withConsult('IN', false);
    await screen.findByRole('list', { name: 'Your tests' });
    expect(screen.queryByText('Clinical Intake')).not.toBeInTheDocument();
  });
});
