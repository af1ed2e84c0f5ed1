// The patient tests list names each patient (the name the provider gave when ordering), finds them by
// name or email, and keeps long emails and dates whole on a wide screen; at 375 px it stacks as cards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerOrderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const stub = setupApiStub();
beforeEach(() => signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } }));
afterEach(signOut);

const ORDERS = 'GET /api/v1/provider/orders/';
const LONG_EMAIL = 'alexandra.montgomery-fitzgerald@northern-valley-health.example.com';

const order = (uid: string, patient_email: string, patient_name: string | null, test_hash: string | null) =>
  providerOrderFixture({ uid, patient_email, patient_name, price: 129, status: test_hash ? 'activated' : 'awaiting_patient', test_hash });

const ORDER_LIST = [
  order('o1', LONG_EMAIL, 'Alexandra Montgomery', 'FLPDEMO001'),
  order('o2', 'rhea@example.com', 'Rhea Results', null),
  // Placed before names were kept.
  order('o3', 'old@example.com', null, 'FLOLD0003'),
];

function renderList() {
  stub.answer({ [ORDERS]: { body: { data: ORDER_LIST } } });
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path: '/provider/tests/', sharedHistory: true });
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test("each row names the patient over the email, with the test ID; an order without a name shows the email", async () => {
  renderList();
  await screen.findByText('3 orders');
  const alexandra = rowOf(LONG_EMAIL);
  expect(within(alexandra).getByRole('rowheader')).toHaveTextContent(`Alexandra Montgomery${LONG_EMAIL}`);
  expect(within(alexandra).getByRole('cell', { name: 'FLPDEMO001' })).toBeInTheDocument();
  expect(within(rowOf('old@example.com')).getByRole('rowheader')).toHaveTextContent(/^old@example\.com$/);
});

test('searches by the patient name or email', async () => {
  renderList();
  await screen.findByText('3 orders');
  const search = screen.getByRole('searchbox', { name: 'Search by patient name or email' });
  await userEvent.type(search, 'montgomery');
  expect(rows()).toHaveLength(1);
  expect(screen.getByText('Alexandra Montgomery')).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, 'OLD@');
  expect(rows()).toHaveLength(1);
  expect(screen.getByText('old@example.com')).toBeInTheDocument();
  expect(screen.getByText('1 of 3 orders')).toBeInTheDocument();
});

test('on a wide screen the email and the order date do not wrap mid-value', async () => {
  renderList();
  await screen.findByText('3 orders');
  const alexandra = rowOf(LONG_EMAIL);
  // CSS Modules map each class to its own name in tests: the values carry the classes the rule names.
  expect(within(alexandra).getByText(LONG_EMAIL)).toHaveClass('email');
  expect(within(alexandra).getByText('Oct 2, 2026')).toHaveClass('date');
  expect(within(alexandra).getByText('Oct 2, 2026').tagName).toBe('TIME');
  const css = readFileSync(path.join(__dirname, 'provider-tests-page.module.css'), 'utf8');
  expect(css).toMatch(/@media \(min-width: 600px\) \{\s*\.email,\s*\.date \{\s*white-space: nowrap;/);
});

test('at 375 px the orders stack as cards, each value under its label', async () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    renderList();
    await screen.findByText('3 orders');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByText('Alexandra Montgomery')).toBeInTheDocument();
    expect(first.getByText(LONG_EMAIL)).toBeInTheDocument();
    expect(first.getByText('Test ID').nextElementSibling).toHaveTextContent('FLPDEMO001');
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
