// Orders: processing a paid order (consult, kits, PCR add-on, the fulfilment registry), the order
// lists and attaching an order placed with the caller's email.
import { fulfilmentRegistry } from '../src/common/fulfilment';
import { startCheckout } from '../src/features/checkout/checkout-sessions';
import { paySession } from '../src/features/payments/payments-service';
import { DEMO_ORDERS } from '../src/db/seed/orders-seed';
import { auditSince, lastAuditId } from './helpers/audit';
import { call, countRows, createTestApp, json, login, type PaidOrder as Paid, payInSandbox, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let fresh: string;
let upsell: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  upsell = (await login(t.app, 'upsell@flora.test')).access;
});
afterAll(() => t.close());

const DEMO_CONSULT_UID = 'c0a80001-demo-4000-8000-000000000001';
type Order = Record<string, any>;
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const consultRow = (uid: string) => t.db.selectFrom('consults').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
const process = (access: string, body: unknown) => call(t.app, 'POST', '/api/v1/orders/process', access, body);
const listOrders = (access: string, query = '') => call(t.app, 'GET', `/api/v1/orders/${query}`, access);

/** Through the sandbox page as a browser would (which processes the order too): answers the order's ids. */
const payThroughPage = async (checkoutUrl: string, delivery: string | null = 'standard'): Promise<Paid> =>
  (await payInSandbox(t.app, checkoutUrl, delivery)).order;

/** Paid, but left for the buyer's return to process, as when processing on the payment's notification failed. */
async function payLeavingItPaid(checkoutUrl: string, delivery: string | null = 'standard'): Promise<Paid> {
  const { order } = await paySession(t.db, 'http://localhost:3000', checkoutUrl.split('/')[4], delivery ?? undefined, t.clock.now());
  expect(order.status).toBe('paid');
  return { checkout_id: order.checkout_id, checkout_token: order.checkout_token, order_email: order.order_email };
}

/** A new vaginitis consult of demo@flora.test (status IN) and its checkout URL. */
async function demoConsultCheckout(treatments = ['ba-14', 'af-1']) {
  const created = await call(t.app, 'POST', '/api/v1/consults/', demo, { type: 'vaginitis', test_hash: 'FLDEMO0001', selected_treatments: treatments });
  expect(created.statusCode).toBe(201);
  const uid = json(created).uid as string;
  const res = await call(t.app, 'GET', `/api/v1/consults/${uid}/checkout_url/`, demo);
  expect(res.statusCode).toBe(200);
  return { uid, checkoutUrl: json(res).checkout_url as string };
}

/** Ends a consult so demo@flora.test can start the next vaginitis consult on the same test. */
const cancel = (uid: string) => t.db.updateTable('consults').set({ status: 'CA' }).where('uid', '=', uid).execute();

/** The one order number format (formatOrderNumber); a provider-ordered kit's is P and the provider order's id. */
const ORDER_NUMBER = /^FL-\d{8}$/;
const PROVIDER_TEST_ORDER = /^P\d{6}$/;

describe('the seeded orders and GET /api/v1/orders/', () => {
  it("numbers every seeded order and kit as new ones are numbered (My Tests' and Orders' 'Order #')", async () => {
    const orders = await t.db.selectFrom('orders').select('order_number').execute();
    expect(orders.length).toBeGreaterThan(0);
    for (const { order_number } of orders) expect(order_number).toMatch(ORDER_NUMBER);
    const tests = await t.db.selectFrom('user_tests').select(['hash', 'test_order', 'ordered_by_provider']).execute();
    const kits = await t.db.selectFrom('test_kits').select(['hash', 'test_order']).execute();
    const byProvider = new Set(tests.filter((x) => x.ordered_by_provider).map((x) => x.hash));
    for (const { hash, test_order } of [...tests, ...kits]) {
      if (test_order !== null) expect({ hash, test_order }).toEqual({ hash, test_order: expect.stringMatching(byProvider.has(hash) ? PROVIDER_TEST_ORDER : ORDER_NUMBER) });
    }
  });

  it("lists demo@flora.test's orders latest first: the care order of the completed consult, then the kit of FLDEMO0001", async () => {
    const res = await listOrders(demo);
    expect(res.statusCode).toBe(200);
    const orders: Order[] = json(res);
    expect(orders.map((o) => o.order_number)).toEqual([DEMO_ORDERS.care.order_number, DEMO_ORDERS.kit.order_number]);
    expect(Object.keys(orders[0]).sort()).toEqual(
      [
        'business_verticals', 'checkout_id', 'checkout_token', 'consult_type', 'consult_uid', 'created_at', 'delivery', 'discount', 'discount_code', 'is_open',
        'line_items', 'order_email', 'order_number', 'order_type', 'processed_at', 'shipping', 'status', 'subtotal', 'test_hash', 'test_kits', 'total',
      ].sort(),
    );
    expect(orders[0]).toMatchObject({
      status: 'processed',
      is_open: false,
      order_type: 'CR',
      business_verticals: ['care'],
      consult_uid: DEMO_CONSULT_UID,
      consult_type: 'vaginitis',
      total: 73,
      delivery: { method: 'standard', label: 'Standard shipping', window: '2-4 business days', price: 0 },
      line_items: [
        expect.objectContaining({ slug: 'ba-14', kind: 'treatment', quantity: 1, unit_price: 29 }),
        expect.objectContaining({ slug: 'af-1' }),
        expect.objectContaining({ slug: 'soo-3' }),
      ],
    });
    expect(orders[1]).toMatchObject({
      order_type: 'TE',
      business_verticals: ['test'],
      is_open: false,
      test_kits: [{ hash: 'FLDEMO0001', activated: true }],
      line_items: [expect.objectContaining({ slug: 'vaginal-microbiome-test', fulfilment: 'test-kit', unit_price: 129 })],
    });
  });

  it('answers ?limit=1 with the latest order and ?open=true with none yet; audits each order read', async () => {
    const since = await lastAuditId(t.app);
    const latest = json(await listOrders(demo, '?limit=1'));
    expect(latest.map((o: Order) => o.order_number)).toEqual([DEMO_ORDERS.care.order_number]);
    expect(json(await listOrders(demo, '?open=true'))).toEqual([]);
    expect(json(await listOrders(demo, '?limit=1&offset=1')).map((o: Order) => o.order_number)).toEqual([DEMO_ORDERS.kit.order_number]);
    expect(json(await listOrders(demo, '?open=false')).length).toBe(2);
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([
      ['read', 'order', DEMO_ORDERS.care.order_number, 'GET /api/v1/orders/'],
      ['read', 'order', DEMO_ORDERS.kit.order_number, 'GET /api/v1/orders/'],
      ['read', 'order', DEMO_ORDERS.care.order_number, 'GET /api/v1/orders/'],
      ['read', 'order', DEMO_ORDERS.kit.order_number, 'GET /api/v1/orders/'],
    ]);
  });

  it("never lists another user's orders; staff may view as the user", async () => {
    expect(json(await listOrders(fresh)).map((o: Order) => o.order_number)).toEqual([DEMO_ORDERS.transfer.order_number]);
    const staff = (await login(t.app, 'staff@flora.test')).access;
    const viewed = json(await listOrders(staff, '?__impersonate=demo@flora.test&limit=1'));
    expect(viewed.map((o: Order) => o.order_number)).toEqual([DEMO_ORDERS.care.order_number]);
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?offset=-1', '?open=yes', '?open=1', '?page=2', '?open=true&open=false'])(
    'refuses %s (400 {detail}) and writes nothing',
    async (query) => {
      const before = await snapshotCounts(t.db);
      const res = await listOrders(demo, query);
      expect(res.statusCode).toBe(400);
      expect(typeof json(res).detail).toBe('string');
      expect(await snapshotCounts(t.db)).toEqual(before);
    },
  );

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/v1/orders/', null)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/orders/process', () => {
  describe('a consult purchase, through the HTML checkout', () => {
    let uid: string;
    let paid: Paid;
    let first: Order;

    it('pays on the page, which moves the consult IN -> OR and marks it paid; the return answers the order; audited', async () => {
      const started = await demoConsultCheckout();
      uid = started.uid;
      const page = await t.app.inject({ method: 'GET', url: started.checkoutUrl });
      expect(page.body).toContain('Boric Acid Suppositories');
      expect(page.body).toContain('Antifungal (Fluconazole)');
      expect(page.body).toContain('$54');
      expect((await consultRow(uid)).status).toBe('IN');
      const since = await lastAuditId(t.app);
      paid = await payThroughPage(started.checkoutUrl, 'express');
      expect(paid.order_email).toBe('demo@flora.test');
      expect((await consultRow(uid)).status).toBe('OR');

      const res = await process(demo, paid);
      expect(res.statusCode).toBe(200);
      first = json(res);
      expect(first).toMatchObject({
        status: 'processed',
        checkout_id: paid.checkout_id,
        checkout_token: paid.checkout_token,
        order_email: 'demo@flora.test',
        consult_uid: uid,
        order_type: 'CR',
        business_verticals: ['care'],
        is_open: true, // the intake is not submitted yet
        subtotal: 54,
        shipping: 15,
        total: 69,
        processed_at: t.clock.now().toISOString(),
      });
      expect((await auditSince(t.app, 'demo@flora.test', since)).map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([
        ['read', 'checkout_session', paid.checkout_id, 'GET /api/v1/checkout/:checkout_id/'],
        ['create', 'order', first.order_number, 'POST /api/v1/checkout/:checkout_id/pay/'],
        ['update', 'order', first.order_number, 'POST /api/v1/checkout/:checkout_id/pay/'],
        ['update', 'consult', uid, 'POST /api/v1/checkout/:checkout_id/pay/'],
        ['read', 'order', first.order_number, 'POST /api/v1/orders/process'],
      ]);
      const consult = await consultRow(uid);
      expect(consult).toMatchObject({ status: 'OR', paid_at: t.clock.now().toISOString() });
      const view = json(await call(t.app, 'GET', `/api/v1/consults/${uid}/`, demo));
      expect(view).toMatchObject({ status: 'OR', consult_paid: true });
      // the order is open until the intake is submitted
      expect(json(await listOrders(demo, '?open=true')).map((o: Order) => o.order_number)).toEqual([first.order_number]);
      expect(json(await listOrders(demo, '?limit=1'))[0].order_number).toBe(first.order_number);
    });

    it('processing again changes nothing and answers the same order (200)', async () => {
      t.clock.advance(60_000);
      const before = await snapshotCounts(t.db);
      const res = await process(demo, { ...paid, order_email: 'DEMO@flora.test' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual(first);
      expect((await consultRow(uid)).status).toBe('OR');
      expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
      await cancel(uid);
    });

    it.each([
      ['a wrong token', { checkout_token: 'wrong-token' }],
      ['a wrong email', { order_email: 'other@flora.test' }],
      ['an unknown checkout', { checkout_id: 'NoSuchCheckout0000000000' }],
    ])('answers 404 for %s and writes nothing', async (_what, change) => {
      const before = await snapshotCounts(t.db);
      const res = await process(demo, { ...paid, ...change });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No such order.' });
      expect(await snapshotCounts(t.db)).toEqual(before);
    });

    it("answers 404 for someone else's order, even with all three values", async () => {
      const before = await snapshotCounts(t.db);
      const res = await process(fresh, paid);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No such order.' });
      expect(await snapshotCounts(t.db)).toEqual(before);
    });
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a missing email', { checkout_id: 'abc', checkout_token: 'def' }],
    ['a malformed email', { checkout_id: 'abc', checkout_token: 'def', order_email: 'not-an-email' }],
    ['a malformed id', { checkout_id: 'a b', checkout_token: 'def', order_email: 'demo@flora.test' }],
    ['an unknown field', { checkout_id: 'abc', checkout_token: 'def', order_email: 'demo@flora.test', status: 'processed' }],
    ['a number', { checkout_id: 1, checkout_token: 'def', order_email: 'demo@flora.test' }],
  ])('refuses %s (400 {detail}) and writes nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await process(demo, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers 404 for a session that is not paid yet (no order)', async () => {
    const s = await startCheckout(t.db, { userId: await userId('demo@flora.test'), kind: 'cart', items: [{ slug: 'op-4', quantity: 1 }] }, t.clock.now());
    const res = await process(demo, { checkout_id: s.id, checkout_token: s.token, order_email: 'demo@flora.test' });
    expect(res.statusCode).toBe(404);
  });

  it('leaves a consult that is no longer IN as it is (a cancelled one stays cancelled)', async () => {
    const started = await demoConsultCheckout(['soo-3']);
    const paid = await payLeavingItPaid(started.checkoutUrl);
    await cancel(started.uid);
    const res = await process(demo, paid);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'processed', consult_uid: started.uid, is_open: false });
    expect(await consultRow(started.uid)).toMatchObject({ status: 'CA', paid_at: null });
  });

  it('creates a kit to activate for a retest, lists its code on the order; the kit then activates like any other', async () => {
    const res = await call(t.app, 'POST', '/api/v1/user-tests/retest-checkout/', demo, { discount_code: 'RETEST20' });
    expect(res.statusCode).toBe(200);
    const paid = await payLeavingItPaid(json(res).checkout_url);
    const kits = await countRows(t.db, 'test_kits');
    const since = await lastAuditId(t.app);
    const order = json(await process(demo, paid));
    expect(order.order_number).toMatch(ORDER_NUMBER);
    expect(order).toMatchObject({
      order_type: 'TE',
      business_verticals: ['test'],
      is_open: true,
      discount_code: 'RETEST20',
      discount: 20,
      total: 109,
      test_hash: 'FLDEMO0001',
      line_items: [expect.objectContaining({ slug: 'vaginal-microbiome-test', fulfilment: 'test-kit' })],
      test_kits: [{ hash: expect.stringMatching(/^FL[A-HJ-NP-Z2-9]{8}$/), activated: false }],
    });
    const hash = order.test_kits[0].hash as string;
    expect(await countRows(t.db, 'test_kits')).toBe(kits + 1);
    expect(await t.db.selectFrom('test_kits').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow()).toMatchObject({
      test_order: order.order_number,
      lab: 'microgen',
      test_type: 'VM',
    });
    expect((await auditSince(t.app, 'demo@flora.test', since)).map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['create', 'test_kit', hash],
      ['update', 'order', order.order_number],
    ]);
    // processing again creates no second kit
    expect(json(await process(demo, paid)).test_kits).toEqual(order.test_kits);
    expect(await countRows(t.db, 'test_kits')).toBe(kits + 1);

    expect((await call(t.app, 'POST', '/api/v1/user-tests/', demo, { hash: hash.toLowerCase() })).statusCode).toBe(201);
    const after = json(await listOrders(demo)).find((o: Order) => o.order_number === order.order_number);
    expect(after).toMatchObject({ is_open: false, test_kits: [{ hash, activated: true }] });
    // the activated test carries its order: number and date, in the list and the test itself
    const listed = json(await call(t.app, 'GET', '/api/v1/user-tests/', demo)).find((x: { hash: string }) => x.hash === hash);
    expect(listed).toMatchObject({ test_order: order.order_number, ordered_at: expect.any(String) });
    expect(json(await call(t.app, 'GET', `/api/v1/user-tests/${hash}/`, demo))).toMatchObject({ test_order: order.order_number, ordered_at: listed.ordered_at });
  });

  it('creates one kit per unit of a kit in a shop cart', async () => {
    const s = await startCheckout(
      t.db,
      { userId: await userId('new@flora.test'), kind: 'cart', items: [{ slug: 'vaginal-microbiome-test', quantity: 2 }, { slug: 'op-4', quantity: 1 }] },
      t.clock.now(),
    );
    const paid = await payLeavingItPaid(s.checkout_url);
    const order = json(await process(fresh, paid));
    expect(order.test_kits).toHaveLength(2);
    expect(new Set(order.test_kits.map((k: { hash: string }) => k.hash)).size).toBe(2);
    expect(order.business_verticals).toEqual(['test', 'shop']);
    expect(order.line_items.map((l: Order) => [l.slug, l.fulfilment])).toEqual([
      ['vaginal-microbiome-test', 'test-kit'],
      ['op-4', null],
    ]);
  });

  it('marks the test of a PCR add-on purchase; audited on the test', async () => {
    const res = await call(t.app, 'POST', '/api/v1/user-tests/FLUPSELL02/checkout/', upsell, { checkout_type: 'vPCR-add-on' });
    expect(res.statusCode).toBe(200);
    const paid = await payLeavingItPaid(json(res).checkout_url, null);
    const since = await lastAuditId(t.app);
    const order = json(await process(upsell, paid));
    expect(order).toMatchObject({ order_type: 'TE', test_hash: 'FLUPSELL02', delivery: null, test_kits: [], line_items: [expect.objectContaining({ fulfilment: 'expanded-pcr' })] });
    const test = await t.db.selectFrom('user_tests').selectAll().where('hash', '=', 'FLUPSELL02').executeTakeFirstOrThrow();
    expect(test.expanded_pcr_ordered_at).toBe(t.clock.now().toISOString());
    expect((await auditSince(t.app, 'upsell@flora.test', since)).map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['update', 'order', order.order_number],
      ['update', 'user_test', 'FLUPSELL02'],
    ]);
    // The test says so (what offers STI treatment once it is ready).
    expect(json(await call(t.app, 'GET', '/api/v1/user-tests/FLUPSELL02/', upsell)).expanded_pcr_panel).toBe(true);
  });

  it('creates the ungated-rx consult of an ungated checkout in OR (order_type UX, open until the intake is submitted)', async () => {
    const res = await call(t.app, 'POST', '/api/v1/user-tests/FLUPSELL01/ungated-checkout/', upsell, { treatment_slugs: ['ba-14', 'af-1'] });
    expect(res.statusCode).toBe(200);
    const paid = await payLeavingItPaid(json(res).checkout_url);
    const consults = await countRows(t.db, 'consults');
    const since = await lastAuditId(t.app);
    const order = json(await process(upsell, paid));
    expect(order).toMatchObject({ order_type: 'UX', business_verticals: ['care'], is_open: true, test_hash: 'FLUPSELL01', consult_uid: expect.any(String) });
    expect(await countRows(t.db, 'consults')).toBe(consults + 1);
    expect((await auditSince(t.app, 'upsell@flora.test', since)).map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['create', 'consult', order.consult_uid],
      ['update', 'order', order.order_number],
    ]);
    const consult = json(await call(t.app, 'GET', `/api/v1/consults/${order.consult_uid}/`, upsell));
    expect(consult).toMatchObject({ type: 'ungated-rx', status: 'OR', consult_paid: true, purchase_type: 'ungated-rx' });
    expect(consult.selected_treatments.map((s: { slug: string }) => s.slug).sort()).toEqual(['af-1', 'ba-14']);
    const open = json(await listOrders(upsell, '?open=true'));
    expect(open.map((o: Order) => [o.order_type, o.business_verticals])).toContainEqual(['UX', ['care']]);
  });

  it("an ungated checkout takes over the buyer's unpaid ungated-rx consult instead of starting a second one", async () => {
    const created = await call(t.app, 'POST', '/api/v1/consults/', fresh, { type: 'ungated-rx', selected_treatments: ['soo-3'] });
    expect(created.statusCode).toBe(201);
    const uid = json(created).uid;
    const s = await startCheckout(t.db, { userId: await userId('new@flora.test'), kind: 'ungated-rx', items: [{ slug: 'soo-3', quantity: 1 }] }, t.clock.now());
    const consults = await countRows(t.db, 'consults');
    const order = json(await process(fresh, await payLeavingItPaid(s.checkout_url)));
    expect(order).toMatchObject({ consult_uid: uid, order_type: 'UX' });
    expect(await countRows(t.db, 'consults')).toBe(consults);
    expect((await consultRow(uid)).status).toBe('OR');
  });

  it('sets care_purchased on the test of a care purchase', async () => {
    await t.db.updateTable('user_tests').set({ care_purchased: false }).where('hash', '=', 'FLDEMO0001').execute();
    const started = await demoConsultCheckout(['est-1']);
    await process(demo, await payLeavingItPaid(started.checkoutUrl));
    const test = await t.db.selectFrom('user_tests').select('care_purchased').where('hash', '=', 'FLDEMO0001').executeTakeFirstOrThrow();
    expect(Boolean(test.care_purchased)).toBe(true);
    await cancel(started.uid);
  });
});

describe('PUT /api/v1/orders/attach', () => {
  const guest = { order_number: DEMO_ORDERS.guest.order_number, checkout_id: DEMO_ORDERS.guest.checkout_id };
  const attach = (access: string, body: unknown) => call(t.app, 'PUT', '/api/v1/orders/attach', access, body);

  it("refuses someone else's order: an order placed with another email (404) or a wrong pair (404); writes nothing", async () => {
    const before = await snapshotCounts(t.db);
    for (const [access, body] of [
      [demo, guest],
      [fresh, { ...guest, checkout_id: DEMO_ORDERS.kit.checkout_id }],
      [fresh, { order_number: 'FL-00000000', checkout_id: guest.checkout_id }],
      [fresh, { order_number: DEMO_ORDERS.kit.order_number, checkout_id: DEMO_ORDERS.kit.checkout_id }],
    ] as const) {
      const res = await attach(access, body);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No such order.' });
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it("attaches the guest order placed with the caller's email; again is idempotent (200); audited", async () => {
    expect(json(await listOrders(fresh)).map((o: Order) => o.order_number)).not.toContain(guest.order_number);
    const since = await lastAuditId(t.app);
    const res = await attach(fresh, guest);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ order_number: guest.order_number, order_email: 'new@flora.test', order_type: 'SH', business_verticals: ['shop'] });
    expect(json(await listOrders(fresh)).map((o: Order) => o.order_number)).toContain(guest.order_number);
    const before = await snapshotCounts(t.db);
    const again = await attach(fresh, guest);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(res));
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
    const entries = (await auditSince(t.app, 'new@flora.test', since)).filter((e) => e.route === 'PUT /api/v1/orders/attach');
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['update', 'order', guest.order_number],
      ['read', 'order', guest.order_number],
    ]);
    // now it is new@flora.test's: nobody else can take it
    expect((await attach(demo, guest)).statusCode).toBe(404);
  });

  it('needs a verified email (403), and writes nothing', async () => {
    await t.db
      .insertInto('orders')
      .values({
        order_number: 'FL-55500001',
        user_id: null,
        order_email: 'unverified@flora.test',
        checkout_id: 'guest-unverified-0001',
        checkout_token: 'guest-token',
        checkout_kind: 'cart',
        consult_id: null,
        test_id: null,
        subtotal_cents: 3900,
        discount_code: null,
        discount_cents: 0,
        shipping_cents: 0,
        total_cents: 3900,
        delivery_method: 'standard',
        status: 'processed',
        created_at: t.clock.now().toISOString(),
        processed_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    const unverified = (await login(t.app, 'unverified@flora.test')).access;
    const before = await snapshotCounts(t.db);
    const res = await attach(unverified, { order_number: 'FL-55500001', checkout_id: 'guest-unverified-0001' });
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toMatch(/Verify your email/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['a missing checkout_id', { order_number: 'FL-10000003' }],
    ['an unknown field', { ...{ order_number: 'FL-10000003', checkout_id: 'x' }, user_id: 1 }],
    ['a number', { order_number: 10000003, checkout_id: 'x' }],
    ['a malformed order number', { order_number: 'FL 1', checkout_id: 'x' }],
  ])('refuses %s (400 {detail}) and writes nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await attach(fresh, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('the fulfilment registry (common/fulfilment.ts)', () => {
  const rule = (name: string) => ({ name, fulfil: async () => undefined });
  const cart = async () => undefined;
  const registry = fulfilmentRegistry({
    byCheckoutKind: { 'vPCR-add-on': rule('expanded-pcr'), retest: rule('test-kit') },
    subscription: rule('subscription'),
    byProductSlug: { 'coaching-call': rule('coaching-call') },
    byProductKind: { test: rule('test-kit'), 'male-partner': rule('male-partner-voucher') },
    orderByCheckoutKind: { cart },
  });

  it.each([
    ['the checkout kind, over the product kind', 'vPCR-add-on', 'test', false, undefined, 'expanded-pcr'],
    ['the checkout kind, over a subscription', 'retest', 'test', true, undefined, 'test-kit'],
    ['a subscription, over the product kind', 'cart', 'test', true, undefined, 'subscription'],
    ["the product's slug, over its kind", 'cart', 'care', false, 'coaching-call', 'coaching-call'],
    ["the product's kind", 'cart', 'male-partner', false, 'male-partner-treatment-voucher', 'male-partner-voucher'],
    ['nothing, for a product no rule names', 'cart', 'care', false, 'travel-bag', undefined],
  ])('fulfils a line by %s', (_what, checkoutKind, productKind, isSubscription, slug, name) => {
    expect(registry.ofLine(checkoutKind, productKind, isSubscription, slug)?.name).toBe(name);
  });

  it("runs an order's own fulfilment by its checkout kind", () => {
    expect(registry.ofOrder('cart')).toBe(cart);
    expect(registry.ofOrder('retest')).toBeUndefined();
  });

  it("names on each line of a processed shop order what fulfilled it (the app's registry)", async () => {
    const s = await startCheckout(
      t.db,
      {
        userId: await userId('new@flora.test'),
        kind: 'cart',
        items: [
          { slug: 'vaginal-microbiome-test', quantity: 1 },
          { slug: 'op-4', quantity: 1 },
          { slug: 'op-4', quantity: 1, is_subscription: true },
          { slug: 'membership_vmt', quantity: 1, is_subscription: true },
          { slug: 'male-partner-treatment-voucher', quantity: 1 },
          { slug: 'coaching-call', quantity: 1 },
          { slug: 'travel-bag', quantity: 1 },
        ],
      },
      t.clock.now(),
    );
    const order = json(await process(fresh, await payLeavingItPaid(s.checkout_url)));
    expect(order.line_items.map((l: Order) => [l.slug, l.is_subscription, l.fulfilment])).toEqual([
      ['vaginal-microbiome-test', false, 'test-kit'],
      ['op-4', false, null],
      ['op-4', true, 'subscription'],
      ['membership_vmt', true, 'subscription'],
      ['male-partner-treatment-voucher', false, 'male-partner-voucher'],
      ['coaching-call', false, 'coaching-call'],
      ['travel-bag', false, null],
    ]);
  });
});
