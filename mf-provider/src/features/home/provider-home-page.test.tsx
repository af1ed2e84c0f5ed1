import { screen, within } from '@testing-library/react';
import { history } from '@flora/shared';
import { type ApiProviderOrder, providerIntakeFixture, providerOrderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

const ORDERS = 'GET /api/v1/provider/orders/';
const INTAKE = 'GET /api/v1/provider/intake/';
const stub = setupApiStub();
afterEach(signOut);

function renderAt(path: string) {
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path, sharedHistory: true });
}

const order = (n: number, status: ApiProviderOrder['status']) =>
  providerOrderFixture({ uid: `o${n}`, patient_email: `patient${n}@example.com`, ordered_at: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00Z`, status });

test("a verified provider's home links to ordering, patient tests and resources, and shows her latest orders", async () => {
  const statuses = ['released', 'received', 'awaiting_patient', 'kit_sent', 'activated', 'awaiting_payment'] as const;
  stub.answer({ [ORDERS]: { body: { data: statuses.map((s, i) => order(i + 1, s)) } } });
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
  renderAt('/provider/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Curie' })).toBeInTheDocument();
  const areas = screen.getByRole('list');
  expect(within(areas).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Order tests', '/provider/order/'],
    ['Patient tests', '/provider/tests/'],
    ['Resources', '/provider/resources/'],
  ]);

  const recent = await screen.findByRole('table', { name: 'Your latest orders' });
  const rows = within(recent).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(5);
  expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('patient1@example.com');
  expect(rows[0]).toHaveTextContent('Released');
  expect(rows[1]).toHaveTextContent('At the lab');
  expect(rows[2]).toHaveTextContent('Awaiting the patient');
  expect(screen.queryByText('patient6@example.com')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all 6 patient tests' })).toHaveAttribute('href', '/provider/tests/');
});

test('with no orders yet, home offers to order the first test', async () => {
  stub.answer({ [ORDERS]: { body: { data: [] } } });
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
  renderAt('/provider/');

  expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Order a test' })).toHaveAttribute('href', '/provider/order/');
});

test('orders that fail to load say so and offer to try again', async () => {
  stub.answer({ [ORDERS]: { status: 503, body: { detail: 'Orders are unavailable.' } } });
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
  renderAt('/provider/');

  expect(await screen.findByRole('alert')).toHaveTextContent('Orders are unavailable.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Order tests' })).toBeInTheDocument();
});

test('an unverified provider with an unfinished intake is shown the way to finish it', async () => {
  stub.answer({ [INTAKE]: { body: providerIntakeFixture({ missing_for_verification: ['npi'], updated_at: '2026-11-20T10:00:00Z' }) } });
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } });
  renderAt('/provider/');

  expect(await screen.findByRole('link', { name: 'Finish your practice details' })).toHaveAttribute('href', '/provider/intake/');
  expect(screen.getByText(/pick up where you left off/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Order tests' })).not.toBeInTheDocument();
  expect(stub.requestsTo(ORDERS)).toHaveLength(0);
});

test('an unverified provider whose intake is complete is sent from home to the verification page', async () => {
  stub.answer({ [INTAKE]: { body: providerIntakeFixture({ is_complete: true, updated_at: '2026-11-20T10:00:00Z' }) } });
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } });
  renderAt('/provider/');

  expect(await screen.findByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/provider/verify/');
  expect(screen.queryByRole('link', { name: 'Order tests' })).not.toBeInTheDocument();
});
