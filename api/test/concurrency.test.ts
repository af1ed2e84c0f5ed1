// Issue 28, concurrency: the races of issue 28 as an attacker, a double-clicking patient or a
// retried payment notification starts them, by sending the same request many times at once, to one
// API process and to two over the same database. Each must end as if the requests came one by one.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { INVALID_ACCESS } from '../src/common/http-errors';
import { startCheckout } from '../src/features/checkout/checkout-sessions';
import { paySession } from '../src/features/payments/payments-service';
import { reportSecurityFigures } from './helpers/security-figures';
import { liveRefreshTokens } from './helpers/sessions';
import { countRows, createTestApp, DEMO_PASSWORD, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A second API process over the same database. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.buildAnother();
});
afterAll(() => t.close());

/** How many requests each race fired at once (the suite's figures). */
const races: Record<string, number> = {};

/** `n` requests at once, alternating between the two API processes. */
function parallel(race: string, n: number, send: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>) {
  races[race] = (races[race] ?? 0) + n;
  return Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 ? other : t.app, i)));
}

const request = (app: FastifyInstance, method: InjectOptions['method'], url: string, access: string | null, body?: unknown, extra: InjectOptions = {}) =>
  app.inject({
    method,
    url,
    ...extra,
    headers: { ...(access ? { authorization: `Bearer ${access}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra.headers },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

afterAll(() => {
  const requests = Object.values(races).reduce((n, r) => n + r, 0);
  reportSecurityFigures('concurrency', `${Object.keys(races).length} races, ${requests} parallel requests over 2 API processes`, { races, requests });
});

describe('the sign-in limit under parallel guesses (issue 28.1)', () => {
  const attempt = (app: FastifyInstance, username: string, password: string, address: string) =>
    request(app, 'POST', '/api/token/', null, { username, password }, { remoteAddress: address });

  it('of 20 simultaneous wrong passwords from one client, 5 are checked and 15 refused; her own device still signs in', async () => {
    const answers = await parallel('wrong passwords from one client', 20, (app) => attempt(app, 'rhea@flora.test', 'wrong-pass', '10.20.0.1'));
    expect(statuses(answers)).toEqual([...times(5, 401), ...times(15, 429)]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(json(refused).detail).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await attempt(t.app, 'rhea@flora.test', DEMO_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('of 20 simultaneous wrong passwords from 20 addresses, the 10 free guesses and one delayed one are checked; the rest wait', async () => {
    const answers = await parallel('wrong passwords from many clients', 20, (app, i) => attempt(app, 'olivia@flora.test', 'wrong-pass', `10.21.0.${i}`));
    expect(statuses(answers)).toEqual([...times(11, 401), ...times(9, 429)]);
    expect(json(answers.find((r) => r.statusCode === 429)!).detail).toBe('Too many failed login attempts. Please try again in 1 second.');
    t.clock.advance(1000);
    expect((await attempt(t.app, 'olivia@flora.test', DEMO_PASSWORD, '10.21.1.1')).statusCode).toBe(200);
  });
});

describe('refresh rotation under parallel refreshes (issue 28.4)', () => {
  const refresh = (app: FastifyInstance, token: string) => request(app, 'POST', '/api/token/refresh/', null, { refresh: token });
  const me = (access: string) => request(t.app, 'GET', '/api/v1/user-config/', access);

  it('gives parallel refreshes with one token one new pair, never extra live sessions', async () => {
    const first = await login(t.app, 'demo@flora.test');
    const answers = await parallel('refreshes of one token', 6, (app) => refresh(app, first.refresh));
    expect(statuses(answers)).toEqual(times(6, 200));
    const [pair, ...others] = answers.map(json);
    for (const p of others) expect(p).toEqual(pair);
    expect(await liveRefreshTokens(t.db, first.refresh)).toBe(1);
    // the shared successor rotates on as usual; the old token reused after the window revokes it all
    const next = json(await refresh(t.app, pair.refresh));
    t.clock.advance(11_000);
    expect(json(await refresh(t.app, first.refresh))).toEqual({ detail: 'Token is invalid or expired' });
    expect(json(await refresh(t.app, next.refresh))).toEqual({ detail: 'Token is invalid or expired' });
    expect(json(await me(pair.access))).toEqual({ detail: INVALID_ACCESS });
  });
});

describe('the registration and kit-code limits under parallel requests (issue 28.3)', () => {
  const registration = (email: string) => ({ email, password: 'a-good-password', first_name: 'Alice', last_name: 'Liddell', accepted_terms: true });
  const register = (app: FastifyInstance, address: string, email: string) =>
    request(app, 'POST', '/api/v1/register/', null, registration(email), { remoteAddress: address });

  it('allows 10 accounts per client address per hour, counted atomically: parallel extras get 429 and write nothing', async () => {
    const answers = await parallel('registrations from one client', 14, (app, i) => register(app, '10.9.0.1', `burst${i}@example.test`));
    expect(statuses(answers)).toEqual([...times(10, 201), ...times(4, 429)]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(json(refused).detail).toMatch(/^Too many accounts were created from this network\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const users = await t.db.selectFrom('users').select('id').where('email', 'like', 'burst%@example.test').execute();
    expect(users).toHaveLength(10);
    const mails = await t.db.selectFrom('email_outbox').select('id').where('to_email', 'like', 'burst%@example.test').execute();
    expect(mails).toHaveLength(10);

    // a provider registration from there is refused too; another address is not limited
    const { accepted_terms: _, ...provider } = registration('burst-provider@example.test');
    expect((await request(t.app, 'POST', '/api/v1/provider/register/', null, provider, { remoteAddress: '10.9.0.1' })).statusCode).toBe(429);
    expect((await register(t.app, '10.9.0.2', 'elsewhere@example.test')).statusCode).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await register(t.app, '10.9.0.1', 'next-hour@example.test')).statusCode).toBe(201);
  });

  it('allows 20 unknown kit codes per account per hour, counted atomically: parallel guesses beyond get 429, even a real code', async () => {
    const attach = (app: FastifyInstance, access: string, hash: string) => request(app, 'POST', '/api/v1/user-tests/', access, { hash });
    const { access } = await login(t.app, 'rx@flora.test');
    const guesses = await parallel('unknown kit codes of one account', 30, (app, i) => attach(app, access, `FLGUESS${String(i).padStart(3, '0')}`));
    expect(statuses(guesses)).toEqual([...times(20, 404), ...times(10, 429)]);
    const refused = guesses.find((r) => r.statusCode === 429)!;
    expect(json(refused).detail).toMatch(/^Too many unknown kit codes\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attach(t.app, access, 'FLKIT00009')).statusCode).toBe(429);
    // another account is not limited; after the hour the account may try again
    expect((await attach(t.app, (await login(t.app, 'upsell@flora.test')).access, 'FLGUESS999')).statusCode).toBe(404);
    t.clock.advance(60 * 60_000);
    expect((await attach(t.app, (await login(t.app, 'rx@flora.test')).access, 'FLKIT00009')).statusCode).toBe(201);
  });
});

describe('a checkout retried: one order, one kit, charged once', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const pay = (app: FastifyInstance, checkoutUrl: string, delivery = 'standard') =>
    app.inject({ method: 'POST', url: `${checkoutUrl}pay/`, headers: FORM, payload: `delivery=${delivery}` });
  const ordersOf = (checkoutId: string) => t.db.selectFrom('orders').selectAll().where('checkout_id', '=', checkoutId).execute();
  const confirmations = (orderNumber: string) =>
    t.db.selectFrom('email_outbox').select('id').where('subject', '=', `Your Flora order ${orderNumber}`).execute();

  it('the same cart checked out at once answers one checkout; paying every answer makes one order', async () => {
    const { access } = await login(t.app, 'new@flora.test');
    const cart = json(await request(t.app, 'POST', '/api/v1/cart/', access));
    const probiotic = await t.db.selectFrom('products').select('id').where('slug', '=', 'op-4').executeTakeFirstOrThrow();
    const item = { item_type: 'product', quantity: 1, product_id: probiotic.id };
    expect((await request(t.app, 'POST', `/api/v1/cart/${cart.id}/items/`, access, { items: [item] })).statusCode).toBe(200);
    const before = await countRows(t.db, 'checkout_sessions');

    const answers = await parallel('checkouts of one cart', 8, (app) => request(app, 'POST', `/api/v1/cart/${cart.id}/checkout/`, access, {}));
    expect(statuses(answers)).toEqual(times(8, 200));
    const urls = answers.map((r) => json(r).checkout_url as string);
    expect(new Set(urls).size).toBe(1);
    expect(await countRows(t.db, 'checkout_sessions')).toBe(before + 1);

    const paid = await parallel('payments of one cart', urls.length, (app, i) => pay(app, urls[i]!));
    expect(statuses(paid)).toEqual(times(urls.length, 303));
    expect(new Set(paid.map((r) => r.headers.location)).size).toBe(1);
    const orders = await t.db.selectFrom('orders').selectAll().where('checkout_id', 'in', urls.map((url) => url.split('/')[4]!)).execute();
    expect(orders).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(await confirmations(orders[0]!.order_number)).toHaveLength(1);
    expect(json(await request(t.app, 'GET', `/api/v1/cart/${cart.id}/`, access)).status).toBe('ordered');
  });

  it('a consult checked out in two tabs and both paid at once: one order, charged once', async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const created = await request(t.app, 'POST', '/api/v1/consults/', access, { type: 'vaginitis', test_hash: 'FLDEMO0001', selected_treatments: ['ba-14'] });
    expect(created.statusCode).toBe(201);
    const { uid } = json(created);
    const urls = (await parallel('checkouts of one consult', 3, (app) => request(app, 'GET', `/api/v1/consults/${uid}/checkout_url/`, access))).map(
      (r) => json(r).checkout_url as string,
    );

    const paid = await parallel('payments of one consult', urls.length, (app, i) => pay(app, urls[i]!));
    expect(statuses(paid)).toEqual([303, 409, 409]);
    for (const refused of paid.filter((r) => r.statusCode === 409)) expect(json(refused).detail).toBe('This consult is paid already (with another checkout): nothing was charged.');
    const consult = await t.db.selectFrom('consults').select(['id', 'status']).where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(consult.status).toBe('OR');
    const orders = await t.db.selectFrom('orders').select('order_number').where('consult_id', '=', consult.id).execute();
    expect(orders).toHaveLength(1);
    expect(await confirmations(orders[0]!.order_number)).toHaveLength(1);
    // a checkout not paid stays unpaid: paying it later is refused the same way
    const unpaid = urls.filter((_, i) => paid[i]!.statusCode === 409);
    expect((await pay(t.app, unpaid[0]!)).statusCode).toBe(409);
  });

  it("a paid order processed at once by the buyer's return and the payment's retried notification: one order, one kit", async () => {
    const { access } = await login(t.app, 'returning@flora.test');
    const s = await startCheckout(t.db, { userId: await userId('returning@flora.test'), kind: 'cart', items: [{ slug: 'vaginal-microbiome-test', quantity: 1 }] }, t.clock.now());
    // Paid, but its processing on the payment's notification failed: the buyer's return and the notification's retry race.
    const { order } = await paySession(t.db, 'http://localhost:3000', s.id, 'standard', t.clock.now());
    const ids = { checkout_id: order.checkout_id, checkout_token: order.checkout_token, order_email: order.order_email };
    const kits = await countRows(t.db, 'test_kits');

    const answers = await parallel('processing of one paid order', 6, (app, i) =>
      i < 4 ? request(app, 'POST', '/api/v1/orders/process', access, ids) : pay(app, s.checkout_url),
    );
    const processed = answers.slice(0, 4);
    expect(statuses(processed)).toEqual(times(4, 200));
    for (const r of processed) expect(json(r)).toEqual(json(processed[0]!));
    expect(statuses(answers.slice(4))).toEqual(times(2, 303));
    expect(json(processed[0]!)).toMatchObject({ status: 'processed', test_kits: [expect.anything()] });
    expect(await countRows(t.db, 'test_kits')).toBe(kits + 1);
    expect(await ordersOf(s.id)).toEqual([expect.objectContaining({ status: 'processed', total_cents: order.total_cents })]);
    expect(await confirmations(order.order_number)).toHaveLength(1);
  });
});
