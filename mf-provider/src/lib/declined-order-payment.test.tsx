import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '@flora/shared/data';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { DeclinedOrderPayment } from './declined-order-payment';
import { orderAwaitingPayment, rememberOrderAwaitingPayment } from './order-checkout';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const stub = setupApiStub();
const PAY = 'POST /api/v1/provider/orders/u-1/checkout/';
const awaiting = { uid: 'u-1', patient_name: 'Nora Patient', patient_email: 'nora@example.test', patient_link: 'http://x/provider-test/t/', checkout_url: 'http://api/checkout/cs_1/' };

beforeEach(() => {
  sessionStorage.clear();
  signIn({ isProvider: true, provider_info: { is_verified: true } });
});
afterEach(signOut);

test('after a declined payment: nothing charged, the order waits, and the payment can be tried again', async () => {
  rememberOrderAwaitingPayment(awaiting);
  stub.answer({ [PAY]: { body: { checkout_url: 'http://api/checkout/cs_2/' } } });
  const user = userEvent.setup();
  renderScreen(<DeclinedOrderPayment />, { path: '/provider/tests/?checkout_declined=true&checkout_id=cs_1' });

  expect(screen.getByText('Your payment did not go through')).toBeInTheDocument();
  expect(screen.getByText(/Nothing was charged\. The test for Nora Patient waits for your payment/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://api/checkout/cs_2/'));
  expect(orderAwaitingPayment('cs_2')).toMatchObject({ uid: 'u-1' });
});

test('without an order kept by this tab it only explains; without checkout_declined it shows nothing', () => {
  const { unmount } = renderScreen(<DeclinedOrderPayment />, { path: '/provider/tests/?checkout_declined=true&checkout_id=cs_9' });
  expect(screen.getByText(/Nothing was charged\. The order waits for your payment/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();
  renderScreen(<DeclinedOrderPayment />, { path: '/provider/tests/' });
  expect(screen.queryByText('Your payment did not go through')).not.toBeInTheDocument();
});
