// GET /api/v1/products/shop/: the shop's cards and product pages (kind, cart item type, detail-page
// slug, Subscribe & Save plans), public, with the memberships on sale and without add-ons.
import { createTestApp, get, json, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ShopProduct {
  id: number;
  slug: string;
  kind: string;
  item_type: string;
  pdp_slug: string | null;
  add_on: { slug: string } | null;
  price: number;
  discounted_price: number | null;
  ecomm_product: { price: number; free_shipping: boolean; subscription_config: null | { default_plan_id: string; selling_plans: Record<string, { interval_months: number; discount_percentage: number; price: number }> } };
}

const shop = async (): Promise<ShopProduct[]> => {
  const res = await get(t.app, '/api/v1/products/shop/');
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
const bySlug = (list: ShopProduct[], slug: string) => list.find((p) => p.slug === slug)!;

it('lists what the shop sells without sign-in, each with the item type to add it with', async () => {
  const list = await shop();
  expect(new Set(list.map((p) => p.kind))).toEqual(new Set(['treatment', 'bundle', 'routine-essential', 'care', 'male-partner', 'test', 'membership']));
  expect(list.some((p) => p.slug.endsWith('add-on'))).toBe(false);
  // the memberships on sale, sold only as subscriptions; not the legacy price nor the Canadian one
  expect(list.filter((p) => p.kind === 'membership').map((p) => p.slug)).toEqual(['membership_vmt', 'membership_expanded_pcr']);
  expect(bySlug(list, 'membership_vmt')).toMatchObject({ item_type: 'product', ecomm_product: { subscription_config: { subscription_only: true } } });
  expect(bySlug(list, 'ba-14')).toMatchObject({ kind: 'treatment', item_type: 'individual-treatment', pdp_slug: 'boric-acid', price: 29 });
  expect(bySlug(list, 'bv-treatment-program')).toMatchObject({ kind: 'bundle', item_type: 'bundle-treatment' });
  expect(bySlug(list, 'vaginal-microbiome-test')).toMatchObject({
    kind: 'test',
    item_type: 'product',
    price: 149,
    discounted_price: 129,
    pdp_slug: null,
    add_on: { slug: 'vpcr-add-on', name: 'Expanded PCR Panel (add-on)', price: 99 },
  });
  expect(list.filter((p) => p.add_on !== null).map((p) => p.slug)).toEqual(['vaginal-microbiome-test']);
  expect(bySlug(list, 'male-partner-treatment-voucher')).toMatchObject({ item_type: 'product', ecomm_product: { free_shipping: true, subscription_config: null } });
  // The same ids and prices as the public catalogue.
  const all = json(await get(t.app, '/api/v1/products/all-products/')).data as { id: number; slug: string; price: number }[];
  for (const p of list) expect(all.find((a) => a.id === p.id)).toMatchObject({ slug: p.slug, price: p.price });
});

it("gives the probiotic's Subscribe & Save plans, the default first, priced with their discount", async () => {
  const probiotic = bySlug(await shop(), 'op-4');
  expect(probiotic).toMatchObject({ kind: 'routine-essential', item_type: 'product', pdp_slug: 'vaginal-probiotic', price: 39 });
  expect(probiotic.ecomm_product.subscription_config).toMatchObject({
    default_plan_id: 'op-4-monthly',
    selling_plans: {
      'op-4-monthly': { interval_months: 1, discount_percentage: 15, price: 33.15 },
      'op-4-every-2-months': { interval_months: 2, discount_percentage: 10, price: 35.1 },
    },
  });
});

it('leaves out products no longer on sale, and rejects unknown query parameters', async () => {
  await t.db.updateTable('products').set({ is_active: false }).where('slug', '=', 'travel-bag').execute();
  try {
    expect((await shop()).some((p) => p.slug === 'travel-bag')).toBe(false);
  } finally {
    await t.db.updateTable('products').set({ is_active: true }).where('slug', '=', 'travel-bag').execute();
  }
  const res = await get(t.app, '/api/v1/products/shop/?page=2');
  expect(res.statusCode).toBe(400);
  expect(typeof json(res).detail).toBe('string');
});
