// The verified provider's portal: resources, test orders for patients (both payers), the patient's
// provider-test link, fulfilment of a paid order, the order statuses, and the results PDF.
import { DEMO_PROVIDER_TEST_TOKEN, RHEA_TEST, USED_PROVIDER_TEST_TOKEN } from '../src/db/seed/provider-seed';
import { fulfilProviderOrder } from '../src/features/provider/provider-fulfilment';
import { auditSince, lastAuditId } from './helpers/audit';
import { readPdf } from './helpers/read-pdf';
import { call, countRows, createTestApp, get, json, login, outboxFor, payInSandbox, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let provider: string;
let pending: string;
let demo: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = (await login(t.app, 'provider@flora.test')).access;
  pending = (await login(t.app, 'pending-provider@flora.test')).access;
  demo = (await login(t.app, 'demo@flora.test')).access;
  staff = (await login(t.app, 'staff@flora.test')).access;
});
afterAll(() => t.close());

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const orders = async (access = provider) => json(await get(t.app, '/api/v1/provider/orders/', access)).data as Record<string, any>[];
const orderFor = async (email: string) => (await orders()).find((o) => o.patient_email === email)!;
const placeOrder = (body: unknown, access = provider) => call(t.app, 'POST', '/api/v1/provider/orders/', access, body);
const redeem = (token: string, access: string | null) => call(t.app, 'POST', `/api/v1/provider-test/${token}/`, access);
const lookUp = (token: string) => get(t.app, `/api/v1/provider-test/${token}/`);
const tokenIn = (link: string) => /\/provider-test\/([A-Za-z0-9_-]+)\/$/.exec(link)![1];
const sessionId = (checkoutUrl: string) => checkoutUrl.split('/')[4];
const register = async (email: string) =>
  json(await post(t.app, '/api/v1/register/', { email, password: 'a-good-password', first_name: 'Pia', last_name: 'Patient', accepted_terms: true })).access as string;

/** What processing a paid order does (orders module): the session is paid, each line is fulfilled. */
async function payAndProcess(checkoutUrl: string) {
  const id = sessionId(checkoutUrl);
  const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const now = t.clock.now();
  await t.db.transaction().execute(async (trx) => {
    await trx.updateTable('checkout_sessions').set({ status: 'paid', completed_at: now.toISOString() }).where('id', '=', id).execute();
    for (const line of JSON.parse(session.line_items)) {
      await fulfilProviderOrder({ trx, now, frontendUrl: 'http://localhost:3000', userId: session.user_id, orderId: 1, session: { id, kind: session.kind, consult_id: null, test_id: null }, line });
    }
  });
  return session;
}

describe('unverified providers and non-providers', () => {
  it.each([
    ['GET', '/api/v1/provider/resources/', undefined],
    ['GET', '/api/v1/provider/resources/understanding-results.pdf', undefined],
    ['GET', '/api/v1/provider/orders/', undefined],
    ['POST', '/api/v1/provider/orders/', { patient_email: 'x@example.test', payer: 'patient' }],
    ['POST', '/api/v1/provider/orders/00000000-0000-4000-8000-000000000000/checkout/', undefined],
    ['GET', `/api/v1/provider/patient-tests/${RHEA_TEST.hash}/results.pdf`, undefined],
  ] as const)('%s %s answers 403 {detail} (no data, nothing written)', async (method, url, body) => {
    const before = await snapshotCounts(t.db);
    for (const [access, detail] of [[pending, /waiting for verification/], [demo, /provider accounts only/]] as const) {
      const res = await call(t.app, method, url, access, body);
      expect(res.statusCode).toBe(403);
      expect(Object.keys(json(res))).toEqual(['detail']);
      expect(json(res).detail).toMatch(detail);
    }
    expect((await call(t.app, method, url, null, body)).statusCode).toBe(401);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('resources', () => {
  it('lists handouts served by the API as PDFs', async () => {
    const res = await get(t.app, '/api/v1/provider/resources/', provider);
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const r of data) {
      expect(r.url).toBe(`/api/v1/provider/resources/${r.slug}.pdf`);
      const file = await get(t.app, r.url, provider);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const pdf = await readPdf(file.rawPayload);
      expect(pdf.title).toBe(r.title);
      expect(pdf.pages[0][0]).toBe(r.title);
      expect(pdf.lines).toContain('Flora provider resources');
    }
  });

  it('answers 404 for an unknown handout and 400 for a malformed name', async () => {
    expect((await get(t.app, '/api/v1/provider/resources/nothing.pdf', provider)).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/provider/resources/..%2Fsecret.pdf', provider)).statusCode).toBe(400);
    expect((await get(t.app, '/api/v1/provider/resources/understanding-results.txt', provider)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/provider/orders/', () => {
  it("lists the seeded orders with their tests' statuses, newest first; audited per order", async () => {
    const since = await lastAuditId(t.app);
    const list = await orders();
    expect(list.map((o) => [o.patient_name, o.patient_email, o.payer, o.add_sti_panel, o.status, o.test_hash])).toEqual([
      ['Nora New', 'new@flora.test', 'patient', false, 'awaiting_patient', null],
      ['Olivia Ordered', 'olivia@flora.test', 'provider', true, 'activated', 'FLPDEMO001'],
      ['Rhea Results', 'rhea@flora.test', 'patient', false, 'released', RHEA_TEST.hash],
    ]);
    expect(list[0].price).toBe(129);
    expect(list[1].price).toBe(208);
    expect(list[2].results_pdf_url).toBe(`/api/v1/provider/patient-tests/${RHEA_TEST.hash}/results.pdf`);
    expect(list[1].results_pdf_url).toBeNull();
    const entries = await auditSince(t.app, 'rhea@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([['read', 'provider_order', list[2].uid]]);
  });

  it("shows a provider only their own orders", async () => {
    const { access } = json(await post(t.app, '/api/v1/provider/register/', { email: 'other-dr@clinic.test', password: 'a-good-password', first_name: 'O', last_name: 'Ther' }));
    await t.db.updateTable('users').set({ provider_verified: true }).where('email', '=', 'other-dr@clinic.test').execute();
    expect(await orders(access)).toEqual([]);
    const seeded = await orderFor('olivia@flora.test');
    const res = await call(t.app, 'POST', `/api/v1/provider/orders/${seeded.uid}/checkout/`, access);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'No order with this id.' });
  });
});

describe('a patient-paid order', () => {
  let token: string;
  let patient: string;

  it('is placed (201), emails the patient a provider-test link, and is audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await placeOrder({ patient_email: 'Pia@Example.test', payer: 'patient' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ checkout_url: null, order: { patient_email: 'pia@example.test', status: 'awaiting_patient', price: 129, paid_at: null, test_hash: null } });
    const [mail] = await outboxFor(t.app, 'pia@example.test');
    expect(mail.subject).toBe('Priya Provider ordered a Flora test for you');
    expect(mail.body).toMatch(/Mission Women.s Health/);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/provider-test\/[A-Za-z0-9_-]{40,}\/$/);
    token = tokenIn(mail.link!);
    expect(json(res).patient_link).toBe(mail.link);
    const stored = await t.db.selectFrom('provider_orders').select('token_hash').where('uid', '=', json(res).order.uid).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const entry = (await t.db.selectFrom('audit_log').selectAll().where('id', '>', since).where('object_type', '=', 'provider_order').execute())[0];
    expect(entry).toMatchObject({ action: 'create', object_id: json(res).order.uid, actor_user_id: await userId('provider@flora.test'), subject_user_id: null });
  });

  it('refuses a second order for the same patient while the first waits (409), writing nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await placeOrder({ patient_email: 'pia@example.test', payer: 'provider', add_sti_panel: true });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/already have an order for this patient/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('shows the link publicly: who ordered it, the price, whether it is open', async () => {
    const res = await lookUp(token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      provider: { first_name: 'Priya', last_name: 'Provider', practice_name: 'Mission Women’s Health' },
      payer: 'patient',
      add_sti_panel: false,
      price: 129,
      patient_email_hint: 'p***@example.test',
      state: 'open',
      is_open: true,
    });
  });

  it('refuses a provider (403), another account (403) and a signed-out visitor (401), writing nothing', async () => {
    const other = await register('not-pia@example.test');
    const before = await snapshotCounts(t.db);
    expect(json(await redeem(token, provider)).detail).toMatch(/provider account cannot accept/);
    expect((await redeem(token, provider)).statusCode).toBe(403);
    const wrong = await redeem(token, other);
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).detail).toMatch(/another email address/);
    expect((await redeem(token, null)).statusCode).toBe(401);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers the patient (who just registered) the checkout URL, the same one when asked again', async () => {
    patient = await register('pia@example.test');
    const res = await redeem(token, patient);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'awaiting_payment', test_hash: null });
    const url = json(res).checkout_url;
    expect(url).toMatch(/^\/api\/v1\/checkout\/[A-Za-z0-9_-]+\/$/);
    const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', sessionId(url)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ kind: 'provider-order', user_id: await userId('pia@example.test'), total_cents: 12900, status: 'open' });
    const before = await snapshotCounts(t.db);
    const again = await redeem(token, patient);
    expect(json(again).checkout_url).toBe(url);
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
    expect((await orderFor('pia@example.test')).status).toBe('awaiting_patient');
  });

  it('issues the kit to the patient once the order is processed (once, whatever the number of lines)', async () => {
    const url = json(await redeem(token, patient)).checkout_url;
    const session = await payAndProcess(url);
    const order = await orderFor('pia@example.test');
    expect(order).toMatchObject({ status: 'kit_sent', paid_at: t.clock.now().toISOString() });
    expect(order.test_hash).toMatch(/^FLP[A-Z2-9]{7}$/);
    const test = json(await get(t.app, `/api/v1/user-tests/${order.test_hash}/`, patient));
    expect(test).toMatchObject({ hash: order.test_hash, status: 'activated', ordered_by_provider: true });
    // Fulfilling again (another line, or a retry) changes nothing.
    const before = await snapshotCounts(t.db);
    await t.db.transaction().execute((trx) =>
      fulfilProviderOrder({ trx, now: t.clock.now(), frontendUrl: 'http://localhost:3000', userId: session.user_id, orderId: 1, session: { id: session.id, kind: 'provider-order', consult_id: null, test_id: null }, line: JSON.parse(session.line_items)[0] }),
    );
    expect(await snapshotCounts(t.db)).toEqual(before);
    // The link is used up.
    const used = await redeem(token, patient);
    expect(used.statusCode).toBe(410);
    expect(json(used).detail).toMatch(/already used/);
    expect(json(await lookUp(token))).toMatchObject({ state: 'used', is_open: false });
  });
});

describe('a patient-paid order paid in the sandbox by a patient who never comes back', () => {
  let token: string;
  let patient: string;
  let back: Record<string, string>;

  it('answers the link as awaiting her payment once she accepted, so signing in again leads on to the payment', async () => {
    expect((await placeOrder({ patient_email: 'nell@example.test', payer: 'patient' })).statusCode).toBe(201);
    token = tokenIn((await outboxFor(t.app, 'nell@example.test'))[0].link!);
    patient = await register('nell@example.test');
    expect(json(await lookUp(token))).toMatchObject({ state: 'open', is_open: true });
    const url = json(await redeem(token, patient)).checkout_url;
    expect(json(await lookUp(token))).toMatchObject({ state: 'awaiting_patient_payment', is_open: true });
    const again = (await login(t.app, 'nell@example.test', 'a-good-password')).access;
    expect(json(await redeem(token, again)).checkout_url).toBe(url);
  });

  it('issues her kit as she pays (the provider sees it accepted), once, and returns her to a patient page', async () => {
    const url = json(await redeem(token, patient)).checkout_url;
    const tests = await countRows(t.db, 'user_tests');
    const paid = await payInSandbox(t.app, url);
    expect(paid.path).toBe('/tests/order-complete/');
    // No POST /orders/process: she closed the tab.
    const order = await orderFor('nell@example.test');
    expect(order).toMatchObject({ status: 'kit_sent', paid_at: t.clock.now().toISOString(), test_hash: expect.stringMatching(/^FLP/) });
    expect(await countRows(t.db, 'user_tests')).toBe(tests + 1);
    const mine = json(await get(t.app, '/api/v1/user-tests/', patient)) as { hash: string }[];
    expect(mine.map((x) => x.hash)).toContain(order.test_hash);
    expect(json(await lookUp(token))).toMatchObject({ state: 'used', is_open: false });
    back = paid.order as unknown as Record<string, string>;
  });

  it('answers her later return with the same processed order, writing nothing; the link is used', async () => {
    const before = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', '/api/v1/orders/process', patient, back);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'processed', order_email: 'nell@example.test' });
    expect((await redeem(token, patient)).statusCode).toBe(410);
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
    expect((await orderFor('nell@example.test')).status).toBe('kit_sent');
  });
});

describe('a provider-paid order with the STI panel', () => {
  let token: string;
  let checkoutUrl: string;
  let uid: string;
  let patient: string;

  it('answers the provider a checkout URL priced from the catalogue (test + STI panel)', async () => {
    const res = await placeOrder({ patient_email: 'quinn@example.test', payer: 'provider', add_sti_panel: true });
    expect(res.statusCode).toBe(201);
    ({ checkout_url: checkoutUrl } = json(res));
    uid = json(res).order.uid;
    expect(json(res).order).toMatchObject({ status: 'awaiting_payment', add_sti_panel: true, price: 208 });
    const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', sessionId(checkoutUrl)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ kind: 'provider-order', user_id: await userId('provider@flora.test'), total_cents: 20800 });
    expect(JSON.parse(session.line_items).map((l: { slug: string }) => l.slug)).toEqual(['vaginal-microbiome-test', 'sti-panel-add-on']);
    token = tokenIn((await outboxFor(t.app, 'quinn@example.test'))[0].link!);
    patient = await register('quinn@example.test');
  });

  it('cannot be accepted before the provider paid (409), and answers the same payment page again', async () => {
    expect(json(await lookUp(token))).toMatchObject({ state: 'awaiting_provider_payment', is_open: false, price: null });
    const before = await snapshotCounts(t.db);
    const early = await redeem(token, patient);
    expect(early.statusCode).toBe(409);
    expect(json(early).detail).toMatch(/not completed the payment/);
    const again = await call(t.app, 'POST', `/api/v1/provider/orders/${uid}/checkout/`, provider);
    expect(again.statusCode).toBe(200);
    expect(json(again).checkout_url).toBe(checkoutUrl);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('after a declined payment, starts a new payment page', async () => {
    await t.db.updateTable('checkout_sessions').set({ status: 'declined' }).where('id', '=', sessionId(checkoutUrl)).execute();
    const res = await call(t.app, 'POST', `/api/v1/provider/orders/${uid}/checkout/`, provider);
    expect(json(res).checkout_url).not.toBe(checkoutUrl);
    checkoutUrl = json(res).checkout_url;
  });

  it('once paid: no second payment (409); the patient accepts and gets the kit at once (201), audited', async () => {
    await payAndProcess(checkoutUrl);
    expect((await orderFor('quinn@example.test')).status).toBe('awaiting_patient');
    const paid = await call(t.app, 'POST', `/api/v1/provider/orders/${uid}/checkout/`, provider);
    expect(paid.statusCode).toBe(409);
    const since = await lastAuditId(t.app);
    const res = await redeem(token, patient);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ status: 'kit_sent', checkout_url: null });
    const hash = json(res).test_hash;
    const entries = await auditSince(t.app, 'quinn@example.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['create', 'provider_order', uid],
      ['create', 'user_test', hash],
    ]);
    expect((await orderFor('quinn@example.test')).status).toBe('kit_sent');
    const before = await snapshotCounts(t.db);
    expect((await redeem(token, patient)).statusCode).toBe(410);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('follows the test: activated (consent), received, released; then the results PDF', async () => {
    const { test_hash: hash } = await orderFor('quinn@example.test');
    expect((await call(t.app, 'POST', `/api/v1/user-tests/${hash}/consent/`, patient)).statusCode).toBe(200);
    expect((await orderFor('quinn@example.test')).status).toBe('activated');
    expect((await get(t.app, `/api/v1/provider/patient-tests/${hash}/results.pdf`, provider)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/internal/lab/tests/${hash}/receive/`, staff)).statusCode).toBe(200);
    expect((await orderFor('quinn@example.test')).status).toBe('received');
    const microbes = [{ name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 91.5 }];
    expect((await call(t.app, 'POST', `/api/internal/lab/tests/${hash}/results/`, staff, { valencia_type: 'CST I-A', microbes })).statusCode).toBe(200);
    const order = await orderFor('quinn@example.test');
    expect(order.status).toBe('released');
    const pdf = await get(t.app, order.results_pdf_url, provider);
    expect(pdf.statusCode).toBe(200);
    expect((await readPdf(pdf.rawPayload)).lines).toContain('Patient: Pia Patient');
  });
});

describe('the order page (patient name, the link, the sandbox and processing)', () => {
  it("greets the patient by the name the provider gave and answers the link it emailed", async () => {
    const res = await placeOrder({ patient_email: 'nora@example.test', payer: 'patient', patient_name: '  Nora Patient ' });
    expect(res.statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, 'nora@example.test');
    expect(mail.body).toMatch(/^Hi Nora Patient,/);
    expect(json(res).patient_link).toBe(mail.link);
  });

  it("keeps the patient's name with the order (trimmed) and lists it; no name is null", async () => {
    const named = await placeOrder({ patient_email: 'nadia@example.test', payer: 'provider', patient_name: '  Nadia Named ' });
    expect(named.statusCode).toBe(201);
    expect(json(named).order.patient_name).toBe('Nadia Named');
    expect((await t.db.selectFrom('provider_orders').select('patient_name').where('uid', '=', json(named).order.uid).executeTakeFirstOrThrow()).patient_name).toBe('Nadia Named');
    expect((await orderFor('nadia@example.test')).patient_name).toBe('Nadia Named');
    expect((await placeOrder({ patient_email: 'nameless@example.test', payer: 'patient', patient_name: '   ' })).statusCode).toBe(201);
    expect((await orderFor('nameless@example.test')).patient_name).toBeNull();
  });

  it('refuses a name over 100 characters (400), writing nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await placeOrder({ patient_email: 'long@example.test', payer: 'patient', patient_name: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('a provider-paid order paid in the sandbox returns to /provider/tests/order-complete/ and POST /api/v1/orders/process marks it paid', async () => {
    const res = await placeOrder({ patient_email: 'olga@example.test', payer: 'provider' });
    expect(res.statusCode).toBe(201);
    const { path, order } = await payInSandbox(t.app, json(res).checkout_url);
    expect(path).toBe('/provider/tests/order-complete/');
    const processed = await call(t.app, 'POST', '/api/v1/orders/process', provider, order);
    expect(processed.statusCode).toBe(200);
    expect((await orderFor('olga@example.test')).status).toBe('awaiting_patient');
    expect((await orderFor('olga@example.test')).paid_at).not.toBeNull();
    expect((await call(t.app, 'POST', '/api/v1/orders/process', provider, order)).statusCode).toBe(200);
  });
});

describe('bad orders', () => {
  it.each([
    ['a malformed email', { patient_email: 'nope', payer: 'patient' }],
    ['an unknown payer', { patient_email: 'a@example.test', payer: 'insurance' }],
    ['a string for the STI flag', { patient_email: 'a@example.test', payer: 'patient', add_sti_panel: 'yes' }],
    ['an unknown field', { patient_email: 'a@example.test', payer: 'patient', price: 1 }],
    ['no payer', { patient_email: 'a@example.test' }],
    ["the provider's own email", { patient_email: 'Provider@flora.test', payer: 'patient' }],
  ])('refuses %s with 400 {detail}, writing nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await placeOrder(body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers 409 to paying a patient-paid order and 404/400 for unknown or malformed ids', async () => {
    const waiting = await orderFor('new@flora.test');
    const before = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `/api/v1/provider/orders/${waiting.uid}/checkout/`, provider);
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/patient pays/);
    expect((await call(t.app, 'POST', '/api/v1/provider/orders/00000000-0000-4000-8000-000000000000/checkout/', provider)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/v1/provider/orders/not-a-uid/checkout/', provider)).statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('the provider-test link', () => {
  it('answers 404 {detail} for an unknown token (GET and POST), 400 for a malformed one, 410 for a used one', async () => {
    const newUser = (await login(t.app, 'new@flora.test')).access;
    const olivia = (await login(t.app, 'olivia@flora.test')).access;
    const before = await snapshotCounts(t.db);
    for (const res of [await lookUp('x'.repeat(40)), await redeem('x'.repeat(40), newUser)]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).detail).toMatch(/not valid/);
    }
    expect((await lookUp('short')).statusCode).toBe(400);
    expect((await redeem(USED_PROVIDER_TEST_TOKEN, olivia)).statusCode).toBe(410);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it("the seeded link waits for new@flora.test", async () => {
    expect(json(await lookUp(DEMO_PROVIDER_TEST_TOKEN))).toMatchObject({ state: 'open', patient_email_hint: 'n***@flora.test', price: 129 });
  });
});

describe('GET /api/v1/provider/patient-tests/{hash}/results.pdf', () => {
  const download = (hash: string, access = provider) => get(t.app, `/api/v1/provider/patient-tests/${hash}/results.pdf`, access);

  it('is a real PDF of the results with the plan items; audited as a read of the test and its results', async () => {
    const since = await lastAuditId(t.app);
    const res = await download(RHEA_TEST.hash);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="flora-results-${RHEA_TEST.hash}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const { lines } = await readPdf(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Patient: Rhea Results',
        expect.stringMatching(/^Test: FLPDEMO002/),
        'CST IV-A (VALENCIA): disrupted; findings: BV',
        'Gardnerella vaginalis 31.2%',
        'Plan items',
        'Treatment: Boric Acid Suppositories (ba-14) for BV',
        'Routine essential: Vaginal Probiotic (op-4)',
      ]),
    );
    expect(lines.find((l) => l.startsWith('Activated:'))).toMatch(/results ready: \d{4}-\d{2}-\d{2}$/);
    const entries = await auditSince(t.app, 'rhea@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([
      ['read', 'user_test', RHEA_TEST.hash, 'GET /api/v1/provider/patient-tests/:hash/results.pdf'],
      ['read', 'test_results', RHEA_TEST.hash, 'GET /api/v1/provider/patient-tests/:hash/results.pdf'],
    ]);
  });

  it('leaves the plan items out when the feature flag provider_pdf_include_plan_items is off for the provider', async () => {
    // No route writes a user's flags (docs/flags.md): the row, and back to the default without it.
    const flag = { user_id: await userId('provider@flora.test'), kind: 'feature', name: 'provider_pdf_include_plan_items' } as const;
    await t.db.insertInto('user_flags').values({ ...flag, enabled: false }).execute();
    const { lines } = await readPdf((await download(RHEA_TEST.hash)).rawPayload);
    expect(lines).not.toContain('Plan items');
    expect(lines).toContain('Microbes (relative abundance)');
    await t.db.deleteFrom('user_flags').where('user_id', '=', flag.user_id).where('name', '=', flag.name).execute();
  });

  it("serves a test the patient released (FLDEMO0002), and 404 for anything else, writing nothing", async () => {
    expect((await download('FLDEMO0002')).statusCode).toBe(200);
    const before = await snapshotCounts(t.db);
    for (const hash of ['FLDEMO0001', 'FLPDEMO001', 'NOSUCH0001']) {
      const res = await download(hash);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No test results with this hash.' });
    }
    expect((await download('FL%20X')).statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});
