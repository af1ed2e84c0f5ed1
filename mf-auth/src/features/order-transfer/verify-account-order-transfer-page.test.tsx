import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { VerifyAccountOrderTransferPage } from './verify-account-order-transfer-page';

const INVALID_TRANSFER_LINK_COPY = 'This order-transfer link is invalid, already used or expired.';
const DETAILS = 'POST /api/v1/order-transfer-verification-details/';
const ACCOUNT_CONFIRM = 'POST /api/v1/account-order-transfer-verification-confirm/';
const LIST = 'GET /api/v1/order-transfer-verification/';
const REQUEST = 'POST /api/v1/order-transfer-verification/';
const stub = setupApiStub();

type TransferRequest = ApiResponse<'/api/v1/order-transfer-verification/', 'post'>;
const request = (changes: Partial<TransferRequest> = {}): TransferRequest => ({
  id: 1,
  status: 'pending',
  order_email: 'n***@flora.test',
  orders: ['DEMO-TRANSFER-ORDER-0001'],
  created_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-11-25T10:00:00.000Z',
  confirmed_at: null,
  ...changes,
});
const details = {
  requester_email: 'demo@flora.test',
  expires_at: '2026-11-25T10:00:00.000Z',
  orders: [{ checkout_id: 'DEMO-TRANSFER-ORDER-0001', order_number: null, ordered_at: '2026-11-19T10:00:00.000Z', items: [{ name: 'Vaginal Probiotic', quantity: 1 }], total: 39, movable: true }],
};

afterEach(signOut);

const renderPage = (search = '') => renderScreen(<VerifyAccountOrderTransferPage />, { path: `/verify-account-order-transfer/${search}` });

test('signed out: asks to sign in, with next back to this very link', () => {
  renderPage('?hash=h-1');
  expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login/?next=${encodeURIComponent('/verify-account-order-transfer/?hash=h-1')}`);
  expect(stub.requests).toHaveLength(0);
});

test('signed in with a link: shows what moves, confirms as the requesting account, then links to its orders', async () => {
  signIn({ id: 1, email: 'demo@flora.test' });
  stub.answer({
    [DETAILS]: { body: details },
    [ACCOUNT_CONFIRM]: { body: { detail: 'The order was moved to the requesting account.', orders: ['DEMO-TRANSFER-ORDER-0001'] } },
  });
  renderPage('?hash=h-1');
  expect(await screen.findByText('You asked to move these orders into your account. Confirm to finish.')).toBeInTheDocument();
  expect(screen.getByText('DEMO-TRANSFER-ORDER-0001')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Move this order' }));
  expect(await screen.findByText('The order is now in your account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/account/orders/');
  expect(stub.requestsTo(ACCOUNT_CONFIRM).map((r) => r.body)).toEqual([{ hash: 'h-1' }]);
});

test('a used link says so with a way to ask again', async () => {
  signIn({ id: 1, email: 'demo@flora.test' });
  stub.answer({ [DETAILS]: { status: 400, body: { detail: INVALID_TRANSFER_LINK_COPY, field: 'hash' } } });
  renderPage('?hash=used');
  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TRANSFER_LINK_COPY);
  expect(screen.getByRole('link', { name: 'Ask again' })).toHaveAttribute('href', '/verify-account-order-transfer/');
});

test('signed in without a link: lists the requests and asks for more orders, checking the IDs first', async () => {
  signIn({ id: 1, email: 'demo@flora.test' });
  stub.answer({
    [LIST]: { body: [request({ id: 2, status: 'confirmed', orders: ['OLD-1'] })] },
    [REQUEST]: { status: 201, body: request() },
  });
  renderPage();
  expect(await screen.findByText('Moved')).toBeInTheDocument();
  expect(screen.getAllByText('OLD-1').length).toBeGreaterThan(0);
  // A moved request leads to the orders it added.
  expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/account/orders/');

  const ids = screen.getByLabelText('Order IDs');
  await userEvent.type(ids, 'A-1 ord#2');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(ids).toHaveAccessibleDescription(expect.stringContaining('Order IDs contain only letters, numbers, - and _ (for example DEMO-TRANSFER-ORDER-0001).'));
  expect(stub.requestsTo(REQUEST)).toHaveLength(0);

  await userEvent.clear(ids);
  await userEvent.type(ids, 'DEMO-TRANSFER-ORDER-0001, DEMO-TRANSFER-ORDER-0001');
  stub.answer({ [LIST]: { body: [request(), request({ id: 2, status: 'confirmed', orders: ['OLD-1'] })] } });
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  expect(await screen.findByText('We emailed a link to n***@flora.test. It works for 24 hours.')).toBeInTheDocument();
  expect(stub.requestsTo(REQUEST).map((r) => r.body)).toEqual([{ orders: ['DEMO-TRANSFER-ORDER-0001'] }]);
  await waitFor(() => expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument());
});

test("the API's refusal lands beside the IDs and keeps them", async () => {
  signIn({ id: 1, email: 'demo@flora.test' });
  stub.answer({
    [LIST]: { body: [] },
    [REQUEST]: { status: 400, body: { detail: 'Order DEMO-VOUCHER-ORDER-0001 is already in your account.', field: 'orders' } },
  });
  renderPage();
  expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
  const ids = screen.getByLabelText('Order IDs');
  await userEvent.type(ids, 'DEMO-VOUCHER-ORDER-0001');
  await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  await waitFor(() => expect(ids).toHaveAccessibleDescription(expect.stringContaining('is already in your account.')));
  expect(ids).toHaveValue('DEMO-VOUCHER-ORDER-0001');
});
