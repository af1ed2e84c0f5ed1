// A declined payment comes back to any page with ?checkout_declined=true&checkout_id=…: the panel
// opens with the message, the cart as it was, and the two parameters leave the address.
import { screen, within } from '@testing-library/react';
import { history } from '@flora/shared';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CARTS, cartOf, travelBag } from './cart.fixtures';
import { CartPanel } from './cart-panel';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

test('opens with the declined message and the cart intact, and cleans the address', async () => {
  stub.answer({ [CARTS]: { body: [cartOf([travelBag])] } });
  renderScreen(<CartPanel />, { path: '/care/shop/?checkout_declined=true&checkout_id=abc123&tab=care', sharedHistory: true });
  const panel = within(await screen.findByRole('dialog', { name: 'Your cart' }));
  expect(panel.getByText('Your payment was declined. Your cart is as you left it.')).toBeInTheDocument();
  expect(await panel.findByRole('heading', { name: 'Travel Bag' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/care/shop/');
  expect(history.location.search).toBe('?tab=care');
});

test('a page without the parameters keeps the panel closed', async () => {
  renderScreen(<CartPanel />, { path: '/care/shop/?checkout_id=abc123', sharedHistory: true });
  await apiIdle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(history.location.search).toBe('?checkout_id=abc123');
});
