// Order-transfer verification: a signed-in user asks for orders held by another account; the owner
// of the order email confirms with the emailed one-time link (signed in or not); the orders move.
import { HOUR } from '../src/common/clock';
import { COACHING_ORDER } from '../src/db/seed/coaching-seed';
import { DEMO_ORDERS, DEMO_TRANSFER_ORDER } from '../src/db/seed/orders-seed';
import { DEMO_VOUCHER_ORDER, DEMO_VOUCHERS } from '../src/db/seed/vouchers-seed';
import { insertOrder, linkOrderKit } from '../src/features/orders/orders-repository';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['demo', 'new', 'partner', 'prepurchase', 'lapsed', 'upsell', 'staff']) {
    tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
  }
});
afterAll(() => t.close());

const REQUEST = '/api/v1/order-transfer-verification/';
const CONFIRM = '/api/v1/order-transfer-verification-confirm/';
const ACCOUNT_CONFIRM = '/api/v1/account-order-transfer-verification-confirm/';

const as = (who: string | null) => (who ? tokens.get(who)! : null);
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/** The account that holds the order (and the checkout session it was paid in, which moves with it). */
async function ownerOf(checkoutId: string) {
  const order = await t.db.selectFrom('orders').select('user_id').where('checkout_id', '=', checkoutId).executeTakeFirstOrThrow();
  const session = await t.db.selectFrom('checkout_sessions').select('user_id').where('id', '=', checkoutId).executeTakeFirstOrThrow();
  expect(session.user_id).toBe(order.user_id);
  return order.user_id;
}
/** The order numbers GET /api/v1/orders/ lists for this account. */
const listedOrders = async (who: string) => json(await call(t.app, 'GET', '/api/v1/orders/', as(who))).map((o: { order_number: string }) => o.order_number);
const mailsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_email', '=', to).orderBy('id', 'desc').execute();
const lastAudit = () => t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
/** The hash of the newest confirmation link emailed to this address. */
async function linkHash(to: string) {
  const [mail] = await mailsTo(to);
  const link = mail.body.match(/https?:\/\/\S+/)![0];
  expect(link).toMatch(/^http:\/\/localhost:3000\/order-transfer-confirm\/\?hash=/);
  return new URL(link).searchParams.get('hash')!;
}

/**
 * A paid checkout session of this account and, unless `order` says otherwise, the processed order it
 * became ('paid': an order not processed yet; 'none': payment not turned into an order yet).
 */
async function paidOrder(email: string, id: string, extra: { status?: 'paid' | 'open'; order?: 'processed' | 'paid' | 'none' } = {}) {
  const at = t.clock.now().toISOString();
  const user = await userId(email);
  const { order = 'processed', ...session } = extra;
  await t.db
    .insertInto('checkout_sessions')
    .values({ id, token: `${id}-t`, user_id: user, kind: 'cart', line_items: '[]', subtotal_cents: 3900, total_cents: 3900, status: 'paid', created_at: at, completed_at: at, ...session })
    .execute();
  if (order !== 'none') await orderOf(id, user, order);
  return id;
}

/** The order a paid checkout session became, as processing leaves it. */
async function orderOf(checkoutId: string, userId: number, status: 'processed' | 'paid' = 'processed') {
  const at = t.clock.now().toISOString();
  return insertOrder(
    t.db,
    {
      user_id: userId,
      order_email: 'buyer@flora.test',
      checkout_id: checkoutId,
      checkout_token: `${checkoutId}-t`,
      checkout_kind: 'cart',
      consult_id: null,
      test_id: null,
      subtotal_cents: 3900,
      discount_code: null,
      discount_cents: 0,
      shipping_cents: 0,
      total_cents: 3900,
      delivery_method: 'standard',
      status,
      created_at: at,
      processed_at: status === 'processed' ? at : null,
      updated_at: at,
    },
    [],
  );
}

/** A processed order that started a subscription (a Subscribe & Save line). */
async function subscribedOrder(email: string, id: string) {
  await paidOrder(email, id);
  const plan = await t.db.selectFrom('selling_plans').select(['id', 'product_id']).executeTakeFirstOrThrow();
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: await userId(email),
      product_id: plan.product_id,
      selling_plan_id: plan.id,
      quantity: 1,
      unit_price_cents: 3900,
      status: 'active',
      started_at: at,
      checkout_session_id: id,
      order_line_key: '0',
      updated_at: at,
    })
    .execute();
}

/** Asserts a refusal: the status, a {detail}, and that nothing was written. */
async function refused(method: 'GET' | 'POST', url: string, who: string | null, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(t.app, method, url, as(who), body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return res;
}

describe('POST /api/v1/order-transfer-verification/', () => {
  it("records the request, emails the link to the order's email and audits it", async () => {
    const res = await call(t.app, 'POST', REQUEST, as('demo'), { orders: [DEMO_TRANSFER_ORDER] });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({
      id: expect.any(Number),
      status: 'pending',
      order_email: 'n***@flora.test',
      orders: [DEMO_TRANSFER_ORDER],
      created_at: t.clock.now().toISOString(),
      expires_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
      confirmed_at: null,
    });
    const [mail] = await mailsTo('new@flora.test');
    expect(mail.subject).toBe('Confirm moving your Flora orders to another account');
    expect(mail.body).toContain('The Flora account demo@flora.test asked to move this order');
    expect(mail.body).toContain(DEMO_TRANSFER_ORDER);
    expect(await linkHash('new@flora.test')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      object_type: 'order_transfer_request',
      object_id: String(json(res).id),
      actor_user_id: await userId('demo@flora.test'),
      subject_user_id: await userId('new@flora.test'),
      route: 'POST /api/v1/order-transfer-verification/',
    });
    // Nothing moves before the owner confirms.
    expect(await ownerOf(DEMO_TRANSFER_ORDER)).toBe(await userId('new@flora.test'));
  });

  it('answers the pending request again to a double submission: nothing written, no second email', async () => {
    const [first] = json(await call(t.app, 'GET', REQUEST, as('demo')));
    const before = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', REQUEST, as('demo'), { orders: [DEMO_TRANSFER_ORDER] });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(first);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('refuses an order that is already in another pending request of the caller with 409', async () => {
    const other = await paidOrder('new@flora.test', 'NEW-ORDER-2');
    const res = await refused('POST', REQUEST, 'demo', { orders: [other, DEMO_TRANSFER_ORDER] });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(new RegExp(`${DEMO_TRANSFER_ORDER} is already in your pending transfer request`));
  });

  it.each([
    ['an unknown order', 'prepurchase', ['NO-SUCH-ORDER'], 404, /No order with checkout id NO-SUCH-ORDER/],
    ['an unpaid checkout', 'prepurchase', ['UNPAID-1'], 404, /UNPAID-1/],
    ['a paid checkout not yet an order', 'prepurchase', ['PAID-NO-ORDER-1'], 409, /PAID-NO-ORDER-1 is still being processed/],
    ['an order not processed yet', 'prepurchase', ['UNPROCESSED-1'], 409, /UNPROCESSED-1 is still being processed/],
    ["the caller's own order", 'demo', [DEMO_ORDERS.care.checkout_id], 400, /already in your account/],
    ['orders of two accounts', 'prepurchase', [DEMO_ORDERS.care.checkout_id, 'NEW-ORDER-2'], 400, /different email addresses/],
    ["an order of another account's consult", 'prepurchase', [DEMO_ORDERS.care.checkout_id], 400, /belongs to a consult of its account/],
    ['an order whose kit became a test of its account', 'prepurchase', [DEMO_ORDERS.kit.checkout_id], 400, /belongs to a test of its account/],
    ['an order that left coaching calls in its account', 'prepurchase', [COACHING_ORDER.checkout_id], 400, /belongs to coaching calls of its account/],
    ['an order that started a subscription of its account', 'prepurchase', ['SUBSCRIBED-1'], 400, /belongs to a subscription of its account/],
  ])('refuses %s with {detail} and writes nothing', async (_what, who, orders, status, detail) => {
    if (!(await t.db.selectFrom('checkout_sessions').select('id').where('id', '=', 'UNPAID-1').executeTakeFirst())) {
      await paidOrder('new@flora.test', 'UNPAID-1', { status: 'open', order: 'none' });
      await paidOrder('new@flora.test', 'PAID-NO-ORDER-1', { order: 'none' });
      await paidOrder('new@flora.test', 'UNPROCESSED-1', { order: 'paid' });
      await subscribedOrder('new@flora.test', 'SUBSCRIBED-1');
    }
    const res = await refused('POST', REQUEST, who, { orders });
    expect(res.statusCode).toBe(status);
    expect(json(res).detail).toMatch(detail);
    if (status === 400) expect(json(res).field).toBe('orders');
  });

  it.each([
    ['no orders', { orders: [] }],
    ['a missing field', {}],
    ['an unknown field', { orders: [DEMO_TRANSFER_ORDER], email: 'x@y.z' }],
    ['a malformed id', { orders: ['a b'] }],
    ['a number', { orders: [1] }],
    ['a repeated id', { orders: [DEMO_TRANSFER_ORDER, DEMO_TRANSFER_ORDER] }],
    ['too many orders', { orders: Array.from({ length: 21 }, (_, i) => `O${i}`) }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    expect((await refused('POST', REQUEST, 'prepurchase', body)).statusCode).toBe(400);
  });

  it('needs a sign-in (401)', async () => {
    expect((await refused('POST', REQUEST, null, { orders: [DEMO_TRANSFER_ORDER] })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/order-transfer-verification/', () => {
  it("lists the caller's own requests only, newest first", async () => {
    const res = await call(t.app, 'GET', REQUEST, as('demo'));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([expect.objectContaining({ status: 'pending', orders: [DEMO_TRANSFER_ORDER], order_email: 'n***@flora.test' })]);
    // The owner of the orders and anyone else see none of demo's requests.
    expect(json(await call(t.app, 'GET', REQUEST, as('new')))).toEqual([]);
    expect(json(await call(t.app, 'GET', REQUEST, as('lapsed')))).toEqual([]);
  });

  it('lets staff view it as the user (read-only impersonation)', async () => {
    const res = await call(t.app, 'GET', `${REQUEST}?__impersonate=demo@flora.test`, as('staff'));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toHaveLength(1);
  });

  it.each([
    ['an unknown query parameter', '?open=true', 'demo', 400],
    ['impersonation by a non-staff user', '?__impersonate=new@flora.test', 'demo', 403],
    ['no sign-in', '', null, 401],
  ])('refuses %s', async (_what, query, who, status) => {
    expect((await refused('GET', REQUEST + query, who)).statusCode).toBe(status);
  });
});

describe('POST /api/v1/order-transfer-verification-details/ (what the link would move)', () => {
  const DETAILS = '/api/v1/order-transfer-verification-details/';

  it('shows the requester, each order with its date, items and total, without using the link up, and audits the read', async () => {
    const hash = await linkHash('new@flora.test');
    for (const who of [null, 'demo']) {
      const res = await call(t.app, 'POST', DETAILS, as(who), { hash });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        requester_email: 'demo@flora.test',
        expires_at: expect.any(String),
        orders: [
          {
            checkout_id: DEMO_TRANSFER_ORDER,
            order_number: DEMO_ORDERS.transfer.order_number,
            ordered_at: expect.any(String),
            items: [{ name: 'Vaginal Probiotic', quantity: 1 }],
            total: 39,
            movable: true,
          },
        ],
      });
    }
    expect(await lastAudit()).toMatchObject({
      action: 'read',
      object_type: 'order',
      object_id: DEMO_TRANSFER_ORDER,
      subject_user_id: await userId('new@flora.test'),
      route: `POST ${DETAILS}`,
    });
    expect(await ownerOf(DEMO_TRANSFER_ORDER)).toBe(await userId('new@flora.test'));
  });

  it.each([
    ['an unknown hash', { hash: 'x'.repeat(43) }],
    ['a missing hash', {}],
    ['an unknown field', { hash: 'abc', orders: [] }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    const res = await refused('POST', DETAILS, null, body);
    expect(res.statusCode).toBe(400);
  });

  it('says an unknown link is invalid, used or expired, beside the hash', async () => {
    const res = await call(t.app, 'POST', DETAILS, null, { hash: 'y'.repeat(43) });
    expect(json(res)).toEqual({ detail: 'This order-transfer link is invalid, already used or expired.', field: 'hash' });
  });
});

describe('POST /api/v1/order-transfer-verification-confirm/ (the emailed link, no sign-in)', () => {
  it('moves the orders to the requester, uses up the link, emails the requester and audits each order', async () => {
    const number = DEMO_ORDERS.transfer.order_number;
    expect(await listedOrders('new')).toContain(number);
    expect(await listedOrders('demo')).not.toContain(number);
    const hash = await linkHash('new@flora.test');
    const res = await call(t.app, 'POST', CONFIRM, null, { hash });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'The order was moved to the requesting account.', orders: [DEMO_TRANSFER_ORDER] });
    expect(await ownerOf(DEMO_TRANSFER_ORDER)).toBe(await userId('demo@flora.test'));
    const [mail] = await mailsTo('demo@flora.test');
    expect(mail.subject).toBe('Your orders are now in your Flora account');
    expect(mail.body).toContain(DEMO_TRANSFER_ORDER);
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      object_type: 'order',
      object_id: DEMO_TRANSFER_ORDER,
      actor_user_id: null,
      subject_user_id: await userId('new@flora.test'),
      route: 'POST /api/v1/order-transfer-verification-confirm/',
    });
    // The receiving account lists it among its orders (with its lines); the giving one no longer does.
    const listed = json(await call(t.app, 'GET', '/api/v1/orders/', as('demo'))).find((o: { order_number: string }) => o.order_number === number);
    expect(listed).toMatchObject({ order_number: number, line_items: [expect.objectContaining({ name: 'Vaginal Probiotic', quantity: 1 })] });
    expect(await listedOrders('new')).not.toContain(number);
    const [request] = json(await call(t.app, 'GET', REQUEST, as('demo')));
    expect(request).toMatchObject({ status: 'confirmed', confirmed_at: t.clock.now().toISOString() });
  });

  it('changes nothing when confirmed twice (400)', async () => {
    const hash = await linkHash('new@flora.test');
    const res = await refused('POST', CONFIRM, null, { hash });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'This order-transfer link is invalid, already used or expired.', field: 'hash' });
    expect(await ownerOf(DEMO_TRANSFER_ORDER)).toBe(await userId('demo@flora.test'));
  });

  it('moves the vouchers bought in an order with it', async () => {
    await orderOf(DEMO_VOUCHER_ORDER, await userId('demo@flora.test'));
    await call(t.app, 'POST', REQUEST, as('lapsed'), { orders: [DEMO_VOUCHER_ORDER] });
    expect((await call(t.app, 'POST', CONFIRM, null, { hash: await linkHash('demo@flora.test') })).statusCode).toBe(200);
    const vouchers = await t.db.selectFrom('vouchers').select(['code', 'buyer_user_id']).where('purchase_checkout_id', '=', DEMO_VOUCHER_ORDER).execute();
    expect(vouchers.filter((v) => Object.values(DEMO_VOUCHERS).includes(v.code as never)).map((v) => v.buyer_user_id)).toEqual([
      await userId('lapsed@flora.test'),
      await userId('lapsed@flora.test'),
    ]);
  });

  it('moves a kit of the order that was not activated yet with it: the receiving account lists the order with its kit', async () => {
    const order = await paidOrder('upsell@flora.test', 'UPSELL-KIT-ORDER');
    const row = await t.db.selectFrom('orders').select(['id', 'order_number']).where('checkout_id', '=', order).executeTakeFirstOrThrow();
    const kit = await t.db.insertInto('test_kits').values({ hash: 'FLMOVE0001', created_at: t.clock.now().toISOString() }).returning('id').executeTakeFirstOrThrow();
    await linkOrderKit(t.db, row.id, kit.id);
    expect((await call(t.app, 'POST', REQUEST, as('prepurchase'), { orders: [order] })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', CONFIRM, null, { hash: await linkHash('upsell@flora.test') })).statusCode).toBe(200);
    const listed = json(await call(t.app, 'GET', '/api/v1/orders/', as('prepurchase'))).find((o: { order_number: string }) => o.order_number === row.order_number);
    expect(listed.test_kits).toEqual([{ hash: 'FLMOVE0001', activated: false }]);
    expect(await listedOrders('upsell')).not.toContain(row.order_number);
  });

  it('refuses with 409 when the orders left the account since the request (another request was confirmed first)', async () => {
    const order = await paidOrder('upsell@flora.test', 'UPSELL-ORDER-1');
    await call(t.app, 'POST', REQUEST, as('prepurchase'), { orders: [order] });
    const first = await linkHash('upsell@flora.test');
    await call(t.app, 'POST', REQUEST, as('lapsed'), { orders: [order] });
    const second = await linkHash('upsell@flora.test');
    expect((await call(t.app, 'POST', CONFIRM, null, { hash: second })).statusCode).toBe(200);
    const res = await refused('POST', CONFIRM, null, { hash: first });
    expect(res.statusCode).toBe(409);
    expect(await ownerOf(order)).toBe(await userId('lapsed@flora.test'));
  });

  it('refuses with 409 when the order became tied to its account since the request, and moves nothing', async () => {
    const order = await paidOrder('upsell@flora.test', 'UPSELL-ORDER-3');
    await call(t.app, 'POST', REQUEST, as('prepurchase'), { orders: [order] });
    const hash = await linkHash('upsell@flora.test');
    const { id } = await t.db.selectFrom('orders').select('id').where('checkout_id', '=', order).executeTakeFirstOrThrow();
    await t.db.insertInto('coaching_credits').values({ user_id: await userId('upsell@flora.test'), order_id: id, calls: 1, created_at: t.clock.now().toISOString() }).execute();
    const res = await refused('POST', CONFIRM, null, { hash });
    expect([res.statusCode, json(res).detail]).toEqual([409, 'Order UPSELL-ORDER-3 belongs to coaching calls of its account, which stays with that account: it cannot be moved.']);
    expect(await ownerOf(order)).toBe(await userId('upsell@flora.test'));
  });

  it.each([
    ['an unknown hash', { hash: 'x'.repeat(43) }],
    ['an empty hash', { hash: '' }],
    ['a missing hash', {}],
    ['an unknown field', { hash: 'abc', orders: [] }],
    ['a number', { hash: 12 }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    expect((await refused('POST', CONFIRM, null, body)).statusCode).toBe(400);
  });

  it('refuses an expired link (after 24 hours) with 400, and lists the request as expired', async () => {
    const order = await paidOrder('upsell@flora.test', 'UPSELL-ORDER-2');
    await call(t.app, 'POST', REQUEST, as('prepurchase'), { orders: [order] });
    const hash = await linkHash('upsell@flora.test');
    t.clock.advance(24 * HOUR);
    try {
      expect((await refused('POST', CONFIRM, null, { hash })).statusCode).toBe(400);
      const { access } = await login(t.app, 'prepurchase@flora.test');
      const [latest] = json(await call(t.app, 'GET', REQUEST, access));
      expect(latest).toMatchObject({ orders: [order], status: 'expired' });
      // An expired request no longer blocks asking again.
      expect((await call(t.app, 'POST', REQUEST, access, { orders: [order] })).statusCode).toBe(201);
    } finally {
      t.clock.advance(-24 * HOUR);
    }
  });
});

describe('POST /api/v1/account-order-transfer-verification-confirm/ (signed in as the requester)', () => {
  let hash: string;
  beforeAll(async () => {
    const order = await paidOrder('partner@flora.test', 'PARTNER-SHOP-ORDER');
    expect((await call(t.app, 'POST', REQUEST, as('upsell'), { orders: [order] })).statusCode).toBe(201);
    hash = await linkHash('partner@flora.test');
  });

  it("answers 404 to anyone but the requesting account, the orders' owner included, and changes nothing", async () => {
    for (const who of ['partner', 'demo']) {
      const res = await refused('POST', ACCOUNT_CONFIRM, who, { hash });
      expect([res.statusCode, json(res).detail]).toEqual([404, 'No such order-transfer request.']);
    }
    expect(await ownerOf('PARTNER-SHOP-ORDER')).toBe(await userId('partner@flora.test'));
  });

  it('moves the orders for the requester and audits them', async () => {
    const res = await call(t.app, 'POST', ACCOUNT_CONFIRM, as('upsell'), { hash });
    expect(res.statusCode).toBe(200);
    expect(json(res).orders).toEqual(['PARTNER-SHOP-ORDER']);
    expect(await ownerOf('PARTNER-SHOP-ORDER')).toBe(await userId('upsell@flora.test'));
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      object_type: 'order',
      object_id: 'PARTNER-SHOP-ORDER',
      actor_user_id: await userId('upsell@flora.test'),
      subject_user_id: await userId('partner@flora.test'),
      route: 'POST /api/v1/account-order-transfer-verification-confirm/',
    });
    expect((await mailsTo('upsell@flora.test'))[0].subject).toBe('Your orders are now in your Flora account');
  });

  it('changes nothing when confirmed twice, on either route (400)', async () => {
    expect((await refused('POST', ACCOUNT_CONFIRM, 'upsell', { hash })).statusCode).toBe(400);
    expect((await refused('POST', CONFIRM, null, { hash })).statusCode).toBe(400);
  });

  it.each([
    ['no sign-in', null, { hash: 'abc' }, 401],
    ['an unknown hash', 'upsell', { hash: 'abc' }, 400],
    ['an unknown field', 'upsell', { hash: 'abc', x: 1 }, 400],
  ])('refuses %s', async (_what, who, body, status) => {
    expect((await refused('POST', ACCOUNT_CONFIRM, who, body)).statusCode).toBe(status);
  });
});
