import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { orderAwaitingPayment, rememberOrderAwaitingPayment } from '../../lib/order-checkout';
import { CHECKOUT_URL, LINK, PROCESS } from './order.fixtures';
import { OrderCompletePage } from './order-complete-page';

const stub = setupApiStub();
const RETURN = '/provider/tests/order-complete/?checkout_id=cs_123&checkout_token=tok&order_email=priya%40flora.test';
const awaiting = { uid: 'u-1', patient_name: 'Nora Patient', patient_email: 'nora@example.test', patient_link: LINK, checkout_url: CHECKOUT_URL };

beforeEach(() => {
  sessionStorage.clear();
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
});
afterEach(signOut);

const renderAt = (path: string) => renderScreen(<OrderCompletePage />, { path });

test('processes the paid order, then shows the confirmation with the patient’s link', async () => {
  rememberOrderAwaitingPayment(awaiting);
  stub.answer({ [PROCESS]: { body: orderFixture({ order_number: 'FL-1' }) } });
  renderAt(RETURN);

  expect(await screen.findByText('Test ordered for Nora Patient')).toBeInTheDocument();
  expect(screen.getByText(/You paid for it/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: "The patient's link" })).toHaveValue(LINK);
  expect(stub.requestsTo(PROCESS)[0].body).toEqual({ checkout_id: 'cs_123', checkout_token: 'tok', order_email: 'priya@flora.test' });
  expect(orderAwaitingPayment('cs_123')).toBeNull();
});

test('in another tab (no order kept), confirms the payment and points to the email the patient got', async () => {
  stub.answer({ [PROCESS]: { body: orderFixture({ order_number: 'FL-1' }) } });
  renderAt(RETURN);

  expect(await screen.findByText('Your payment went through')).toBeInTheDocument();
  expect(screen.getByText(/We emailed your patient a link/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: "The patient's link" })).not.toBeInTheDocument();
});

test('a failed confirmation says the payment is safe and offers to try again', async () => {
  rememberOrderAwaitingPayment(awaiting);
  stub.answer({ [PROCESS]: { status: 404, body: { detail: 'No paid order with these details' } } });
  const user = userEvent.setup();
  renderAt(RETURN);

  expect(await screen.findByRole('alert')).toHaveTextContent(/We could not confirm your payment.*No paid order with these details.*Your payment is safe/);
  stub.answer({ [PROCESS]: { body: orderFixture({ order_number: 'FL-1' }) } });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Test ordered for Nora Patient')).toBeInTheDocument();
});

test('a return address without its ids says so and calls nothing', async () => {
  renderAt('/provider/tests/order-complete/?checkout_id=cs_123');

  expect(await screen.findByRole('alert')).toHaveTextContent('This link is missing its payment details');
  expect(stub.requestsTo(PROCESS)).toHaveLength(0);
});
