// The sandbox payment provider: the checkout page, paying (once) and declining.
import type { InjectOptions } from 'fastify';
import { startCheckout } from '../src/features/checkout/checkout-sessions';
import type { CheckoutKind } from '../src/db/schema';
import { auditSince, lastAuditId } from './helpers/audit';
import { expectSandboxPagePolicy } from './helpers/sandbox-page';
import { call, countRows, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRONTEND = 'http://localhost:3000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BROWSER = { ...FORM, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function newSession(
  email: string,
  kind: CheckoutKind,
  items: { slug: string; quantity: number }[],
  extra: { consultId?: number; testId?: number; discount?: { code: string; cents: number } } = {},
) {
  return startCheckout(t.db, { userId: await userId(email), kind, items, ...extra }, t.clock.now());
}

const page = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/checkout/${id}/`, headers });
const send = (id: string, action: 'pay' | 'decline', payload?: string, headers: Record<string, string> = FORM, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/v1/checkout/${id}/${action}/`, headers, ...(payload === undefined ? {} : { payload }) } as InjectOptions);
const sessionRow = (id: string) => t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (checkoutId: string) => t.db.selectFrom('orders').selectAll().where('checkout_id', '=', checkoutId).execute();

describe('GET /api/v1/checkout/{checkout_id}/ (the sandbox page)', () => {
  it('shows the order summary, the delivery choice, the pay and decline forms; no scripts, no outside hosts; audited', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'vaginal-microbiome-test', quantity: 2 }, { slug: 'op-4', quantity: 1 }], {
      discount: { code: 'SPRING', cents: 550 },
    });
    const since = await lastAuditId(t.app);
    const res = await page(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSandboxPagePolicy(res);
    const html = res.body;
    for (const text of [
      'Vaginal Microbiome Test',
      'Vaginal Probiotic',
      '<td class="num">2</td>',
      '$129',
      '$258',
      '$39',
      '$297',
      'Discount (SPRING)',
      '-$5.50',
      '$291.50',
      'Free standard shipping',
      'HSA/FSA eligible',
      '2-4 business days',
      '+$15',
      '+$30',
      'Pay (sandbox)',
      'Decline payment',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`<form method="post" action="/api/v1/checkout/${s.id}/pay/">`);
    expect(html).toContain(`<form method="post" action="/api/v1/checkout/${s.id}/decline/">`);
    expect(html).toMatch(/<label class="option"><input type="radio" name="delivery" value="standard" checked>/);
    expect(html).not.toMatch(/<script|https?:\/\//i);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'checkout_session', object_id: s.id, actor_user_id: null, route: 'GET /api/v1/checkout/:checkout_id/' }),
    ]);
  });

  it('escapes every value it shows', async () => {
    await t.db
      .insertInto('products')
      .values({ slug: 'evil-thing', name: '<img src=x onerror=alert(1)> & "co"', kind: 'care', sku: null, image_url: '/x.svg', price_cents: 100, discounted_price_cents: null, is_active: true, sort_order: 999 })
      .execute();
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'evil-thing', quantity: 1 }], { discount: { code: '<b>X</b>', cents: 1 } });
    const html = (await page(s.id)).body;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>X</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;');
    expect(html).toContain('Discount (&lt;b&gt;X&lt;/b&gt;)');
  });

  it('preselects the delivery named in ?delivery= (the cart panel\'s choice); refuses an unknown method', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    const checked = (html: string) => [...html.matchAll(/value="([a-z]+)" checked/g)].map((m) => m[1]);
    expect(checked((await page(s.id)).body)).toEqual(['standard']);
    const express = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${s.id}/?delivery=express` });
    expect(express.statusCode).toBe(200);
    expect(checked(express.body)).toEqual(['express']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${s.id}/?delivery=drone` })).statusCode).toBe(400);
  });

  it('has a shipping and total row per delivery choice, shown while that choice is checked, so the total is what the order charges', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    const html = (await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${s.id}/?delivery=express` })).body;
    const rows = (method: string) => [...html.matchAll(new RegExp(`<tr class="(?:total )?by-delivery ${method}"><th scope="row" colspan="3">(\\w+)</th><td class="num">([^<]+)</td>`, 'g'))].map((m) => [m[1], m[2]]);
    expect(rows('standard')).toEqual([['Shipping', 'Free'], ['Total', '$39']]);
    expect(rows('express')).toEqual([['Shipping', '$15'], ['Total', '$54']]);
    expect(rows('overnight')).toEqual([['Shipping', '$30'], ['Total', '$69']]);
    expect(html).toContain('.checkout:has(input[name=delivery][value="express"]:checked) tr.by-delivery.express{display:table-row}');
    const paid = await send(s.id, 'pay', 'delivery=express');
    expect(paid.statusCode).toBe(303);
    const order = await t.db.selectFrom('orders').selectAll().where('checkout_id', '=', s.id).executeTakeFirstOrThrow();
    expect(order.total_cents).toBe(5400);
    const receipt = (await page(s.id)).body;
    expect(receipt).toMatch(/<tr class="total"><th scope="row" colspan="3">Total<\/th><td class="num">\$54<\/td>/);
  });

  it('offers no delivery for the PCR add-on (nothing ships)', async () => {
    const s = await newSession('demo@flora.test', 'vPCR-add-on', [{ slug: 'vpcr-add-on', quantity: 1 }]);
    const html = (await page(s.id)).body;
    expect(html).toContain('Expanded PCR Panel');
    expect(html).not.toContain('name="delivery"');
    expect(html).toContain('Nothing ships');
  });

  it('answers 404 HTML for an unknown id, and 400 for a malformed one; writes nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await page('NoSuchCheckout0000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Checkout not found');
    const bad = await page('bad%20id');
    expect(bad.statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('shows a receipt once paid, and a clear message once declined', async () => {
    const paid = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    expect((await send(paid.id, 'pay', 'delivery=overnight')).statusCode).toBe(303);
    const [order] = await ordersOf(paid.id);
    const receipt = (await page(paid.id)).body;
    expect(receipt).toContain('Payment received');
    expect(receipt).toContain(order.order_number);
    expect(receipt).toContain('$69'); // $39 + $30 overnight
    expect(receipt).not.toContain('Pay (sandbox)');
    expect(receipt).toContain(`href="${FRONTEND}/care/shop/order-complete/?checkout_id=${paid.id}&amp;checkout_token=${paid.token}&amp;order_email=demo%40flora.test"`);

    const declined = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    expect((await send(declined.id, 'decline')).statusCode).toBe(303);
    const message = (await page(declined.id)).body;
    expect(message).toContain('Payment declined');
    expect(message).toContain('Nothing was charged');
    expect(message).not.toContain('Pay (sandbox)');
  });
});

describe('POST /api/v1/checkout/{checkout_id}/pay/', () => {
  it('marks the session paid, creates the order priced on the server, processes it and answers 303 to the platform; audited', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 2 }], { discount: { code: 'TEN', cents: 1000 } });
    const since = await lastAuditId(t.app);
    const res = await send(s.id, 'pay', 'delivery=express', BROWSER);
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${FRONTEND}/care/shop/order-complete/`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ checkout_id: s.id, checkout_token: s.token, order_email: 'demo@flora.test' });
    expect(await sessionRow(s.id)).toMatchObject({ status: 'paid', completed_at: t.clock.now().toISOString() });
    const [order] = await ordersOf(s.id);
    expect(order).toMatchObject({
      user_id: await userId('demo@flora.test'),
      order_email: 'demo@flora.test',
      checkout_token: s.token,
      checkout_kind: 'cart',
      status: 'processed',
      processed_at: t.clock.now().toISOString(),
      subtotal_cents: 7800,
      discount_code: 'TEN',
      discount_cents: 1000,
      shipping_cents: 1500,
      total_cents: 8300,
      delivery_method: 'express',
    });
    expect(order.order_number).toMatch(/^FL-\d{8}$/);
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    expect(lines).toEqual([expect.objectContaining({ product_slug: 'op-4', product_kind: 'routine-essential', quantity: 2, unit_price_cents: 3900, fulfilment: null })]);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'create', object_type: 'order', object_id: order.order_number, route: 'POST /api/v1/checkout/:checkout_id/pay/' }),
      expect.objectContaining({ action: 'update', object_type: 'order', object_id: order.order_number, route: 'POST /api/v1/checkout/:checkout_id/pay/' }),
    ]);
  });

  it('processes the order of a buyer who pays and never comes back, once; her later return answers the same order', async () => {
    const buyer = await login(t.app, 'new@flora.test');
    const s = await newSession('new@flora.test', 'cart', [{ slug: 'vaginal-microbiome-test', quantity: 1 }]);
    const kits = await countRows(t.db, 'test_kits');
    const paid = await send(s.id, 'pay', 'delivery=standard', BROWSER);
    expect(paid.statusCode).toBe(303);
    // She closed the tab: no POST /orders/process. Her kit exists and her orders list it, processed.
    expect(await countRows(t.db, 'test_kits')).toBe(kits + 1);
    const listed = json(await call(t.app, 'GET', '/api/v1/orders/?limit=1', buyer.access))[0];
    expect(listed).toMatchObject({ checkout_id: s.id, status: 'processed', test_kits: [{ hash: expect.any(String), activated: false }] });

    // Paying again (a second notification, a reloaded form) and her return later fulfil nothing twice.
    const before = await snapshotCounts(t.db);
    expect((await send(s.id, 'pay', 'delivery=standard', BROWSER)).headers.location).toBe(paid.headers.location);
    const back = Object.fromEntries(new URL(paid.headers.location as string).searchParams);
    const processed = await call(t.app, 'POST', '/api/v1/orders/process', buyer.access, back);
    expect(processed.statusCode).toBe(200);
    expect(json(processed)).toEqual(listed);
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
  });

  it.each<[string, string, CheckoutKind, { slug: string; quantity: number }[], string]>([
    ['a kit (shop cart)', 'demo@flora.test', 'cart', [{ slug: 'vaginal-microbiome-test', quantity: 1 }], '/tests/'],
    ['a retest', 'demo@flora.test', 'retest', [{ slug: 'vaginal-microbiome-test', quantity: 1 }], '/tests/'],
    ['routine essentials', 'demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }], '/care/shop/'],
    ['ungated Rx', 'demo@flora.test', 'ungated-rx', [{ slug: 'af-1', quantity: 1 }], '/treatments/'],
    ['the male-partner voucher', 'partner@flora.test', 'male-partner', [{ slug: 'male-partner-treatment-voucher', quantity: 1 }], '/treatments/male-partner/'],
    ["a provider's order paid by its patient (a patient page)", 'new@flora.test', 'provider-order', [{ slug: 'vaginal-microbiome-test', quantity: 1 }], '/tests/'],
    ["a provider's order paid by the provider", 'provider@flora.test', 'provider-order', [{ slug: 'vaginal-microbiome-test', quantity: 1 }], '/provider/tests/'],
  ])('sends %s back to its platform path', async (_what, email, kind, items, path) => {
    const s = await newSession(email, kind, items);
    const res = await send(s.id, 'pay', 'delivery=standard');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${FRONTEND}${path}order-complete/?checkout_id=${s.id}&checkout_token=${s.token}&order_email=${encodeURIComponent(email)}`);
  });

  it('sends a consult purchase back to /treatments/', async () => {
    const consult = await t.db.selectFrom('consults').select('id').where('uid', '=', 'c0a80001-demo-4000-8000-000000000001').executeTakeFirstOrThrow();
    const s = await newSession('demo@flora.test', 'cross-sell', [{ slug: 'travel-bag', quantity: 1 }], { consultId: consult.id });
    expect((await send(s.id, 'pay', 'delivery=standard')).headers.location).toMatch(new RegExp(`^${FRONTEND}/treatments/order-complete/\\?`));
  });

  it('accepts JSON as well, and no delivery for the PCR add-on', async () => {
    const s = await newSession('demo@flora.test', 'vPCR-add-on', [{ slug: 'vpcr-add-on', quantity: 1 }]);
    const res = await call(t.app, 'POST', `/api/v1/checkout/${s.id}/pay/`, null, {});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${FRONTEND}/tests/order-complete/`));
    expect((await ordersOf(s.id))[0]).toMatchObject({ delivery_method: null, shipping_cents: 0, total_cents: 9900 });
  });

  it('writes the order confirmation with the order: number, item count and total, a link to My Account, no product names; once', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'vaginal-microbiome-test', quantity: 2 }, { slug: 'op-4', quantity: 1 }]);
    const outbox = () =>
      t.db.selectFrom('email_outbox').selectAll().where('to_email', '=', 'demo@flora.test').where('subject', 'like', 'Your Flora order %').execute();
    const before = (await outbox()).length;
    await send(s.id, 'pay', 'delivery=standard');
    await send(s.id, 'pay', 'delivery=standard');
    const [order] = await ordersOf(s.id);
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your Flora order ${order.order_number}`);
    expect(mails[0].body).toContain(`Order ${order.order_number} is confirmed: 3 items, $297.00 in total.`);
    expect(mails[0].body).toContain(`${FRONTEND}/account/orders/`);
    expect(mails[0].body).not.toMatch(/Microbiome|Probiotic/);
  });

  it('paying twice creates one order and answers the same redirect', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    const first = await send(s.id, 'pay', 'delivery=standard');
    const before = await snapshotCounts(t.db);
    const second = await send(s.id, 'pay', 'delivery=overnight');
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
    expect(await ordersOf(s.id)).toEqual([expect.objectContaining({ delivery_method: 'standard', shipping_cents: 0 })]);
  });

  it.each<[string, CheckoutKind, string, string | undefined, Record<string, string>, RegExp]>([
    ['an unknown delivery', 'cart', 'op-4', 'delivery=drone', FORM, /delivery/],
    ['no delivery for goods that ship', 'cart', 'op-4', undefined, FORM, /Choose a delivery option/],
    ['an empty form', 'cart', 'op-4', '', FORM, /Choose a delivery option/],
    ['a delivery for the PCR add-on', 'vPCR-add-on', 'vpcr-add-on', 'delivery=standard', FORM, /Nothing in this checkout ships/],
    ['an unknown field', 'cart', 'op-4', 'delivery=standard&total=0', FORM, /total/],
    ['a JSON price', 'cart', 'op-4', '{"delivery":"standard","price":0}', { 'content-type': 'application/json' }, /price/],
    ['malformed JSON', 'cart', 'op-4', '{"delivery":', { 'content-type': 'application/json' }, /Malformed JSON/],
  ])('refuses %s (400 {detail}) and writes nothing', async (_what, kind, slug, payload, headers, detail) => {
    const s = await newSession('demo@flora.test', kind, [{ slug, quantity: 1 }]);
    const before = await snapshotCounts(t.db);
    const res = await send(s.id, 'pay', payload, headers);
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toMatch(detail);
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await sessionRow(s.id)).status).toBe('open');
  });

  it('shows a browser its refusal as an HTML page', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    const res = await send(s.id, 'pay', 'delivery=drone', BROWSER);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('must be one of: standard, express, overnight');
    expectSandboxPagePolicy(res);
    const unknown = await send('NoSuchCheckout0000000000', 'pay', 'delivery=standard', BROWSER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Checkout not found');
  });

  it('answers 404 {detail} for an unknown session and 409 for a declined one; writes nothing', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    await send(s.id, 'decline');
    const before = await snapshotCounts(t.db);
    const unknown = await send('NoSuchCheckout0000000000', 'pay', 'delivery=standard');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).detail).toBe('No such checkout.');
    const declined = await send(s.id, 'pay', 'delivery=standard');
    expect(declined.statusCode).toBe(409);
    expect(json(declined).detail).toMatch(/declined/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('POST /api/v1/checkout/{checkout_id}/decline/', () => {
  it('marks an open session declined and sends the browser back with a flag; audited', async () => {
    const s = await newSession('demo@flora.test', 'retest', [{ slug: 'vaginal-microbiome-test', quantity: 1 }]);
    const since = await lastAuditId(t.app);
    const orders = await countRows(t.db, 'orders');
    const res = await send(s.id, 'decline', '');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${FRONTEND}/tests/?checkout_declined=true&checkout_id=${s.id}`);
    expect(await sessionRow(s.id)).toMatchObject({ status: 'declined', completed_at: t.clock.now().toISOString() });
    expect(await countRows(t.db, 'orders')).toBe(orders);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'checkout_session', object_id: s.id, route: 'POST /api/v1/checkout/:checkout_id/decline/' }),
    ]);
    // again: the same answer, nothing changes
    const again = await send(s.id, 'decline');
    expect(again.headers.location).toBe(res.headers.location);
  });

  it('refuses a paid session (409), an unknown one (404) and a body (400); writes nothing', async () => {
    const s = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    await send(s.id, 'pay', 'delivery=standard');
    const open = await newSession('demo@flora.test', 'cart', [{ slug: 'op-4', quantity: 1 }]);
    const before = await snapshotCounts(t.db);
    const paid = await send(s.id, 'decline');
    expect(paid.statusCode).toBe(409);
    expect(json(paid).detail).toMatch(/paid already/);
    expect((await send('NoSuchCheckout0000000000', 'decline')).statusCode).toBe(404);
    const body = await send(open.id, 'decline', 'reason=expensive');
    expect(body.statusCode).toBe(400);
    expect(json(body).detail).toMatch(/reason/);
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await sessionRow(open.id)).status).toBe('open');
    expect((await sessionRow(s.id)).status).toBe('paid');
  });
});

describe('the payments OpenAPI', () => {
  it('documents the page and both forms', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(doc.paths['/api/v1/checkout/{checkout_id}/'].get.responses['200'].content['text/html']).toBeDefined();
    expect(doc.paths['/api/v1/checkout/{checkout_id}/pay/'].post.description).toMatch(/order-complete/);
    expect(doc.paths['/api/v1/checkout/{checkout_id}/decline/'].post.description).toMatch(/checkout_declined=true/);
  });
});
