// The order confirmation: processes the returned order once, then the number, the items and what
// happens next by what was bought; loading, a failure with Try again, and a link missing its ids.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiOrder, membershipFixture, orderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ShopRoutes } from '../../routes';

const stub = setupApiStub();
const PROCESS = 'POST /api/v1/orders/process';
const QUERY = '?checkout_id=ck1&checkout_token=tok1&order_email=pat%40flora.test';

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const line = (slug: string, name: string, extra: Partial<ApiOrder['line_items'][number]> = {}): ApiOrder['line_items'][number] => ({
  slug,
  name,
  kind: 'care',
  quantity: 1,
  unit_price: 25,
  price: 25,
  is_subscription: false,
  selling_plan_id: null,
  fulfilment: null,
  ...extra,
});

const order = (extra: Partial<ApiOrder>) =>
  orderFixture({
    order_number: 'FL-12345678',
    checkout_id: 'ck1',
    checkout_token: 'tok1',
    order_email: 'pat@flora.test',
    status: 'processed',
    is_open: false,
    order_type: 'SH',
    business_verticals: ['shop'],
    line_items: [line('travel-bag', 'Travel Bag')],
    subtotal: 25,
    total: 25,
    delivery: { method: 'standard', label: 'Standard shipping', window: '2-4 business days', price: 0 },
    created_at: '2026-11-24T10:00:00.000Z',
    processed_at: '2026-11-24T10:00:01.000Z',
    ...extra,
  });

const renderAt = (path: string) => renderScreen(<ShopRoutes basePath="/care/shop" name="shop" />, { path });
const nextSteps = async () => within(await screen.findByRole('region', { name: 'What happens next' }));

test('processes the order with the ids of the address, then shows the number, the items, the total and the way to the orders', async () => {
  stub.answer({ [PROCESS]: { body: order({}) } });
  renderAt(`/care/shop/order-complete/${QUERY}`);
  expect(await screen.findByText('Order FL-12345678. A receipt is on its way to pat@flora.test.')).toBeInTheDocument();
  expect(stub.requestsTo(PROCESS)[0].body).toEqual({ checkout_id: 'ck1', checkout_token: 'tok1', order_email: 'pat@flora.test' });
  const items = within(screen.getByRole('list', { name: 'Items' }));
  expect(items.getByText('Travel Bag × 1')).toBeInTheDocument();
  expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$25');
  expect((await nextSteps()).getByRole('listitem')).toHaveTextContent('Your order ships by standard shipping (2-4 business days).');
  expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/account/orders/');
});

test('a test kit: activate it on My Tests (at /tests/order-complete/)', async () => {
  stub.answer({ [PROCESS]: { body: order({ order_type: 'TE', line_items: [line('vaginal-microbiome-test', 'Vaginal Microbiome Test', { kind: 'test' })], test_kits: [{ hash: 'K1', activated: false }] }) } });
  renderAt(`/tests/order-complete/${QUERY}`);
  const steps = await nextSteps();
  expect(steps.getByText('Your test kit is on its way').parentElement).toHaveTextContent('When it arrives, activate it on My Tests');
  expect(steps.getByRole('link', { name: 'My Tests' })).toHaveAttribute('href', '/tests/');
});

test('care: the intake to complete, linked (at /treatments/order-complete/)', async () => {
  stub.answer({ [PROCESS]: { body: order({ order_type: 'CR', consult_uid: 'c-1', line_items: [line('ba-14', 'Boric Acid', { kind: 'treatment' })] }) } });
  renderAt(`/treatments/order-complete/${QUERY}`);
  const steps = await nextSteps();
  expect(steps.getByText('Complete your intake').parentElement).toHaveTextContent('your treatment ships once it is prescribed');
  expect(steps.getByRole('link', { name: 'Start your intake' })).toHaveAttribute('href', '/treatments/consults/c-1/intake/start/');
  // Not "ships in 2-4 business days": nothing ships before a clinician prescribes.
  expect(steps.getAllByRole('listitem')).toHaveLength(1);
});

const voucherLine = line('male-partner-treatment-voucher', 'Male Partner BV Treatment Voucher', { kind: 'male-partner', unit_price: 129, price: 129 });

test('the male-partner voucher she buys for her partner: emailed to her, to forward (at /care/shop/order-complete/)', async () => {
  stub.answer({ [PROCESS]: { body: order({ order_type: 'CR', business_verticals: ['care'], line_items: [voucherLine] }) } });
  renderAt(`/care/shop/order-complete/${QUERY}`);
  expect((await nextSteps()).getByText("Your partner's voucher is emailed").parentElement).toHaveTextContent('to pat@flora.test. Forward it to him');
});

test('the partner who checked out his own treatment with the voucher: his intake, never "your partner\'s voucher" (at /treatments/male-partner/order-complete/)', async () => {
  signIn({ email: 'max@flora.test', registrationRoute: 'male_partner' });
  stub.answer({
    [PROCESS]: {
      body: order({
        order_type: 'MP',
        business_verticals: ['care'],
        consult_uid: 'c-mp',
        order_email: 'max@flora.test',
        line_items: [voucherLine],
        subtotal: 129,
        discount_code: 'MP-7K3D-9QXA-4HNB',
        discount: 129,
        total: 0,
      }),
    },
  });
  renderAt(`/treatments/male-partner/order-complete/${QUERY}`);
  const steps = await nextSteps();
  expect(steps.getAllByRole('listitem')).toHaveLength(1);
  expect(steps.getByText('Complete your intake')).toBeInTheDocument();
  expect(steps.getByRole('link', { name: 'Start your intake' })).toHaveAttribute('href', '/treatments/male-partner/intake/start');
  expect(screen.queryByText(/voucher is emailed|Forward it to him/)).not.toBeInTheDocument();
  expect(screen.getByText('Discount (MP-7K3D-9QXA-4HNB)')).toBeInTheDocument();
});

test('a coaching call: book its time in My Account', async () => {
  stub.answer({ [PROCESS]: { body: order({ line_items: [line('coaching-call', 'Coaching Call', { unit_price: 35, price: 35 })] }) } });
  renderAt(`/care/shop/order-complete/${QUERY}`);
  const steps = await nextSteps();
  expect(steps.getByText('Book your coaching call').parentElement).toHaveTextContent('pick a time with a health coach');
  expect(steps.getByRole('link', { name: 'Choose a time' })).toHaveAttribute('href', '/account/coaching/');
});

test('a subscription: its next charge', async () => {
  stub.answer({
    [PROCESS]: { body: order({ line_items: [line('op-4', 'Daily Probiotic', { is_subscription: true, selling_plan_id: 'op-4-monthly' })] }) },
    'GET /api/v1/subscriptions/': { body: { data: { subscriptions: [membershipFixture({ id: 1, slug: 'op-4', name: 'Daily Probiotic', kind: 'routine-essential', is_membership: false, next_charge_at: '2026-12-24T10:00:00.000Z' })] } } },
  });
  renderAt(`/care/shop/order-complete/${QUERY}`);
  const steps = await nextSteps();
  expect(await steps.findByText(/your next charge is on Dec 24, 2026/)).toBeInTheDocument();
  expect(screen.getByText(/Daily Probiotic × 1/).parentElement).toHaveTextContent('Subscribe & Save');
});

test('a failure shows why with Try again, which processes again', async () => {
  const user = userEvent.setup();
  stub.answer({ [PROCESS]: { status: 404, body: { detail: 'No such order.' } } });
  renderAt(`/care/shop/order-complete/${QUERY}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your order');
  expect(screen.getByRole('alert')).toHaveTextContent('No such order.');
  stub.answer({ [PROCESS]: { body: order({}) } });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Order FL-12345678/)).toBeInTheDocument();
  expect(stub.requestsTo(PROCESS)).toHaveLength(2);
});

test('an address without its ids asks for nothing and points to the orders', async () => {
  renderAt('/care/shop/order-complete/?checkout_id=ck1');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its order details.');
  expect(screen.getByRole('link', { name: 'See your orders' })).toBeInTheDocument();
  expect(stub.requestsTo(PROCESS)).toHaveLength(0);
});
