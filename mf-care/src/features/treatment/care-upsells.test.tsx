import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCart, cartFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CareUpsells } from './care-upsells';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const product = (id: number, slug: string, name: string, price: number) => ({ id, slug, name, price, discounted_price: null, image_url: `/${slug}.svg` });
const PRODUCTS = [product(20, 'treatment-calendar', 'Treatment Calendar', 30), product(21, 'coaching-call', 'Coaching Call', 35), product(22, 'travel-bag', 'Travel Bag', 25)];
const line = (p: ReturnType<typeof product>): ApiCart['line_items'][number] => ({
  id: 1,
  item_type: 'product',
  product: p,
  ecomm_product: { sku: null, price: p.price, free_shipping: false, subscription_config: null },
  is_subscription: false,
  quantity: 1,
  price: p.price,
  line_total: p.price,
  selling_plan_id: null,
  treatment_product: null,
});
const cart = (lines: ApiCart['line_items']) => [cartFixture({ id: 5, line_items: lines, item_count: lines.length })];

test('offers the SPEC §9 care upsells the catalogue sells at their prices, says which are in the cart, and adds one', async () => {
  let lines = [line(PRODUCTS[1]!)];
  stub.answer({
    'GET /api/v1/products/all-products/': { body: { data: PRODUCTS } },
    'GET /api/v1/cart/': () => ({ body: cart(lines) }),
    'POST /api/v1/cart/': { body: cart(lines)[0] },
    'POST /api/v1/cart/5/items/': () => {
      lines = [...lines, line(PRODUCTS[0]!)];
      return { body: cart(lines)[0] };
    },
  });
  renderScreen(<CareUpsells />);
  const section = within(await screen.findByRole('region', { name: 'Add to your care' }));
  const items = section.getAllByRole('listitem');
  // No consult review in this catalogue: left out.
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^Printed treatment calendar · \$30/),
    expect.stringMatching(/^Coaching call · \$35.*In your cart$/),
    expect.stringMatching(/^Travel bag · \$25/),
  ]);
  // Each button's accessible name starts with what it shows (axe label-content-name-mismatch), then names the upsell.
  for (const button of section.getAllByRole('button')) expect(button).toHaveAccessibleName(expect.stringMatching(/^Add to cart \(/));
  await userEvent.click(section.getByRole('button', { name: 'Add to cart (Printed treatment calendar)' }));
  await waitFor(() => expect(within(items[0]!).getByText('In your cart')).toBeInTheDocument());
  expect(stub.requestsTo('POST /api/v1/cart/5/items/')[0]?.body).toEqual({ items: [{ item_type: 'product', product_id: 20, quantity: 1 }] });
});

test('shows nothing when the catalogue does not load', async () => {
  stub.answer({ 'GET /api/v1/products/all-products/': { status: 500, body: { detail: 'Down.' } }, 'GET /api/v1/cart/': { body: [] } });
  renderScreen(<CareUpsells />);
  await waitFor(() => expect(stub.requestsTo('GET /api/v1/products/all-products/').length).toBeGreaterThan(0));
  expect(screen.queryByRole('region', { name: 'Add to your care' })).not.toBeInTheDocument();
});
