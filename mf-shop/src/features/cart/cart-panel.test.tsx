// The cart panel parcel: opens on the shared event over the page, focus in and back out, the
// lines (quantity, remove), delivery, totals, checkout, the errors of SPEC §8 and an empty cart.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@flora/shared/domain';
import { leaveFor, openCartPanel } from '@flora/shared/data';
import type { ApiCart } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CARTS, cartOf, probiotic, travelBag, voucher } from './cart.fixtures';
import { CartPanel } from './cart-panel';

jest.mock('@flora/shared/data', () => ({ ...jest.requireActual('@flora/shared/data'), leaveFor: jest.fn() }));

const stub = setupApiStub();
const CHECKOUT = 'POST /api/v1/cart/7/checkout/';

beforeEach(() => {
  jest.mocked(leaveFor).mockClear();
  window.sessionStorage.clear();
  signIn({ email: 'pat@flora.test' });
});
afterEach(signOut);

/** The page behind the panel: a button that opens it, as the header's cart button does. */
function renderWithOpener(cart: ApiCart | null = cartOf([probiotic, travelBag])) {
  stub.answer({ [CARTS]: { body: cart === null ? [] : [cart] } });
  renderScreen(
    <>
      <button type="button" onClick={(e) => openCartPanel(e.currentTarget)}>
        Cart
      </button>
      <CartPanel />
    </>,
    { path: '/tests/', sharedHistory: true },
  );
  return screen.getByRole('button', { name: 'Cart' });
}

async function openPanel(cart?: ApiCart | null) {
  const user = userEvent.setup();
  const opener = renderWithOpener(cart);
  await user.click(opener);
  const panel = await screen.findByRole('dialog', { name: 'Your cart' });
  return { user, opener, panel: within(panel) };
}

test('stays closed until asked; opens on the event with focus inside; Escape returns focus to the opener', async () => {
  const { user, opener, panel } = await openPanel();
  expect(await panel.findByRole('heading', { name: 'Daily Probiotic' })).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('asked before it listens (the cart clicked while the page first renders), it opens once mounted', async () => {
  stub.answer({ [CARTS]: { body: [cartOf([probiotic])] } });
  act(() => openCartPanel());
  renderScreen(<CartPanel />);
  expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
});

test('the close button closes it and returns focus', async () => {
  const { user, opener, panel } = await openPanel();
  await user.click(panel.getByRole('button', { name: 'Close cart' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('shows each line: one-time or Subscribe & Save with its plan, unit price, quantity, line total; and the totals', async () => {
  const { panel } = await openPanel();
  const lines = within(await panel.findByRole('list', { name: 'Items in your cart' }));
  const sub = within(lines.getByRole('heading', { name: 'Daily Probiotic' }).closest('li')!);
  expect(sub.getByText('Subscribe & Save: Every month, 15% off · $33.15 each')).toBeInTheDocument();
  const bag = within(lines.getByRole('heading', { name: 'Travel Bag' }).closest('li')!);
  expect(bag.getByText('One-time purchase · $25 each')).toBeInTheDocument();
  expect(bag.getByText('$50')).toBeInTheDocument();
  expect(bag.getByLabelText('Quantity of Travel Bag', { selector: 'output' })).toHaveTextContent('2');

  const totals = within(panel.getByLabelText('Order total'));
  expect(totals.getByText('$128')).toBeInTheDocument();
  expect(totals.getByText('−$5.85')).toBeInTheDocument();
  expect(totals.getByText('$83.15')).toBeInTheDocument();
  expect(panel.getByText('HSA/FSA eligible')).toBeInTheDocument();
});

test('+ and − change the quantity through the API; the voucher has no quantity buttons', async () => {
  const { user, panel } = await openPanel(cartOf([travelBag, voucher]));
  stub.answer({ 'PATCH /api/v1/cart/7/items/12/': { body: cartOf([travelBag, voucher]) } });
  await user.click(await panel.findByRole('button', { name: 'Increase quantity of Travel Bag' }));
  await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/cart/7/items/12/')).toHaveLength(1));
  expect(stub.requestsTo('PATCH /api/v1/cart/7/items/12/')[0].body).toEqual({ quantity: 3 });
  await user.click(panel.getByRole('button', { name: 'Decrease quantity of Travel Bag' }));
  await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/cart/7/items/12/')).toHaveLength(2));
  expect(stub.requestsTo('PATCH /api/v1/cart/7/items/12/')[1].body).toEqual({ quantity: 1 });
  expect(panel.queryByRole('button', { name: /quantity of Male Partner/ })).not.toBeInTheDocument();
  expect(panel.getByText('Quantity 1')).toBeInTheDocument();
});

test('Remove deletes the line and the cart shows what the API answers', async () => {
  const { user, panel } = await openPanel();
  const remove = await panel.findByRole('button', { name: 'Remove Daily Probiotic' });
  stub.answer({
    'POST /api/v1/cart/7/items/delete/': { body: cartOf([travelBag]) },
    [CARTS]: { body: [cartOf([travelBag])] },
  });
  await user.click(remove);
  await waitFor(() => expect(panel.queryByRole('heading', { name: 'Daily Probiotic' })).not.toBeInTheDocument());
  expect(stub.requestsTo('POST /api/v1/cart/7/items/delete/')[0].body).toEqual({ item_ids: [11] });
});

test('the delivery choice changes the shipping and total, and goes to the payment page with the checkout', async () => {
  const { user, panel } = await openPanel();
  stub.answer({ [CHECKOUT]: { body: { checkout_url: '/api/v1/checkout/abc/' } } });
  expect(await panel.findByRole('radio', { name: /Standard shipping: Free/ })).toBeChecked();
  await user.click(panel.getByRole('radio', { name: /Express shipping/ }));
  const totals = within(panel.getByLabelText('Order total'));
  expect(totals.getByText('$15')).toBeInTheDocument();
  expect(totals.getByText('$98.15')).toBeInTheDocument();
  await user.click(panel.getByRole('button', { name: 'Checkout' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/api/v1/checkout/abc/?delivery=express'));
  expect(stub.requestsTo(CHECKOUT)[0].body).toEqual({});
});

test('the delivery choice is still chosen when the panel opens again', async () => {
  const { user, opener, panel } = await openPanel();
  await user.click(await panel.findByRole('radio', { name: /Overnight shipping/ }));
  await user.keyboard('{Escape}');
  await user.click(opener);
  const again = within(await screen.findByRole('dialog', { name: 'Your cart' }));
  expect(await again.findByRole('radio', { name: /Overnight shipping/ })).toBeChecked();
});

test('a treatment cart checks out naming no consult: the server decides which one it is bought with', async () => {
  const { user, panel } = await openPanel(cartOf([probiotic], { purchase_type: 'prescription' }));
  stub.answer({ [CHECKOUT]: { body: { checkout_url: '/api/v1/checkout/xyz/' } } });
  await user.click(await panel.findByRole('button', { name: 'Checkout' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/api/v1/checkout/xyz/?delivery=standard'));
  expect(stub.requestsTo(CHECKOUT)[0].body).toEqual({});
  expect(stub.requestsTo('GET /api/v1/consults/')).toEqual([]);
});

test("a cart that no longer exists: 'Error checking out: cart does not exist'; other refusals show the API's detail", async () => {
  const { user, panel } = await openPanel();
  stub.answer({ [CHECKOUT]: { status: 404, body: { detail: 'Error checking out: cart does not exist.' } } });
  await user.click(await panel.findByRole('button', { name: 'Checkout' }));
  expect(await panel.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.checkoutWithoutCart);
  expect(leaveFor).not.toHaveBeenCalled();

  stub.answer({ [CHECKOUT]: { status: 409, body: { detail: 'This cart has been ordered; it can no longer change.' } } });
  await user.click(panel.getByRole('button', { name: 'Checkout' }));
  expect(await panel.findByText('This cart has been ordered; it can no longer change.')).toBeInTheDocument();
});

test("a cart that cannot load: 'Error fetching cart' with Try again", async () => {
  const user = userEvent.setup();
  stub.answer({ [CARTS]: { status: 500, body: { detail: 'boom' } } });
  renderScreen(<CartPanel />, { path: '/tests/', sharedHistory: true });
  act(() => openCartPanel(null));
  const panel = within(await screen.findByRole('dialog', { name: 'Your cart' }));
  expect(await panel.findByText(ERROR_MESSAGES.cartLoad, {}, { timeout: 4000 })).toBeInTheDocument();
  stub.answer({ [CARTS]: { body: [cartOf([travelBag])] } });
  await user.click(panel.getByRole('button', { name: 'Try again' }));
  expect(await panel.findByRole('heading', { name: 'Travel Bag' })).toBeInTheDocument();
});

test('an empty cart (or none yet) is a calm empty state linking to the shop', async () => {
  const { user, panel } = await openPanel(null);
  expect(await panel.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(panel.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  await user.click(panel.getByRole('link', { name: 'Shop all' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
