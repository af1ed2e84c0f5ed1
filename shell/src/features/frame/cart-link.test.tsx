// The header's cart button: the count from the active cart in its name, and a click asks the
// cart panel to open with the button as the element to return focus to.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_PANEL_OPEN_EVENT, type CartPanelOpenDetail } from '@flora/shared/data';
import { cartFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import CartLink from './cart-link';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const cart = (count: number) => cartFixture({ id: 3, item_count: count });

test('names the count ("Cart, 2 items") and opens the cart panel with itself as the opener', async () => {
  stub.answer({ 'GET /api/v1/cart/': { body: [cart(2)] } });
  const user = userEvent.setup();
  const opened: CartPanelOpenDetail[] = [];
  const listen = (e: Event) => opened.push((e as CustomEvent<CartPanelOpenDetail>).detail);
  window.addEventListener(CART_PANEL_OPEN_EVENT, listen);
  render(<CartLink />);
  const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(button);
  expect(opened).toEqual([{ opener: button }]);
  window.removeEventListener(CART_PANEL_OPEN_EVENT, listen);
});

test('says "Cart, 1 item" for one', async () => {
  stub.answer({ 'GET /api/v1/cart/': { body: [cart(1)] } });
  const { unmount } = render(<CartLink />);
  expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  unmount();
});

test('no cart yet: 0 items', async () => {
  stub.answer({ 'GET /api/v1/cart/': { body: [] } });
  render(<CartLink />);
  expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
});
