// The male partner's checkout (POST /api/v1/male-partner-checkout/) and the voucher it can be paid
// with: issued by fulfilVoucher when the buyer's order is processed, held by the partner's checkout
// session, used once that session is paid.
import { DEMO_VOUCHER_ORDER, DEMO_VOUCHERS, PARTNER_VOUCHER_CHECKOUT } from '../src/db/seed/vouchers-seed';
import { fulfilVoucher } from '../src/features/male-partner/voucher-fulfilment';
import type { Fulfilment } from '../src/common/fulfilment';
import { normalizeVoucherCode } from '../src/features/male-partner/voucher-codes';
import { call, createTestApp, deviceAddress, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL_ = '/api/v1/male-partner-checkout/';
const checkout = (access: string | null, body?: unknown) => call(t.app, 'POST', URL_, access, body);
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const sessionOf = (url: string) =>
  t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', url.split('/').at(-2)!).executeTakeFirstOrThrow();
const voucher = (code: string) => t.db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const consultsOf = async (email: string) =>
  t.db.selectFrom('consults').selectAll().where('user_id', '=', await userId(email)).where('type', '=', 'male-partner').execute();
let units = 10;
/** Another unused voucher of demo@flora.test's seeded voucher order. */
async function freshVoucher(code: string) {
  await t.db
    .insertInto('vouchers')
    .values({ code, product_slug: 'male-partner-treatment-voucher', buyer_user_id: await userId('demo@flora.test'), purchase_checkout_id: DEMO_VOUCHER_ORDER, unit: ++units, created_at: t.clock.now().toISOString() })
    .execute();
  return code;
}
const lastAudit = () => t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

let registered = 0;
/** A new account registered through the male-partner route (no consult yet). */
async function newPartner(): Promise<{ email: string; access: string }> {
  const email = `mp${++registered}@example.test`;
  const res = await post(t.app, '/api/v1/register/', {
    email,
    password: 'a-good-password',
    first_name: 'Max',
    last_name: 'Partner',
    registration_route: 'male_partner',
    accepted_terms: true,
  }, { remoteAddress: deviceAddress() });
  expect(res.statusCode).toBe(201);
  return { email, access: json(res).access };
}

/** Asserts a refusal: the status, a {detail} (and field), and that nothing was written. */
async function refused(access: string | null, body: unknown, field?: string) {
  const before = await snapshotCounts(t.db);
  const res = await checkout(access, body);
  expect(typeof json(res).detail).toBe('string');
  if (field) expect(json(res).field).toBe(field);
  expect(await snapshotCounts(t.db)).toEqual(before);
  return res;
}

describe('voucher codes', () => {
  it.each([
    ['mp-7k3d-9qxa-4hnb', DEMO_VOUCHERS.unused],
    [' MP 7K3D 9QXA 4HNB ', DEMO_VOUCHERS.unused],
    ['MP7K3D9QXA4HNB', DEMO_VOUCHERS.unused],
    ['MP-OOOO-IIII-LLLL', 'MP-0000-1111-1111'],
  ])('reads %j as %s (case, spaces, hyphens and look-alikes do not matter)', (typed, code) => {
    expect(normalizeVoucherCode(typed)).toBe(code);
  });

  it.each(['', 'MP', 'MP-7K3D-9QXA-4HN', 'MP-7K3D-9QXA-4HNBB', 'XX-7K3D-9QXA-4HNB', 'MP-7K3D-9QXA-4HN!', 'MP-UUUU-9QXA-4HNB'])('refuses %j', (typed) => {
    expect(normalizeVoucherCode(typed)).toBeNull();
  });
});

describe('POST /api/v1/male-partner-checkout/', () => {
  it('starts the consult (IN) and a full-price checkout of the voucher product, and audits the consult', async () => {
    const { access } = await login(t.app, 'newpartner@flora.test');
    const res = await checkout(access, {});
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toEqual({ checkout_url: expect.stringMatching(/^\/api\/v1\/checkout\/[A-Za-z0-9_-]{24}\/$/), consult_uid: expect.any(String), total: 129 });
    const [consult] = await consultsOf('newpartner@flora.test');
    expect(consult).toMatchObject({ uid: body.consult_uid, status: 'IN', purchase_type: 'male-partner', test_id: null });
    const session = await sessionOf(body.checkout_url);
    expect(session).toMatchObject({ kind: 'male-partner', status: 'open', consult_id: consult.id, subtotal_cents: 12900, discount_cents: 0, total_cents: 12900, discount_code: null });
    expect(JSON.parse(session.line_items)).toEqual([
      { slug: 'male-partner-treatment-voucher', name: 'Male Partner BV Treatment Voucher', quantity: 1, unit_price_cents: 12900 },
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      object_type: 'consult',
      object_id: consult.uid,
      subject_user_id: await userId('newpartner@flora.test'),
      route: 'POST /api/v1/male-partner-checkout/',
    });
  });

  it('answers the same open checkout to a double submission: no second consult, no second session', async () => {
    const { access } = await login(t.app, 'newpartner@flora.test');
    const first = json(await checkout(access, null));
    const before = await snapshotCounts(t.db);
    const again = await checkout(access, {});
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(first);
    const after = await snapshotCounts(t.db);
    expect({ ...after, audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
    expect(await lastAudit()).toMatchObject({ action: 'read', object_type: 'consult', object_id: first.consult_uid });
  });

  it('takes the whole price off with a valid code (typed loosely), holds it, and supersedes the full-price checkout', async () => {
    const { access } = await login(t.app, 'newpartner@flora.test');
    const fullPrice = json(await checkout(access, {}));
    const res = await checkout(access, { voucher_code: 'mp 7k3d 9qxa 4hnb' });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body).toMatchObject({ consult_uid: fullPrice.consult_uid, total: 0 });
    expect(await consultsOf('newpartner@flora.test')).toHaveLength(1);
    const session = await sessionOf(body.checkout_url);
    expect(session).toMatchObject({ kind: 'male-partner', status: 'open', subtotal_cents: 12900, discount_cents: 12900, total_cents: 0, discount_code: DEMO_VOUCHERS.unused });
    expect((await sessionOf(fullPrice.checkout_url)).status).toBe('declined');
    expect(await voucher(DEMO_VOUCHERS.unused)).toMatchObject({ redemption_checkout_id: session.id, redeemed_at: null });
    // The same request again: the same checkout.
    const again = await checkout(access, { voucher_code: DEMO_VOUCHERS.unused });
    expect([again.statusCode, json(again).checkout_url]).toEqual([200, body.checkout_url]);
  });

  it("refuses a code held by another partner's open checkout, and frees it when that checkout is superseded", async () => {
    const other = await newPartner();
    const res = await refused(other.access, { voucher_code: DEMO_VOUCHERS.unused }, 'voucher_code');
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toMatch(/another checkout/);
    // newpartner goes back to full price: his voucher checkout is declined and the code is free again.
    const { access } = await login(t.app, 'newpartner@flora.test');
    expect(json(await checkout(access, {})).total).toBe(129);
    const taken = await checkout(other.access, { voucher_code: DEMO_VOUCHERS.unused });
    expect([taken.statusCode, json(taken).total]).toEqual([201, 0]);
    const held = await voucher(DEMO_VOUCHERS.unused);
    expect((await sessionOf(json(taken).checkout_url)).id).toBe(held.redemption_checkout_id);
  });

  it('counts a code as used once the checkout holding it is paid, and refuses to check out a paid consult again', async () => {
    const code = await freshVoucher('MP-AAAA-BBBB-CCCC');
    const partner = await newPartner();
    const started = json(await checkout(partner.access, { voucher_code: code }));
    // The payment provider marks the session paid (the sandbox page does this on another branch).
    await t.db.updateTable('checkout_sessions').set({ status: 'paid' }).where('id', '=', (await sessionOf(started.checkout_url)).id).execute();
    const another = await newPartner();
    const used = await refused(another.access, { voucher_code: code }, 'voucher_code');
    expect([used.statusCode, json(used).detail]).toEqual([400, 'This voucher code has already been used.']);
    const paid = await refused(partner.access, {});
    expect([paid.statusCode, json(paid).detail]).toEqual([409, 'This consult is already paid for; the order is being processed.']);
  });

  it.each([
    ['a malformed code', { voucher_code: 'free please' }, /malformed.*MP-XXXX-XXXX-XXXX/],
    ['an empty code', { voucher_code: '' }, /malformed/],
    ['an unknown code', { voucher_code: 'MP-0000-0000-0000' }, /Unknown voucher code/],
    ['a used code', { voucher_code: DEMO_VOUCHERS.redeemed }, /already been used/],
  ])('refuses %s with 400 {detail, field} and writes nothing', async (_what, body, detail) => {
    const partner = await newPartner();
    const res = await refused(partner.access, body, 'voucher_code');
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toMatch(detail);
  });

  it.each([
    ['an unknown field', { voucher_code: null, discount: 129 }],
    ['a number for a code', { voucher_code: 12345 }],
    ['an array body', []],
    ['an over-long code', { voucher_code: 'M'.repeat(41) }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    const { access } = await login(t.app, 'newpartner@flora.test');
    expect((await refused(access, body)).statusCode).toBe(400);
  });

  it.each(['demo@flora.test', 'provider@flora.test', 'staff@flora.test'])('refuses %s (not a male-partner account) with 403', async (email) => {
    const { access } = await login(t.app, email);
    const res = await refused(access, { voucher_code: DEMO_VOUCHERS.unused });
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toMatch(/male-partner route/);
  });

  it('refuses a partner whose consult is already paid (partner@flora.test, status OR) with 409', async () => {
    const { access } = await login(t.app, 'partner@flora.test');
    const res = await refused(access, {});
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/c0a80001-mpt0-4000-8000-000000000002.*status OR/);
  });

  it('starts a new consult once the earlier one is closed', async () => {
    const partner = await newPartner();
    const first = json(await checkout(partner.access, {}));
    await t.db.updateTable('consults').set({ status: 'CA' }).where('uid', '=', first.consult_uid).execute();
    const second = await checkout(partner.access, {});
    expect(second.statusCode).toBe(201);
    expect(json(second).consult_uid).not.toBe(first.consult_uid);
    expect(await consultsOf(partner.email)).toHaveLength(2);
  });

  it('needs a sign-in (401)', async () => {
    expect((await refused(null, {})).statusCode).toBe(401);
  });

  it('creates one consult and one open checkout for two concurrent submissions', async () => {
    const partner = await newPartner();
    const results = await Promise.all([checkout(partner.access, {}), checkout(partner.access, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(results.map((r) => json(r).checkout_url)).size).toBe(1);
    const consults = await consultsOf(partner.email);
    expect(consults).toHaveLength(1);
    const open = await t.db.selectFrom('checkout_sessions').select('id').where('consult_id', '=', consults[0].id).where('status', '=', 'open').execute();
    expect(open).toHaveLength(1);
  });
});

describe('fulfilVoucher (the orders module runs it for each voucher line of a processed order)', () => {
  async function fulfil(session: Fulfilment['session'], buyerEmail: string, quantity: number) {
    const buyer = await userId(buyerEmail);
    await t.db.transaction().execute((trx) =>
      fulfilVoucher({
        trx,
        now: t.clock.now(),
        frontendUrl: 'https://flora.example',
        userId: buyer,
        orderId: 1,
        session,
        line: { slug: 'male-partner-treatment-voucher', name: 'Male Partner BV Treatment Voucher', quantity, unit_price_cents: 12900 },
      }),
    );
  }

  /** A paid cart order of the buyer (a paid checkout session), as processing finds it. */
  async function paidOrder(email: string, id: string) {
    const at = t.clock.now().toISOString();
    await t.db
      .insertInto('checkout_sessions')
      .values({ id, token: `${id}-t`, user_id: await userId(email), kind: 'cart', line_items: '[]', subtotal_cents: 25800, total_cents: 25800, status: 'paid', created_at: at, completed_at: at })
      .execute();
    return { id, kind: 'cart' as const, consult_id: null, test_id: null };
  }

  const mailsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_email', '=', to).orderBy('id', 'desc').execute();

  it('issues one code per unit to the buyer and emails them to her, once', async () => {
    const session = await paidOrder('prepurchase@flora.test', 'ORDER-VOUCHERS-2');
    await fulfil(session, 'prepurchase@flora.test', 2);
    const issued = await t.db.selectFrom('vouchers').selectAll().where('purchase_checkout_id', '=', session.id).orderBy('unit').execute();
    expect(issued).toHaveLength(2);
    expect(issued.map((v) => [v.unit, v.buyer_user_id, v.redemption_checkout_id])).toEqual([
      [1, await userId('prepurchase@flora.test'), null],
      [2, await userId('prepurchase@flora.test'), null],
    ]);
    for (const v of issued) expect(v.code).toMatch(/^MP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(issued[0].code).not.toBe(issued[1].code);
    const [mail, ...older] = await mailsTo('prepurchase@flora.test');
    expect(older).toHaveLength(0);
    expect(mail.subject).toBe('Your 2 Male Partner BV Treatment Vouchers');
    expect(mail.body).toContain(issued[0].code);
    expect(mail.body).toContain(issued[1].code);
    expect(mail.body).toMatch(/share one code with your partner/);
    expect(mail.body).toContain('He starts here: https://flora.example/register/male-partner/eligibility/');

    // Processing the same line again issues nothing and sends nothing.
    const before = await snapshotCounts(t.db);
    await fulfil(session, 'prepurchase@flora.test', 2);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('issues a code the partner can then check out with, free of charge', async () => {
    const session = await paidOrder('lapsed@flora.test', 'ORDER-VOUCHER-1');
    await fulfil(session, 'lapsed@flora.test', 1);
    const [mail] = await mailsTo('lapsed@flora.test');
    expect(mail.subject).toBe('Your Male Partner BV Treatment Voucher');
    const code = mail.body.match(/MP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
    const partner = await newPartner();
    const res = await checkout(partner.access, { voucher_code: code });
    expect([res.statusCode, json(res).total]).toEqual([201, 0]);
  });

  it("marks the voucher of the partner's paid checkout redeemed and issues nothing", async () => {
    const partner = await newPartner();
    const seller = await paidOrder('upsell@flora.test', 'ORDER-VOUCHER-3');
    await fulfil(seller, 'upsell@flora.test', 1);
    const { code } = await t.db.selectFrom('vouchers').select('code').where('purchase_checkout_id', '=', seller.id).executeTakeFirstOrThrow();
    const started = json(await checkout(partner.access, { voucher_code: code }));
    const session = await sessionOf(started.checkout_url);
    await t.db.updateTable('checkout_sessions').set({ status: 'paid' }).where('id', '=', session.id).execute();
    const vouchersBefore = (await snapshotCounts(t.db)).vouchers;
    await fulfil({ id: session.id, kind: 'male-partner', consult_id: session.consult_id, test_id: null }, partner.email, 1);
    expect(await voucher(code)).toMatchObject({ redeemed_by_user_id: await userId(partner.email), redeemed_at: t.clock.now().toISOString() });
    expect((await snapshotCounts(t.db)).vouchers).toBe(vouchersBefore);
  });

  it("tells the two cases apart by the session's consult: a cart of a vaginitis consult issues, a male-partner consult's checkout does not", async () => {
    const consultId = async (uid: string) => (await t.db.selectFrom('consults').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()).id;
    const cart = await paidOrder('demo@flora.test', 'ORDER-VOUCHER-4');
    await fulfil({ ...cart, consult_id: await consultId('c0a80001-demo-4000-8000-000000000001') }, 'demo@flora.test', 1);
    expect(await t.db.selectFrom('vouchers').select('code').where('purchase_checkout_id', '=', cart.id).execute()).toHaveLength(1);

    const own = await paidOrder('partner@flora.test', 'ORDER-VOUCHER-5');
    const before = await snapshotCounts(t.db);
    await fulfil({ ...own, kind: 'consult', consult_id: await consultId('c0a80001-mpt0-4000-8000-000000000002') }, 'partner@flora.test', 1);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('keeps the seeded demo: MP-R2V8-C5TW-J6PE paid partner@flora.test\'s consult', async () => {
    expect(await voucher(DEMO_VOUCHERS.redeemed)).toMatchObject({
      purchase_checkout_id: DEMO_VOUCHER_ORDER,
      redemption_checkout_id: PARTNER_VOUCHER_CHECKOUT,
      redeemed_by_user_id: await userId('partner@flora.test'),
    });
  });
});
