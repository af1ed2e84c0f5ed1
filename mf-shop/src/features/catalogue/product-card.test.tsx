// The product card in each of its states (SPEC §2.9, §4): not added, Added, subscribed; Subscribe &
// Save at the default plan's price; a failed add; the voucher card; the probiotic's promo and page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_PANEL_OPEN_EVENT } from '@flora/shared/data';
import { ToastRegion } from '@flora/shared';
import { cartFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import type { ShopProduct } from './api/shop-products';
import { ProductCard } from './product-card';
import { ADD_ITEMS, addingToCart, CART, cartWith, coaching, CREATE_CART, NEW_CART, PORTAL_LINK, probiotic, testKit, voucher } from './shop.fixtures';
import type { TrackDetail } from './track';

const TRACK_EVENT = 'flora:track';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const BUYABLE = { buyable: true } as const;
function renderCard(product: ShopProduct, { subscribed = false, newPdp = true } = {}) {
  return renderScreen(
    <>
      <ProductCard product={product} offer={BUYABLE} subscribed={subscribed} newPdp={newPdp} />
      <ToastRegion />
    </>,
    { path: '/care/shop/' },
  );
}
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const settled = async (name: string | RegExp) => {
  await waitFor(() => expect(button(name)).toBeEnabled());
  return button(name);
};

test('not added: Add and Subscribe & Save, with the default plan price and its interval', async () => {
  stub.answer({ [CART]: { body: [] } });
  renderCard(probiotic);
  expect(screen.getByText('$39')).toBeInTheDocument();
  expect(screen.getByText('$33.15 with Subscribe & Save · every month (save 15%)')).toBeInTheDocument();
  expect(await settled('Add Vaginal Probiotic')).toBeInTheDocument();
  expect(await settled('Subscribe & Save Vaginal Probiotic')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Manage Subscription/ })).not.toBeInTheDocument();
});

test('Subscribe & Save adds a subscription on the default plan, opens the cart panel, tracks a routine essential, then shows Added', async () => {
  const tracked: TrackDetail[] = [];
  const onTrack = (e: Event) => tracked.push((e as CustomEvent<TrackDetail>).detail);
  const opened = jest.fn();
  window.addEventListener(TRACK_EVENT, onTrack);
  window.addEventListener(CART_PANEL_OPEN_EVENT, opened);
  stub.answer(addingToCart({ product: probiotic, subscription: true }));
  renderCard(probiotic);
  await userEvent.click(await settled('Subscribe & Save Vaginal Probiotic'));

  expect(await screen.findByRole('button', { name: 'Added Vaginal Probiotic' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Add Vaginal Probiotic' })).not.toBeInTheDocument();
  expect(stub.requestsTo(ADD_ITEMS)[0].body).toEqual({
    items: [{ item_type: 'product', quantity: 1, treatment_product: null, product_id: 5, is_subscription: true, selling_plan_id: 'op-4-monthly' }],
  });
  expect(opened).toHaveBeenCalledTimes(1);
  expect(tracked).toEqual([{ event: 'Added to cart', properties: { type: 'routine-essential', slug: 'op-4', subscription: true } }]);
  window.removeEventListener(TRACK_EVENT, onTrack);
  window.removeEventListener(CART_PANEL_OPEN_EVENT, opened);
});

test('Added as a one-time line: Added disabled, Subscribe & Save hidden', async () => {
  stub.answer({ [CART]: { body: cartWith({ product: probiotic }) } });
  renderCard(probiotic);
  const added = await screen.findByRole('button', { name: 'Added Vaginal Probiotic' });
  expect(added).toBeDisabled();
  expect(screen.queryByRole('button', { name: /Subscribe & Save/ })).not.toBeInTheDocument();
});

test('buttons are disabled while her cart loads', async () => {
  stub.answer({ [CART]: () => new Promise((resolve) => setTimeout(() => resolve({ body: [] }), 150)) });
  renderCard(coaching);
  expect(button('Add Coaching Call')).toBeDisabled();
  expect(await settled('Add Coaching Call')).toBeInTheDocument();
});

test('subscribed: only Manage Subscription, which opens a fresh portal link in a new tab', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  stub.answer({ [CART]: { body: [] }, [PORTAL_LINK]: { body: { data: { url: 'http://localhost/api/v1/subscription/portal/tok/', expires_at: '2026-11-24T12:00:00Z' } } } });
  renderCard(probiotic, { subscribed: true });
  expect(screen.queryByRole('button', { name: /^Add|Subscribe & Save/ })).not.toBeInTheDocument();
  await userEvent.click(await settled(/^Manage Subscription/));
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/api/v1/subscription/portal/tok/', '_blank', 'noopener'));
});

test("a failed portal link says 'Failed to fetch portal link'", async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  stub.answer({ [CART]: { body: [] }, [PORTAL_LINK]: { status: 404, body: { detail: 'No active subscription.' } } });
  renderCard(probiotic, { subscribed: true });
  await userEvent.click(await settled(/^Manage Subscription/));
  expect(await screen.findByText('Failed to fetch portal link')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

test('a failed add is logged and the button recovers', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  stub.answer({ [CART]: { body: [] }, [CREATE_CART]: NEW_CART, [ADD_ITEMS]: { status: 500, body: { detail: 'Boom' } } });
  renderCard(coaching);
  await userEvent.click(await settled('Add Coaching Call'));
  await waitFor(() => expect(error).toHaveBeenCalledWith('Adding to cart failed', expect.anything()));
  expect(await settled('Add Coaching Call')).toBeInTheDocument();
});

test("the voucher card: 'For Partner', its title and tagline, the discounted price in whole dollars, Add then Added", async () => {
  stub.answer(addingToCart({ product: voucher }));
  renderCard(voucher);
  expect(screen.getByText('For Partner')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Male Partner BV Treatment Voucher' })).toBeInTheDocument();
  expect(screen.getByText('Break the cycle of BV recurrence.')).toBeInTheDocument();
  expect(screen.getByText('$100')).toBeInTheDocument();
  expect(screen.queryByText('Voucher MP-BV-001')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  await userEvent.click(await settled('Add Male Partner BV Treatment Voucher'));
  expect(await screen.findByRole('button', { name: 'Added Male Partner BV Treatment Voucher' })).toBeDisabled();
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items[0]).toMatchObject({ item_type: 'product', product_id: 6, is_subscription: false });
});

test('the probiotic: its promo image on a wide screen and the new product page with the newPDP flag', () => {
  stub.answer({ [CART]: { body: [] } });
  const { container } = renderCard(probiotic, { newPdp: true });
  expect(container.querySelector('img')).toHaveAttribute('src', '/api/static/products/op-4-promo.svg');
  const link = screen.getByRole('link', { name: 'Vaginal Probiotic' });
  expect(link).toHaveAttribute('href', '/care/shop/treatment/product/vaginal-probiotic/');
  expect(link).not.toHaveAttribute('target');
});

test('the probiotic without newPDP opens the legacy page in a new tab; on a narrow screen, its plain image', () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    stub.answer({ [CART]: { body: [] } });
    const { container } = renderCard(probiotic, { newPdp: false });
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/static/products/op-4.svg');
    const link = screen.getByRole('link', { name: 'Vaginal Probiotic (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/care/shop/treatment/op-4/');
    expect(link).toHaveAttribute('target', '_blank');
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('a test card offers the STI + PCR panel until the kit is added, and adds it beside the kit', async () => {
  stub.answer(addingToCart({ product: testKit }));
  renderCard(testKit);
  const panel = screen.getByRole('checkbox', { name: 'Add the STI + expanded PCR panel (+$99)' });
  // What it is: wider than the providers' STI-only panel, hence its own price.
  expect(panel).toHaveAccessibleDescription(/sexually transmitted infections and more/);
  await userEvent.click(panel);
  await userEvent.click(await settled('Add Vaginal Microbiome Test'));
  expect(await screen.findByRole('button', { name: 'Added Vaginal Microbiome Test' })).toBeDisabled();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items).toEqual([
    { item_type: 'product', quantity: 1, treatment_product: null, product_id: 8, is_subscription: false },
    { item_type: 'product', quantity: 1, treatment_product: null, product_id: 9, is_subscription: false },
  ]);
});

test('without the panel ticked, the kit is added alone; a subscribed test card has no checkbox', async () => {
  stub.answer({ [CART]: { body: [] }, [CREATE_CART]: NEW_CART, [ADD_ITEMS]: { body: cartFixture() } });
  const { unmount } = renderCard(testKit);
  await userEvent.click(await settled('Add Vaginal Microbiome Test'));
  await waitFor(() => expect(stub.requestsTo(ADD_ITEMS)).toHaveLength(1));
  expect(stub.requestsTo(ADD_ITEMS)[0].body.items).toHaveLength(1);
  unmount();
  renderCard(testKit, { subscribed: true });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test("an image that fails to load leaves no empty box: the card's frame shows a drawing instead", async () => {
  stub.answer({ [CART]: { body: [] } });
  const { container } = renderCard(coaching);
  const image = container.querySelector('img')!;
  expect(image).toHaveAttribute('src', coaching.image_url);
  fireEvent.error(image);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByTestId('product-image-fallback')).toHaveClass('image');
  expect(screen.getByTestId('product-image-fallback').querySelector('svg')).not.toBeNull();
});
