// The catalogue: one product by id, the shop fields (detail pages, free shipping, selling plans),
// the repository other areas use, and checkouts of subscription lines priced with their plan.
import { sql } from 'kysely';
import { bool } from '../src/db/values';
import { startCheckout } from '../src/features/checkout/checkout-sessions';
import { ecommProductView, planPriceCents, treatmentProductView } from '../src/features/products/catalogue-view';
import {
  findProductById,
  findProductBySlug,
  findProductsBySlugs,
  sellingPlansOf,
} from '../src/features/products/products-repository';
import { createTestApp, get, json, type TestApp } from './helpers/test-app';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = (await t.db.selectFrom('users').select('id').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const idOf = async (slug: string) => (await findProductBySlug(t.db, slug))!.id;

describe('GET /api/v1/products/{id}/', () => {
  it('answers one product in the all-products shape, without sign-in', async () => {
    const id = await idOf('male-partner-treatment-voucher');
    const res = await get(t.app, `/api/v1/products/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id,
      name: 'Male Partner BV Treatment Voucher',
      image_url: '/api/static/products/male-partner-treatment-voucher.svg',
      price: 129,
      discounted_price: null,
      slug: 'male-partner-treatment-voucher',
    });
    const all = json(await get(t.app, '/api/v1/products/all-products/')).data;
    for (const p of all) expect(json(await get(t.app, `/api/v1/products/${p.id}/`))).toEqual(p);
  });

  it('answers 404 {detail} for an unknown id and for a product no longer on sale', async () => {
    const unknown = await get(t.app, '/api/v1/products/999999/');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ detail: 'No such product.' });
    const id = await idOf('travel-bag');
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', id).execute();
    try {
      expect((await get(t.app, `/api/v1/products/${id}/`)).statusCode).toBe(404);
      expect(await findProductBySlug(t.db, 'travel-bag')).toBeUndefined();
    } finally {
      await t.db.updateTable('products').set({ is_active: true }).where('id', '=', id).execute();
    }
  });

  it.each(['abc', '-1', '1.5', '1e3', '0x10', '1234567890'])('refuses the id %s (400 {detail})', async (id) => {
    const res = await get(t.app, `/api/v1/products/${id}/`);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
  });

  it('refuses unknown query parameters', async () => {
    expect((await get(t.app, `/api/v1/products/${await idOf('op-4')}/?page=2`)).statusCode).toBe(400);
  });
});

describe('the catalogue of the shop', () => {
  it('holds the treatments with their detail pages and no subscription', async () => {
    for (const [slug, pdp] of [['est-1', 'vaginal-estradiol'], ['soo-3', 'soothing-cream'], ['af-1', 'fluconazole'], ['af-3', 'fluconazole-3-dose'], ['ba-14', 'boric-acid']]) {
      const product = (await findProductBySlug(t.db, slug))!;
      expect(product).toMatchObject({ kind: 'treatment', pdp_slug: pdp });
      const view = treatmentProductView(product, (await sellingPlansOf(t.db, [product.id])).get(product.id) ?? []);
      expect(view).toEqual({
        id: product.id,
        slug,
        title: product.name,
        pdp_slug: pdp,
        ecomm_product: { sku: slug.toUpperCase(), price: product.price_cents / 100, free_shipping: false, subscription_config: null },
      });
    }
  });

  it('sells the probiotic op-4 once or on Subscribe & Save (monthly 15% off by default)', async () => {
    const op4 = (await findProductBySlug(t.db, 'op-4'))!;
    const plans = (await sellingPlansOf(t.db, [op4.id])).get(op4.id)!;
    expect(ecommProductView(op4, plans)).toEqual({
      sku: 'OP-4',
      price: 39,
      free_shipping: false,
      subscription_config: {
        default_plan_id: 'op-4-monthly',
        subscription_only: false,
        selling_plans: {
          'op-4-monthly': { id: 'op-4-monthly', name: 'Every month', interval_months: 1, discount_percentage: 15, price: 33.15 },
          'op-4-every-2-months': { id: 'op-4-every-2-months', name: 'Every 2 months', interval_months: 2, discount_percentage: 10, price: 35.1 },
        },
      },
    });
  });

  it('holds the four membership variants, sold only as subscriptions, each with a default plan', async () => {
    const slugs = ['membership_vmt', 'membership_expanded_pcr', 'grandfathered_membership_vmt', 'canada_membership_vmt'];
    const products = await findProductsBySlugs(t.db, slugs);
    expect(products.map((p) => p.slug).sort()).toEqual([...slugs].sort());
    const plans = await sellingPlansOf(t.db, products.map((p) => p.id));
    for (const p of products) {
      expect(p.kind).toBe('membership');
      expect(bool(p.subscription_only)).toBe(true);
      const config = ecommProductView(p, plans.get(p.id)!).subscription_config!;
      expect(config.subscription_only).toBe(true);
      expect(Object.keys(config.selling_plans)).toContain(config.default_plan_id);
    }
    expect((await findProductBySlug(t.db, 'membership_vmt'))!.price_cents).toBe(14900);
  });

  it('gives the male-partner voucher free shipping (price 129, SKU MP-BV-001) and adds the STI panel add-on', async () => {
    const voucher = (await findProductBySlug(t.db, 'male-partner-treatment-voucher'))!;
    expect(ecommProductView(voucher, [])).toEqual({ sku: 'MP-BV-001', price: 129, free_shipping: true, subscription_config: null });
    expect(await findProductBySlug(t.db, 'sti-panel-add-on')).toMatchObject({ kind: 'add-on', price_cents: 7900, sku: 'STI-PANEL-ADD-ON' });
    expect(await findProductBySlug(t.db, 'vpcr-add-on')).toMatchObject({ kind: 'add-on' });
    expect(await findProductBySlug(t.db, 'bv-treatment-program')).toMatchObject({ kind: 'bundle', price_cents: 15900, pdp_slug: 'bv-treatment-program' });
  });

  it("keeps two STI add-ons on purpose, each with its own price, and the API docs say which is which", async () => {
    // The provider's STI-only PCR panel and the shop's wider STI + expanded PCR panel (issue 26).
    expect(await findProductBySlug(t.db, 'sti-panel-add-on')).toMatchObject({ price_cents: 7900 });
    expect(await findProductBySlug(t.db, 'vpcr-add-on')).toMatchObject({ price_cents: 9900 });
    const doc = json(await get(t.app, '/api/docs/json'));
    const order = doc.paths['/api/v1/provider/orders/'].post;
    expect(order.description).toMatch(/STI-only PCR panel, product sti-panel-add-on: .*not the shop's STI \+ expanded PCR panel vpcr-add-on/);
    expect(order.requestBody.content['application/json'].schema.properties.add_sti_panel.description).toMatch(/sti-panel-add-on; not the shop's vpcr-add-on/);
  });

  it('finds products by id and slugs (unknown ones are missing) and plans only of the products asked', async () => {
    const op4 = (await findProductBySlug(t.db, 'op-4'))!;
    expect((await findProductById(t.db, op4.id))?.slug).toBe('op-4');
    expect((await findProductsBySlugs(t.db, ['op-4', 'nope', 'ba-14'])).map((p) => p.slug).sort()).toEqual(['ba-14', 'op-4']);
    expect(await findProductsBySlugs(t.db, [])).toEqual([]);
    const plans = await sellingPlansOf(t.db, [op4.id, await idOf('ba-14')]);
    expect([...plans.keys()]).toEqual([op4.id]);
  });

  it('every selling plan belongs to a product and every default plan is one of its own', async () => {
    const orphans = await t.db
      .selectFrom('products')
      .select('slug')
      .where('default_selling_plan_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('selling_plans').select(sql.lit(1).as('x')).whereRef('selling_plans.id', '=', 'products.default_selling_plan_id').whereRef('selling_plans.product_id', '=', 'products.id'))),
      )
      .execute();
    expect(orphans).toEqual([]);
  });

  it('rounds plan prices to the cent', () => {
    expect(planPriceCents(3900, 15)).toBe(3315);
    expect(planPriceCents(1999, 33)).toBe(1339);
    expect(planPriceCents(9900, 0)).toBe(9900);
  });
});

describe('startCheckout with subscription lines', () => {
  const lastSession = () => t.db.selectFrom('checkout_sessions').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();

  it('prices a subscription with its plan (default or named) and records the plan on the line', async () => {
    const started = await startCheckout(
      t.db,
      {
        userId: demoId,
        kind: 'cart',
        items: [
          { slug: 'op-4', quantity: 2, is_subscription: true },
          { slug: 'membership_vmt', quantity: 1, is_subscription: true, selling_plan_id: 'membership_vmt-biannual' },
          { slug: 'soo-3', quantity: 1, is_subscription: false },
        ],
      },
      t.clock.now(),
    );
    expect(started.total_cents).toBe(2 * 3315 + 13410 + 1900);
    const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
    expect(JSON.parse(session.line_items)).toEqual([
      { slug: 'op-4', quantity: 2, name: 'Vaginal Probiotic', unit_price_cents: 3315, is_subscription: true, selling_plan_id: 'op-4-monthly' },
      { slug: 'membership_vmt', quantity: 1, name: 'Microbiome Membership', unit_price_cents: 13410, is_subscription: true, selling_plan_id: 'membership_vmt-biannual' },
      { slug: 'soo-3', quantity: 1, name: 'Soothing Cream', unit_price_cents: 1900 },
    ]);
  });

  it.each([
    ['a plan of another product', { slug: 'op-4', quantity: 1, is_subscription: true, selling_plan_id: 'membership_vmt-quarterly' }, /membership_vmt-quarterly/],
    ['an unknown plan', { slug: 'op-4', quantity: 1, is_subscription: true, selling_plan_id: 'weekly' }, /weekly/],
    ['a subscription of a product without plans', { slug: 'ba-14', quantity: 1, is_subscription: true }, /not sold as a subscription/],
    ['a plan without is_subscription', { slug: 'op-4', quantity: 1, selling_plan_id: 'op-4-monthly' }, /is_subscription/],
    ['a one-time membership', { slug: 'membership_vmt', quantity: 1 }, /only as a subscription/],
  ])('refuses %s (400) and writes nothing', async (_what, item, message) => {
    const before = await lastSession().catch(() => null);
    await expect(startCheckout(t.db, { userId: demoId, kind: 'cart', items: [item] }, t.clock.now())).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
    expect((await lastSession().catch(() => null))?.id).toBe(before?.id);
  });
});
