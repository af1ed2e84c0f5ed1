import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { OrderTransferConfirmPage } from './order-transfer-confirm-page';

const INVALID_TRANSFER_LINK_COPY = 'This order-transfer link is invalid, already used or expired.';
const INCOMPLETE_TRANSFER_LINK_COPY = 'This order-transfer link is incomplete. Open the link from your email again.';
const DETAILS = 'POST /api/v1/order-transfer-verification-details/';
const CONFIRM = 'POST /api/v1/order-transfer-verification-confirm/';
const stub = setupApiStub();

const order = (changes: Record<string, unknown> = {}) => ({
  checkout_id: 'DEMO-TRANSFER-ORDER-0001',
  order_number: 'FL-10000042',
  ordered_at: '2026-11-19T10:00:00.000Z',
  items: [
    { name: 'Vaginal Probiotic', quantity: 2 },
    { name: 'Boric Acid', quantity: 1 },
  ],
  total: 117,
  movable: true,
  ...changes,
});
const details = (orders = [order()]) => ({ requester_email: 'demo@flora.test', expires_at: '2026-11-25T10:00:00.000Z', orders });

const renderPage = (search = '?hash=h-123') => renderScreen(<OrderTransferConfirmPage />, { path: `/order-transfer-confirm/${search}` });

test('shows what moves and to which account, and moves nothing before the confirm button', async () => {
  stub.answer({ [DETAILS]: { body: details() } });
  renderPage();
  expect(screen.getByText('Checking your link…')).toBeInTheDocument();
  expect(await screen.findByText('demo@flora.test')).toBeInTheDocument();
  expect(screen.getByText('FL-10000042')).toBeInTheDocument();
  expect(screen.getByText('Nov 19, 2026')).toBeInTheDocument();
  expect(screen.getByText('Vaginal Probiotic × 2, Boric Acid')).toBeInTheDocument();
  expect(screen.getByText('$117')).toBeInTheDocument();
  expect(screen.getByText(/Tests, results and consultations stay/)).toBeInTheDocument();
  expect(stub.requestsTo(DETAILS).map((r) => r.body)).toEqual([{ hash: 'h-123' }]);
  expect(stub.requestsTo(CONFIRM)).toHaveLength(0);
});

test('confirms on the button and says where the orders went', async () => {
  stub.answer({
    [DETAILS]: { body: details() },
    [CONFIRM]: { body: { detail: 'The order was moved to the requesting account.', orders: ['DEMO-TRANSFER-ORDER-0001'] } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Move this order' }));
  expect(await screen.findByText('Orders moved')).toBeInTheDocument();
  expect(screen.getByText('The order is now in the account demo@flora.test. We let that account know by email.')).toBeInTheDocument();
  expect(stub.requestsTo(CONFIRM).map((r) => r.body)).toEqual([{ hash: 'h-123' }]);
  expect(screen.queryByRole('button', { name: 'Move this order' })).not.toBeInTheDocument();
});

test('an expired or used link says so and offers no confirm button', async () => {
  stub.answer({ [DETAILS]: { status: 400, body: { detail: INVALID_TRANSFER_LINK_COPY, field: 'hash' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TRANSFER_LINK_COPY);
  expect(screen.getByText(/can send a new request/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
});

test('a link without a hash says so and sends nothing', () => {
  renderPage('');
  expect(screen.getByRole('alert')).toHaveTextContent(INCOMPLETE_TRANSFER_LINK_COPY);
  expect(stub.requests).toHaveLength(0);
});

test('nothing left to move: says so instead of offering to confirm', async () => {
  stub.answer({ [DETAILS]: { body: details([order({ movable: false })]) } });
  renderPage();
  expect(await screen.findByText('Nothing to transfer')).toBeInTheDocument();
  expect(screen.getByText('Already moved elsewhere')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
});

test('the orders leaving meanwhile (409) is shown as nothing to transfer', async () => {
  stub.answer({
    [DETAILS]: { body: details([order(), order({ checkout_id: 'B-2', order_number: null })]) },
    [CONFIRM]: { status: 409, body: { detail: 'The orders of this request are no longer in the account they were requested from: nothing was moved.' } },
  });
  renderPage();
  expect(await screen.findByText('B-2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Move 2 orders' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to transfer');
  expect(screen.getByRole('alert')).toHaveTextContent('nothing was moved');
  expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
});

test('a failure to load offers to try again', async () => {
  stub.answer({ [DETAILS]: { status: 500, body: { detail: 'The service is unavailable.' } } });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
  stub.answer({ [DETAILS]: { body: details() } });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByText('FL-10000042')).toBeInTheDocument());
});
