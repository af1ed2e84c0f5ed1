// One cache for the page (issue 11): two remotes are two React roots; a mutation made in one
// shows in the other at once, without a reload. Here mf-care adds to the cart and the shell's
// cart count (another root) follows.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartFixture, cartLineFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CART_PANEL_OPEN_EVENT, type CartPanelOpenDetail, QueryProvider, useActiveCart, useAddCartItems } from '@flora/shared/data';

const stub = setupApiStub();
let lines: number[] = [];
const cart = () => cartFixture({ id: 9, line_items: lines.map((id) => cartLineFixture({ id })), item_count: lines.length });

beforeEach(() => {
  signIn({ id: 1 });
  lines = [];
  stub.answer({
    'GET /api/v1/cart/': () => ({ body: [cart()] }),
    'POST /api/v1/cart/': () => ({ body: cart() }),
    'POST /api/v1/cart/9/items/': () => {
      lines.push(lines.length + 1);
      return { body: cart() };
    },
  });
});
afterEach(signOut);

function CartCount() {
  const active = useActiveCart();
  return <p>Cart: {active.data?.item_count ?? '…'}</p>;
}

function AddButton() {
  const add = useAddCartItems();
  return (
    <button type="button" onClick={() => add.mutate([{ item_type: 'product', quantity: 1, product_id: 4 }])}>
      Add to cart
    </button>
  );
}

/** Two separate roots, as the shell and a remote are. */
function renderTwoRoots() {
  const shell = document.body.appendChild(document.createElement('header'));
  const remote = document.body.appendChild(document.createElement('main'));
  render(
    <QueryProvider>
      <CartCount />
    </QueryProvider>,
    { container: shell },
  );
  render(
    <QueryProvider>
      <AddButton />
      <CartCount />
    </QueryProvider>,
    { container: remote },
  );
  return { shell: within(shell), remote: within(remote) };
}

test('adding to the cart in one root updates the count in the other, without a reload', async () => {
  const { shell, remote } = renderTwoRoots();
  expect(await shell.findByText('Cart: 0')).toBeInTheDocument();
  expect(await remote.findByText('Cart: 0')).toBeInTheDocument();
  // Both roots read one cached answer: one request.
  expect(stub.requestsTo('GET /api/v1/cart/')).toHaveLength(1);

  await userEvent.click(remote.getByRole('button', { name: 'Add to cart' }));

  expect(await shell.findByText('Cart: 1')).toBeInTheDocument();
  expect(remote.getByText('Cart: 1')).toBeInTheDocument();
  expect(stub.requestsTo('POST /api/v1/cart/9/items/').map((r) => r.body)).toEqual([{ items: [{ item_type: 'product', quantity: 1, product_id: 4 }] }]);
});

test('a successful add asks the cart panel to open, with the Add button to return focus to', async () => {
  const opened: CartPanelOpenDetail[] = [];
  const listen = (event: Event) => opened.push((event as CustomEvent<CartPanelOpenDetail>).detail);
  window.addEventListener(CART_PANEL_OPEN_EVENT, listen);
  try {
    const { remote } = renderTwoRoots();
    const add = remote.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0].opener).toBe(add);
  } finally {
    window.removeEventListener(CART_PANEL_OPEN_EVENT, listen);
  }
});

test('a failed add does not open the cart panel', async () => {
  const opened = jest.fn();
  window.addEventListener(CART_PANEL_OPEN_EVENT, opened);
  stub.answer({ 'POST /api/v1/cart/9/items/': { status: 400, body: { detail: 'Unknown product.' } } });
  try {
    const { remote } = renderTwoRoots();
    await userEvent.click(remote.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/cart/9/items/')).toHaveLength(1));
    await act(async () => undefined);
    expect(opened).not.toHaveBeenCalled();
  } finally {
    window.removeEventListener(CART_PANEL_OPEN_EVENT, opened);
  }
});

test('a page seen before shows its cached data at once and revalidates in the background', async () => {
  const first = render(
    <QueryProvider>
      <CartCount />
    </QueryProvider>,
  );
  expect(await screen.findByText('Cart: 0')).toBeInTheDocument();
  first.unmount();
  lines = [1, 2];

  render(
    <QueryProvider>
      <CartCount />
    </QueryProvider>,
  );
  // No loading state: the cached count first, then the fresh one.
  expect(screen.getByText('Cart: 0')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Cart: 2')).toBeInTheDocument());
  await act(async () => undefined);
  expect(stub.requestsTo('GET /api/v1/cart/')).toHaveLength(2);
});
