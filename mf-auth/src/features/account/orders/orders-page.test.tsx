import { screen, within } from '@testing-library/react';
import { type ApiOrder, orderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { OrdersPage } from './orders-page';

const ORDERS = 'GET /api/v1/orders/';
const stub = setupApiStub();

const line = (name: string, quantity = 1, is_subscription = false): ApiOrder['line_items'][number] => ({
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  kind: 'test',
  quantity,
  unit_price: 10,
  price: 10 * quantity,
  is_subscription,
  selling_plan_id: null,
  fulfilment: null,
});
const order = (order_number: string, status: ApiOrder['status'], created_at: string, line_items: ApiOrder['line_items'], total: number) =>
  orderFixture({ order_number, checkout_id: `chk-${order_number}`, status, is_open: status === 'paid', line_items, subtotal: total, total, created_at });

afterEach(signOut);

function renderPage() {
  signIn({ id: 1, email: 'demo@flora.test' });
  renderScreen(<OrdersPage />, { path: '/account/orders/' });
}

test('lists each order with its number, date, items, total and status, latest first', async () => {
  stub.answer({
    [ORDERS]: {
      body: [
        order('1003', 'paid', '2026-11-18T10:00:00.000Z', [line('Microbiome Membership', 1, true)], 119.2),
        { ...order('1002', 'processed', '2026-11-01T10:00:00.000Z', [line('Ungated Rx treatment')], 30), consult_uid: 'c-2', consult_type: 'ungated-rx', is_open: true },
        { ...order('1001', 'processed', '2026-10-16T10:00:00.000Z', [line('Vaginal Microbiome Test'), line('Boric acid suppositories', 2)], 238), consult_uid: 'c-1', consult_type: 'vaginitis' },
      ],
    },
  });
  renderPage();
  const table = await screen.findByRole('table', { name: 'Your orders' });
  // SPEC §2.10's labels.
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order #', 'Order Date', 'Items', 'Total', 'Status', 'Clinical Intake']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const intakeDue = rows.splice(1, 1)[0];
  // A care order whose intake still waits links to the Intake Form of its consult's type.
  expect(within(intakeDue).getByRole('link', { name: 'Intake Form of order 1002' })).toHaveAttribute('href', '/treatments/rx/consults/c-2/intake/start/');
  expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('1003');
  expect(rows[0]).toHaveTextContent('Nov 18, 2026');
  expect(rows[0]).toHaveTextContent('Microbiome Membership (subscription)');
  expect(rows[0]).toHaveTextContent('$119.20');
  // Paid or processed, an order reads "Order placed" (never "Complete": care may only be starting).
  expect(within(rows[0]).getByText('Order placed')).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('2 × Boric acid suppositories');
  expect(within(rows[1]).getByText('Order placed')).toBeInTheDocument();
  expect(within(rows[1]).queryByText('Complete')).not.toBeInTheDocument();
  // A care order leads to its consultation; an order without one has none.
  expect(within(rows[1]).getByRole('link', { name: 'View the consultation of order 1001' })).toHaveAttribute('href', '/treatments/consults/c-1/');
  expect(within(rows[0]).queryByRole('link')).not.toBeInTheDocument();
  expect(stub.requestsTo(ORDERS)[0].url).toContain('limit=50');
});

test('no orders: says so and points to the shop', async () => {
  stub.answer({ [ORDERS]: { body: [] } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/care/shop/');
  // An order placed as a guest or with another account can be moved here.
  expect(screen.getByRole('link', { name: 'Move it to this account' })).toHaveAttribute('href', '/verify-account-order-transfer/');
});

test('a load failure says so with a way to try again', async () => {
  stub.answer({ [ORDERS]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  renderPage();
  expect(await screen.findByText('The service is unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
