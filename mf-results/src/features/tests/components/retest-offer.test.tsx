import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { leaveFor } from '@flora/shared/data';
import { RetestOffer } from './retest-offer';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const RETEST = 'POST /api/v1/user-tests/retest-checkout/';
const stub = setupApiStub();

beforeEach(() => {
  jest.mocked(leaveFor).mockClear();
  signIn({ email: 'pat@flora.test' });
});
afterEach(signOut);

const order = () => screen.getByRole('button', { name: 'Order a retest with $20 off' });

test('orders a retest with RETEST20 and goes to the checkout the API answers', async () => {
  stub.answer({ [RETEST]: { body: { checkout_url: 'http://localhost:4000/api/v1/checkout/retest-1/' } } });
  renderScreen(<RetestOffer />, { path: '/tests/' });
  expect(screen.getByRole('region', { name: 'Ready for your next test?' })).toHaveTextContent('Use code RETEST20 for $20 off your next kit.');
  await userEvent.click(order());
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:4000/api/v1/checkout/retest-1/'));
  expect(stub.requestsTo(RETEST).map((r) => r.body)).toEqual([{ discount_code: 'RETEST20' }]);
});

test('a failed checkout says why and stays on the page, ready to try again', async () => {
  stub.answer({ [RETEST]: { status: 409, body: { detail: 'A retest repeats a test with results; you have no ready test yet.' } } });
  renderScreen(<RetestOffer />, { path: '/tests/' });
  await userEvent.click(order());
  expect(await screen.findByRole('alert')).toHaveTextContent('A retest repeats a test with results; you have no ready test yet.');
  expect(order()).toBeEnabled();
  expect(leaveFor).not.toHaveBeenCalled();
});
