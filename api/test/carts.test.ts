// Carts: get-or-create (one active cart per user, also under concurrency), lines priced on the
// server, all-or-nothing validation, removal, checkout (with and without a consult) and the cart
// becoming ordered when its order is processed.
import { fulfilCart } from '../src/features/carts/cart-fulfilment';
import { buySubscriptions } from './helpers/subscriptions';
import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let fresh: string;
let staff: string;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  staff = (await login(t.app, 'staff@flora.test')).access;
  for (const p of await t.db.selectFrom('products').select(['id', 'slug']).execute()) ids.set(p.slug, p.id);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', path: string, access: string | null, body?: unknown) => {
  t.clock.advance(1000);
  return call(t.app, method, `/api/v1/cart/${path}`, access, body);
};
const id = (slug: string) => ids.get(slug)!;
const CHECKOUT_URL = /^\/api\/v1\/checkout\/[A-Za-z0-9_-]{24}\/$/;

async function expectRefused(res: Awaited<ReturnType<typeof api>>, status: number, before: Record<string, number>) {
  expect(res.statusCode).toBe(status);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return json(res) as { detail: string; field?: string };
}

async function freshCart(access: string): Promise<number> {
  const res = await api('POST', '', access);
  expect([200, 201]).toContain(res.statusCode);
  return json(res).id;
}

describe('POST /api/v1/cart/ (get or create)', () => {
  it('creates the active cart (201), then answers the same one (200) without writing', async () => {
    const first = await api('POST', '', fresh);
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ status: 'active', purchase_type: null, consult_uid: null, line_items: [], item_count: 0, total: 0 });
    const before = await snapshotCounts(t.db);
    const again = await api('POST', '', fresh, {});
    expect(again.statusCode).toBe(200);
    expect(json(again).id).toBe(json(first).id);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('never makes two active carts for concurrent calls', async () => {
    const { access } = await login(t.app, 'prepurchase@flora.test');
    const results = await Promise.all([1, 2, 3, 4].map(() => call(t.app, 'POST', '/api/v1/cart/', access)));
    expect(new Set(results.map((r) => json(r).id)).size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'prepurchase@flora.test').executeTakeFirstOrThrow();
    const carts = await t.db.selectFrom('carts').select('id').where('user_id', '=', user.id).execute();
    expect(carts).toHaveLength(1);
  });

  it("answers demo@flora.test's seeded active cart, priced on the server (op-4 monthly 15% off)", async () => {
    const res = await api('POST', '', demo);
    expect(res.statusCode).toBe(200);
    const cart = json(res);
    expect(cart).toMatchObject({ status: 'active', purchase_type: 'over-the-counter', item_count: 2, subtotal: 74, subscription_discount: 5.85, total: 68.15 });
    expect(cart.line_items).toEqual([
      expect.objectContaining({
        item_type: 'product',
        treatment_product: null,
        is_subscription: true,
        selling_plan_id: 'op-4-monthly',
        quantity: 1,
        price: 33.15,
        line_total: 33.15,
        product: expect.objectContaining({ slug: 'op-4', price: 39 }),
        ecomm_product: expect.objectContaining({ sku: 'OP-4', price: 39, subscription_config: expect.objectContaining({ default_plan_id: 'op-4-monthly' }) }),
      }),
      expect.objectContaining({ item_type: 'product', is_subscription: false, selling_plan_id: null, price: 35, product: expect.objectContaining({ slug: 'coaching-call' }) }),
    ]);
  });

  it.each([['{"x":1}'], ['[]'], ['"cart"']])('refuses the body %s (400) and writes nothing', async (payload) => {
    const before = await snapshotCounts(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cart/', payload, headers: { authorization: `Bearer ${fresh}`, 'content-type': 'application/json' } });
    await expectRefused(res, 400, before);
  });

  it('needs a sign-in', async () => {
    expect((await api('POST', '', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/cart/ and /api/v1/cart/{id}/', () => {
  it("lists the active cart first, then ordered carts; her own read is not audited, a staff member's read of the consult-linked cart is", async () => {
    const since = await lastAuditId(t.app);
    const res = await api('GET', '', demo);
    expect(res.statusCode).toBe(200);
    const carts = json(res);
    expect(carts.map((c: { status: string }) => c.status)).toEqual(['active', 'ordered']);
    const ordered = carts[1];
    expect(ordered).toMatchObject({ consult_uid: 'c0a80001-demo-4000-8000-000000000001', purchase_type: 'prescription', total: 29 + 25 + 19 });
    expect(ordered.line_items.map((l: { treatment_product: { slug: string } }) => l.treatment_product.slug)).toEqual(['ba-14', 'af-1', 'soo-3']);
    expect(ordered.line_items[0].treatment_product).toMatchObject({ title: 'Boric Acid Suppositories', pdp_slug: 'boric-acid', ecomm_product: { sku: 'BA-14', price: 29, subscription_config: null } });
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([]);
    expect((await api('GET', '?__impersonate=demo@flora.test', staff)).statusCode).toBe(200);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'cart', object_id: String(ordered.id), route: 'GET /api/v1/cart/' }),
    ]);
  });

  it('answers an empty list to someone without carts, and staff may view as the user', async () => {
    const { access } = await login(t.app, 'returning@flora.test');
    expect(json(await api('GET', '', access))).toEqual([]);
    const viewed = await api('GET', '?__impersonate=demo@flora.test', staff);
    expect(viewed.statusCode).toBe(200);
    expect(json(viewed)).toHaveLength(2);
  });

  it('answers one own cart; reading an unlinked cart records nothing', async () => {
    const cartId = await freshCart(demo);
    const since = await lastAuditId(t.app);
    const res = await api('GET', `${cartId}/`, demo);
    expect(res.statusCode).toBe(200);
    expect(json(res).id).toBe(cartId);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([]);
  });

  it("answers 404 for another user's cart and an unknown id, 400 for a malformed id or query", async () => {
    const demoCart = await freshCart(demo);
    const before = await snapshotCounts(t.db);
    for (const path of [`${demoCart}/`, '999999/']) {
      const res = await api('GET', path, fresh);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No such cart.' });
    }
    for (const path of ['abc/', '-1/', `${demoCart}/?page=1`, '?page=1']) expect((await api('GET', path, demo)).statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('POST /api/v1/cart/{id}/items/', () => {
  let cartId: number;
  beforeAll(async () => {
    cartId = await freshCart(fresh);
  });
  const lines = async () => json(await api('GET', `${cartId}/`, fresh)).line_items as any[];

  it('adds treatments (by slug or id), products and subscriptions, priced from the catalogue', async () => {
    const res = await api('POST', `${cartId}/items/`, fresh, {
      items: [
        { item_type: 'individual-treatment', quantity: 1, treatment_product: 'ba-14' },
        { item_type: 'individual-treatment', quantity: 2, treatment_product: id('soo-3'), product_id: null, is_subscription: false },
        { item_type: 'product', quantity: 2, product_id: id('op-4'), is_subscription: true, selling_plan_id: 'op-4-every-2-months' },
        { item_type: 'product', quantity: 1, product_id: id('membership_vmt'), is_subscription: true, treatment_product: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = json(res);
    expect(cart.line_items.map((l: any) => [l.product.slug, l.item_type, l.quantity, l.is_subscription, l.selling_plan_id, l.price])).toEqual([
      ['ba-14', 'individual-treatment', 1, false, null, 29],
      ['soo-3', 'individual-treatment', 2, false, null, 19],
      ['op-4', 'product', 2, true, 'op-4-every-2-months', 35.1],
      ['membership_vmt', 'product', 1, true, 'membership_vmt-quarterly', 119.2],
    ]);
    expect(cart.line_items[1].treatment_product).toMatchObject({ id: id('soo-3'), slug: 'soo-3', title: 'Soothing Cream', pdp_slug: 'soothing-cream' });
    expect(cart).toMatchObject({ purchase_type: 'prescription', item_count: 6, subtotal: 29 + 38 + 78 + 149, total: 29 + 38 + 70.2 + 119.2 });
    expect(cart.subscription_discount).toBeCloseTo(7.8 + 29.8, 2);
  });

  it('adds to the line of a product already in the cart; the latest subscription choice wins', async () => {
    const res = await api('POST', `${cartId}/items/`, fresh, { items: [{ item_type: 'product', quantity: 1, product_id: id('op-4'), is_subscription: false }] });
    expect(res.statusCode).toBe(200);
    const op4 = json(res).line_items.filter((l: any) => l.product.slug === 'op-4');
    expect(op4).toEqual([expect.objectContaining({ quantity: 3, is_subscription: false, selling_plan_id: null, price: 39 })]);
  });

  it('adds the male-partner voucher with quantity 1, and adding it again changes nothing', async () => {
    const voucher = { item_type: 'product', quantity: 1, product_id: id('male-partner-treatment-voucher') };
    expect((await api('POST', `${cartId}/items/`, fresh, { items: [voucher] })).statusCode).toBe(200);
    const res = await api('POST', `${cartId}/items/`, fresh, { items: [voucher] });
    const line = json(res).line_items.find((l: any) => l.product.slug === 'male-partner-treatment-voucher');
    expect(line).toMatchObject({ quantity: 1, price: 129, ecomm_product: { sku: 'MP-BV-001', free_shipping: true } });
  });

  const op4 = () => id('op-4');
  it.each<[string, () => unknown, RegExp, string | null]>([
    ['an unknown treatment slug', () => ({ item_type: 'individual-treatment', quantity: 1, treatment_product: 'zz-9' }), /zz-9/, 'items[1].treatment_product'],
    ['an unknown product id', () => ({ item_type: 'product', quantity: 1, product_id: 999999 }), /999999/, 'items[1].product_id'],
    ['a product line naming a treatment', () => ({ item_type: 'product', quantity: 1, product_id: id('ba-14') }), /individual-treatment/, 'items[1].product_id'],
    ['a treatment line naming a product', () => ({ item_type: 'individual-treatment', quantity: 1, treatment_product: 'op-4' }), /op-4/, 'items[1].treatment_product'],
    ['a bundle line naming a treatment', () => ({ item_type: 'bundle-treatment', quantity: 1, treatment_product: 'ba-14' }), /ba-14/, 'items[1].treatment_product'],
    ['an add-on', () => ({ item_type: 'product', quantity: 1, product_id: id('sti-panel-add-on') }), /add-on/, 'items[1].product_id'],
    ['a treatment line without its treatment', () => ({ item_type: 'individual-treatment', quantity: 1 }), /treatment_product/, 'items[1].treatment_product'],
    ['a product line without product_id', () => ({ item_type: 'product', quantity: 1, treatment_product: 'op-4' }), /product_id/, 'items[1].product_id'],
    ['both references', () => ({ item_type: 'individual-treatment', quantity: 1, treatment_product: 'ba-14', product_id: op4() }), /product_id/, 'items[1].product_id'],
    ['a plan of another product', () => ({ item_type: 'product', quantity: 1, product_id: op4(), is_subscription: true, selling_plan_id: 'membership_vmt-quarterly' }), /membership_vmt-quarterly/, 'items[1].selling_plan_id'],
    ['a plan without is_subscription', () => ({ item_type: 'product', quantity: 1, product_id: op4(), selling_plan_id: 'op-4-monthly' }), /is_subscription/, 'items[1].selling_plan_id'],
    ['a subscription of a product without plans', () => ({ item_type: 'individual-treatment', quantity: 1, treatment_product: 'af-1', is_subscription: true }), /not sold as a subscription/, 'items[1].is_subscription'],
    ['a one-time membership', () => ({ item_type: 'product', quantity: 1, product_id: id('membership_vmt') }), /only as a subscription/, 'items[1].is_subscription'],
    ['two vouchers', () => ({ item_type: 'product', quantity: 2, product_id: id('male-partner-treatment-voucher') }), /quantity 1/, 'items[1].quantity'],
    ['more than 10 of a product in the cart', () => ({ item_type: 'product', quantity: 8, product_id: op4() }), /At most 10/, 'items[1].quantity'],
    ['quantity 0', () => ({ item_type: 'product', quantity: 0, product_id: op4() }), /./, null],
    ['quantity 11', () => ({ item_type: 'product', quantity: 11, product_id: op4() }), /./, null],
    ['a fractional quantity', () => ({ item_type: 'product', quantity: 1.5, product_id: op4() }), /./, null],
    ['a quantity as a string', () => ({ item_type: 'product', quantity: '1', product_id: op4() }), /./, null],
    ['an unknown item type', () => ({ item_type: 'gift', quantity: 1, product_id: op4() }), /./, null],
    ['a price from the client', () => ({ item_type: 'product', quantity: 1, product_id: op4(), price: 0 }), /./, null],
    ['a product id as a string', () => ({ item_type: 'product', quantity: 1, product_id: String(op4()) }), /./, null],
  ])('refuses %s (400): the whole request, nothing written', async (_what, bad, message, field) => {
    const before = await snapshotCounts(t.db);
    const linesBefore = await lines();
    const good = { item_type: 'individual-treatment', quantity: 1, treatment_product: 'est-1' };
    const res = await api('POST', `${cartId}/items/`, fresh, { items: [good, bad()] });
    const body = await expectRefused(res, 400, before);
    expect(body.detail).toMatch(message);
    if (field) expect(body.field).toBe(field);
    expect(await lines()).toEqual(linesBefore);
  });

  it.each([[{}], [{ items: [] }], [{ items: 'op-4' }], [{ items: [{ item_type: 'product', quantity: 1, product_id: 1 }], cart_id: 1 }]])('refuses the body %j (400)', async (body) => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', `${cartId}/items/`, fresh, body), 400, before);
  });

  it("answers 404 for another user's cart and writes nothing", async () => {
    const before = await snapshotCounts(t.db);
    const res = await api('POST', `${cartId}/items/`, demo, { items: [{ item_type: 'product', quantity: 1, product_id: op4() }] });
    await expectRefused(res, 404, before);
  });

  it('refuses an ordered cart (409)', async () => {
    const [, ordered] = json(await api('GET', '', demo));
    const before = await snapshotCounts(t.db);
    const res = await api('POST', `${ordered.id}/items/`, demo, { items: [{ item_type: 'product', quantity: 1, product_id: op4() }] });
    expect((await expectRefused(res, 409, before)).detail).toMatch(/ordered/);
  });
});

describe('POST /api/v1/cart/{id}/items/delete/', () => {
  it('removes own lines; repeating it (or naming lines that are not the cart\'s) changes nothing', async () => {
    const { access } = await login(t.app, 'upsell@flora.test');
    const cartId = await freshCart(access);
    const added = json(
      await api('POST', `${cartId}/items/`, access, {
        items: [
          { item_type: 'product', quantity: 1, product_id: id('op-4') },
          { item_type: 'product', quantity: 1, product_id: id('travel-bag') },
        ],
      }),
    );
    const [op4Line, bagLine] = added.line_items;
    const demoLine = json(await api('GET', '', demo))[0].line_items[0].id;
    const res = await api('POST', `${cartId}/items/delete/`, access, { item_ids: [op4Line.id, demoLine] });
    expect(res.statusCode).toBe(200);
    expect(json(res).line_items.map((l: any) => l.id)).toEqual([bagLine.id]);
    expect(json(await api('GET', '', demo))[0].line_items[0].id).toBe(demoLine);

    const before = await snapshotCounts(t.db);
    const again = await api('POST', `${cartId}/items/delete/`, access, { item_ids: [op4Line.id] });
    expect(again.statusCode).toBe(200);
    expect(json(again).line_items).toHaveLength(1);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([[{}], [{ item_ids: [] }], [{ item_ids: ['1'] }], [{ item_ids: [1, 1] }], [{ item_ids: [1], all: true }]])('refuses %j (400)', async (body) => {
    const cartId = await freshCart(fresh);
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', `${cartId}/items/delete/`, fresh, body), 400, before);
  });

  it("answers 404 for another user's cart; 409 for an ordered cart", async () => {
    const [active, ordered] = json(await api('GET', '', demo));
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', `${active.id}/items/delete/`, fresh, { item_ids: [active.line_items[0].id] }), 404, before);
    await expectRefused(await api('POST', `${ordered.id}/items/delete/`, demo, { item_ids: [ordered.line_items[0].id] }), 409, before);
  });
});

describe('PATCH /api/v1/cart/{id}/items/{item_id}/ (quantity)', () => {
  it('sets the quantity of an own line, priced on the server; the same quantity writes nothing', async () => {
    const { access } = await login(t.app, 'upsell@flora.test');
    const cartId = await freshCart(access);
    const added = json(await api('POST', `${cartId}/items/`, access, { items: [{ item_type: 'product', quantity: 1, product_id: id('travel-bag') }] }));
    const line = added.line_items.find((l: any) => l.product.slug === 'travel-bag');
    const res = await api('PATCH', `${cartId}/items/${line.id}/`, access, { quantity: 3 });
    expect(res.statusCode).toBe(200);
    const after = json(res).line_items.find((l: any) => l.id === line.id);
    expect(after).toMatchObject({ quantity: 3, line_total: Math.round(line.price * 300) / 100 });
    const down = json(await api('PATCH', `${cartId}/items/${line.id}/`, access, { quantity: 2 }));
    expect(down.line_items.find((l: any) => l.id === line.id).quantity).toBe(2);
    const before = await snapshotCounts(t.db);
    expect((await api('PATCH', `${cartId}/items/${line.id}/`, access, { quantity: 2 })).statusCode).toBe(200);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([[{}], [{ quantity: 0 }], [{ quantity: 11 }], [{ quantity: '2' }], [{ quantity: 2, extra: 1 }]])('refuses %j (400)', async (body) => {
    const [cart] = json(await api('GET', '', demo));
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('PATCH', `${cart.id}/items/${cart.line_items[0].id}/`, demo, body), 400, before);
  });

  it('keeps the male-partner voucher at 1 (400)', async () => {
    const { access } = await login(t.app, 'partner@flora.test');
    const cartId = await freshCart(access);
    const cart = json(await api('POST', `${cartId}/items/`, access, { items: [{ item_type: 'product', quantity: 1, product_id: id('male-partner-treatment-voucher') }] }));
    const line = cart.line_items.find((l: any) => l.product.slug === 'male-partner-treatment-voucher');
    const before = await snapshotCounts(t.db);
    const refused = await expectRefused(await api('PATCH', `${cartId}/items/${line.id}/`, access, { quantity: 2 }), 400, before);
    expect(refused.field).toBe('quantity');
  });

  it("answers 404 for another user's cart or a line of another cart; 409 for an ordered cart", async () => {
    const [active, ordered] = json(await api('GET', '', demo));
    const own = await freshCart(fresh);
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('PATCH', `${active.id}/items/${active.line_items[0].id}/`, fresh, { quantity: 2 }), 404, before);
    await expectRefused(await api('PATCH', `${own}/items/${active.line_items[0].id}/`, fresh, { quantity: 2 }), 404, before);
    await expectRefused(await api('PATCH', `${ordered.id}/items/${ordered.line_items[0].id}/`, demo, { quantity: 2 }), 409, before);
  });
});

describe('POST /api/v1/cart/{id}/checkout/', () => {
  const sessions = () => t.db.selectFrom('checkout_sessions').selectAll().orderBy('created_at', 'desc').execute();
  const sessionOf = async (url: string) => (await sessions()).find((s) => url.includes(s.id))!;

  it('checks out an over-the-counter cart without a consult; a repeat answers the same checkout', async () => {
    const [cart] = json(await api('GET', '', demo));
    const since = await lastAuditId(t.app);
    const res = await api('POST', `${cart.id}/checkout/`, demo, {});
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ checkout_url: expect.stringMatching(CHECKOUT_URL) });
    const session = await sessionOf(json(res).checkout_url);
    expect(session).toMatchObject({ kind: 'cart', consult_id: null, status: 'open', total_cents: 3315 + 3500 });
    expect(JSON.parse(session.line_items)).toEqual([
      { slug: 'op-4', quantity: 1, name: 'Vaginal Probiotic', unit_price_cents: 3315, is_subscription: true, selling_plan_id: 'op-4-monthly' },
      { slug: 'coaching-call', quantity: 1, name: 'Coaching Call', unit_price_cents: 3500 },
    ]);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([]);

    const before = await snapshotCounts(t.db);
    const again = await api('POST', `${cart.id}/checkout/`, demo, { consult_uid: null, purchase_type: 'over-the-counter' });
    expect(json(again).checkout_url).toBe(json(res).checkout_url);
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect(json(await api('GET', `${cart.id}/`, demo)).status).toBe('active');
  });

  it('starts a new checkout once the cart changed', async () => {
    const [cart] = json(await api('GET', '', demo));
    const first = json(await api('POST', `${cart.id}/checkout/`, demo, {})).checkout_url;
    await api('POST', `${cart.id}/items/`, demo, { items: [{ item_type: 'product', quantity: 1, product_id: id('travel-bag') }] });
    const second = json(await api('POST', `${cart.id}/checkout/`, demo, {})).checkout_url;
    expect(second).not.toBe(first);
    expect((await sessionOf(second)).total_cents).toBe(3315 + 3500 + 2500);
  });

  describe('a cart with treatments', () => {
    let access: string;
    let cartId: number;
    let consultUid: string;
    beforeAll(async () => {
      access = (await login(t.app, 'lapsed@flora.test')).access;
      cartId = await freshCart(access);
      await api('POST', `${cartId}/items/`, access, { items: [{ item_type: 'individual-treatment', quantity: 1, treatment_product: 'af-1' }, { item_type: 'product', quantity: 1, product_id: id('op-4'), is_subscription: true }] });
      const consult = await call(t.app, 'POST', '/api/v1/consults/', access, { type: 'ungated-rx', selected_treatments: ['af-1'] });
      expect(consult.statusCode).toBe(201);
      consultUid = json(consult).uid;
    });

    it.each<[string, () => unknown, number, RegExp]>([
      ['the over-the-counter purchase type', () => ({ consult_uid: consultUid, purchase_type: 'over-the-counter' }), 400, /prescription/],
      ['an unknown purchase type', () => ({ consult_uid: consultUid, purchase_type: 'a-la-care' }), 400, /./],
      ['an extra field', () => ({ consult_uid: consultUid, total: 0 }), 400, /./],
      ["another user's consult", () => ({ consult_uid: 'c0a80001-demo-4000-8000-000000000001' }), 404, /consult/],
      ['an unknown consult', () => ({ consult_uid: 'nope' }), 404, /consult/],
    ])('refuses %s and writes nothing', async (_what, body, status, message) => {
      const before = await snapshotCounts(t.db);
      expect((await expectRefused(await api('POST', `${cartId}/checkout/`, access, body()), status, before)).detail).toMatch(message);
    });

    it('refuses a consult that is already paid (409)', async () => {
      const before = await snapshotCounts(t.db);
      await t.db.updateTable('consults').set({ status: 'OR', paid_at: t.clock.now().toISOString() }).where('uid', '=', consultUid).execute();
      try {
        await expectRefused(await api('POST', `${cartId}/checkout/`, access, { consult_uid: consultUid }), 409, before);
      } finally {
        await t.db.updateTable('consults').set({ status: 'IN', paid_at: null }).where('uid', '=', consultUid).execute();
      }
    });

    it('checks out with the own unpaid consult; audited on the consult; the cart shows the consult', async () => {
      const since = await lastAuditId(t.app);
      const res = await api('POST', `${cartId}/checkout/`, access, { consult_uid: consultUid, purchase_type: 'prescription' });
      expect(res.statusCode).toBe(200);
      const session = await sessionOf(json(res).checkout_url);
      const consult = await t.db.selectFrom('consults').select(['id', 'status']).where('uid', '=', consultUid).executeTakeFirstOrThrow();
      expect(session).toMatchObject({ kind: 'cart', consult_id: consult.id, total_cents: 2500 + 3315 });
      expect(consult.status).toBe('IN');
      expect(await auditSince(t.app, 'lapsed@flora.test', since)).toEqual([
        expect.objectContaining({ action: 'create', object_type: 'consult_checkout', object_id: consultUid, route: 'POST /api/v1/cart/:id/checkout/' }),
      ]);
      const since2 = await lastAuditId(t.app);
      expect(json(await api('GET', `${cartId}/`, access))).toMatchObject({ consult_uid: consultUid, status: 'active' });
      // Her own read of it is not logged; a staff member's is.
      expect(await auditSince(t.app, 'lapsed@flora.test', since2)).toEqual([]);
      expect((await api('GET', `${cartId}/?__impersonate=lapsed@flora.test`, staff)).statusCode).toBe(200);
      expect(await auditSince(t.app, 'lapsed@flora.test', since2)).toEqual([
        expect.objectContaining({ action: 'read', object_type: 'cart', object_id: String(cartId) }),
      ]);
    });

    it('once its order is processed the cart is ordered (once), read-only, and a new cart starts', async () => {
      const res = await api('POST', `${cartId}/checkout/`, access, { consult_uid: consultUid });
      const session = await sessionOf(json(res).checkout_url);
      const userId = session.user_id;
      const fulfil = () =>
        t.db.transaction().execute((trx) =>
          fulfilCart({ trx, now: t.clock.now(), frontendUrl: 'http://localhost:3000', userId, orderId: 1, session: { id: session.id, kind: 'cart', consult_id: session.consult_id, test_id: session.test_id } }),
        );
      await fulfil();
      const cart = json(await api('GET', `${cartId}/`, access));
      expect(cart).toMatchObject({ status: 'ordered', ordered_at: expect.any(String) });
      t.clock.advance(60_000);
      await fulfil();
      expect(json(await api('GET', `${cartId}/`, access)).ordered_at).toBe(cart.ordered_at);

      const before = await snapshotCounts(t.db);
      await expectRefused(await api('POST', `${cartId}/checkout/`, access, { consult_uid: consultUid }), 409, before);
      const next = await api('POST', '', access);
      expect(next.statusCode).toBe(201);
      expect(json(next).id).not.toBe(cartId);
      expect(json(await api('GET', '', access)).map((c: any) => c.status)).toEqual(['active', 'ordered']);
    });
  });

  it("answers 404 'cart does not exist' for another user's or an unknown cart; 400 for an empty cart", async () => {
    const [demoCart] = json(await api('GET', '', demo));
    const before = await snapshotCounts(t.db);
    for (const cartId of [demoCart.id, 999999]) {
      const body = await expectRefused(await api('POST', `${cartId}/checkout/`, fresh, {}), 404, before);
      expect(body.detail).toBe('Error checking out: cart does not exist.');
    }
    const { access } = await login(t.app, 'ineligible@flora.test');
    const empty = await freshCart(access);
    const after = await snapshotCounts(t.db);
    expect((await expectRefused(await api('POST', `${empty}/checkout/`, access, {}), 400, after)).detail).toMatch(/empty/);
  });

  it('links an over-the-counter purchase to any own consult when one is named (audited)', async () => {
    const [cart] = json(await api('GET', '', demo));
    const since = await lastAuditId(t.app);
    const res = await api('POST', `${cart.id}/checkout/`, demo, { consult_uid: 'c0a80001-demo-4000-8000-000000000001' });
    expect(res.statusCode).toBe(200);
    expect((await sessionOf(json(res).checkout_url)).consult_id).not.toBeNull();
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'create', object_type: 'consult_checkout', object_id: 'c0a80001-demo-4000-8000-000000000001' }),
    ]);
  });
});

describe('a second membership', () => {
  const ALREADY_A_MEMBER = 'You already have a membership: change or resume it in My Account instead of buying another.';
  const membership = (slug: string) => ({ item_type: 'product', quantity: 1, product_id: id(slug), is_subscription: true });

  it('is refused to a member adding one to her cart (400, nothing written): she changes hers in My Account', async () => {
    const cartId = await freshCart(demo);
    const before = await snapshotCounts(t.db);
    const res = await api('POST', `${cartId}/items/`, demo, { items: [{ item_type: 'product', quantity: 1, product_id: id('op-4') }, membership('membership_expanded_pcr')] });
    const body = await expectRefused(res, 400, before);
    expect(body).toEqual({ detail: ALREADY_A_MEMBER, field: 'items[1].product_id' });
  });

  it('is refused while a cancelled membership still runs (400, nothing written): she resumes hers in My Account', async () => {
    const { access } = await login(t.app, 'inprogress@flora.test');
    await buySubscriptions(t, 'inprogress@flora.test', [{ slug: 'membership_vmt', quantity: 1, is_subscription: true }]);
    expect((await call(t.app, 'POST', '/api/v1/membership/cancel/', access, { reason: 'other' })).statusCode).toBe(200);
    const cartId = await freshCart(access);
    const before = await snapshotCounts(t.db);
    const res = await api('POST', `${cartId}/items/`, access, { items: [membership('membership_expanded_pcr')] });
    expect(await expectRefused(res, 400, before)).toEqual({ detail: ALREADY_A_MEMBER, field: 'items[0].product_id' });
  });

  it('is refused at checkout when she became a member after adding it (409, nothing written)', async () => {
    const { access } = await login(t.app, 'postpurchase@flora.test');
    const cartId = await freshCart(access);
    expect((await api('POST', `${cartId}/items/`, access, { items: [membership('membership_vmt')] })).statusCode).toBe(200);
    // Another order makes her a member in the meantime.
    await buySubscriptions(t, 'postpurchase@flora.test', [{ slug: 'membership_expanded_pcr', quantity: 1, is_subscription: true }]);
    const before = await snapshotCounts(t.db);
    const res = await api('POST', `${cartId}/checkout/`, access, {});
    expect((await expectRefused(res, 409, before)).detail).toBe(ALREADY_A_MEMBER);
  });
});
