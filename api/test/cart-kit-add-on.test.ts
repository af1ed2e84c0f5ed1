// The expanded PCR panel (vpcr-add-on) in a cart: only beside a test kit (the test card's STI + PCR
// panel checkbox, SPEC §5), once per cart, and it leaves with the last kit. Other add-ons stay out.
import { call, createTestApp, json, login, payInSandbox, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let access: string;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  access = (await login(t.app, 'new@flora.test')).access;
  for (const p of await t.db.selectFrom('products').select(['id', 'slug']).execute()) ids.set(p.slug, p.id);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', path: string, body?: unknown) => {
  t.clock.advance(1000);
  return call(t.app, method, `/api/v1/cart/${path}`, access, body);
};
const product = (slug: string) => ({ item_type: 'product', quantity: 1, product_id: ids.get(slug)! });
const slugsOf = (cart: { line_items: { product: { slug: string }; quantity: number }[] }) =>
  cart.line_items.map((l) => `${l.product.slug} x${l.quantity}`);

it('refuses the panel without a kit (400 naming the item, nothing written), and other add-ons always', async () => {
  const cartId = json(await api('POST', '')).id;
  const before = await snapshotCounts(t.db);
  const alone = await api('POST', `${cartId}/items/`, { items: [product('op-4'), product('vpcr-add-on')] });
  expect(alone.statusCode).toBe(400);
  expect(json(alone)).toEqual({ detail: 'The expanded PCR panel is added with a test kit.', field: 'items[1].product_id' });
  const sti = await api('POST', `${cartId}/items/`, { items: [product('vaginal-microbiome-test'), product('sti-panel-add-on')] });
  expect(sti.statusCode).toBe(400);
  expect(json(sti).field).toBe('items[1].product_id');
  expect(await snapshotCounts(t.db)).toEqual(before);
});

it('adds the panel with a kit, keeps it at one, and removes it with the last kit', async () => {
  const cartId = json(await api('POST', '')).id;
  const added = await api('POST', `${cartId}/items/`, { items: [product('vaginal-microbiome-test'), product('vpcr-add-on')] });
  expect(added.statusCode).toBe(200);
  expect(slugsOf(json(added))).toEqual(['vaginal-microbiome-test x1', 'vpcr-add-on x1']);
  expect(json(added).line_items[1]).toMatchObject({ price: 99, is_subscription: false });

  // A second kit, then the panel again on its own (the cart holds a kit): still one panel.
  const again = await api('POST', `${cartId}/items/`, { items: [product('vaginal-microbiome-test')] });
  expect(slugsOf(json(again))).toEqual(['vaginal-microbiome-test x2', 'vpcr-add-on x1']);
  const panel = await api('POST', `${cartId}/items/`, { items: [product('vpcr-add-on')] });
  expect(panel.statusCode).toBe(200);
  expect(slugsOf(json(panel))).toEqual(['vaginal-microbiome-test x2', 'vpcr-add-on x1']);

  const kitLine = json(panel).line_items[0].id;
  const removed = await api('POST', `${cartId}/items/delete/`, { item_ids: [kitLine] });
  expect(removed.statusCode).toBe(200);
  expect(json(removed).line_items).toEqual([]);
});

it.each([
  ['the kit and then the panel', ['vaginal-microbiome-test', 'vpcr-add-on'], true],
  ['the panel added in the same request before the kit', ['vpcr-add-on', 'vaginal-microbiome-test'], true],
  ['the kit alone', ['vaginal-microbiome-test'], false],
])('a kit paid with %s carries the panel (or not) to the test it becomes', async (_what, slugs, panel) => {
  const { access: buyer } = await login(t.app, 'returning@flora.test');
  const cartId = json(await call(t.app, 'POST', '/api/v1/cart/', buyer)).id;
  expect((await call(t.app, 'POST', `/api/v1/cart/${cartId}/items/`, buyer, { items: slugs.map(product) })).statusCode).toBe(200);
  const { order } = await payInSandbox(t.app, json(await call(t.app, 'POST', `/api/v1/cart/${cartId}/checkout/`, buyer, {})).checkout_url);
  const processed = json(await call(t.app, 'POST', '/api/v1/orders/process', buyer, order));
  const [kit] = processed.test_kits as { hash: string }[];
  expect((await call(t.app, 'POST', '/api/v1/user-tests/', buyer, { hash: kit.hash })).statusCode).toBe(201);
  expect(json(await call(t.app, 'GET', `/api/v1/user-tests/${kit.hash}/`, buyer)).expanded_pcr_panel).toBe(panel);
});
