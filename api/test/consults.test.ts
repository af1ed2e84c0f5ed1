// The caller's consults: starting one of the four types, reading one, choosing the pharmacy,
// paying (checkout_url), recommended products, cross-sell and finding a consult by its order.
import { call as callApi, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['demo', 'new', 'partner', 'provider', 'unverified', 'staff']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const DEMO_UID = 'c0a80001-demo-4000-8000-000000000001';
const PARTNER_UID = 'c0a80001-mpt0-4000-8000-000000000002';

function call(method: Parameters<typeof callApi>[1], url: string, who: string, body?: unknown) {
  return callApi(t.app, method, url, tokens.get(who), body);
}

const lastAudit = () => t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const setStatus = (uid: string, status: string) => t.db.updateTable('consults').set({ status }).where('uid', '=', uid).execute();

/** Answers the status and asserts that nothing was written. */
async function refused(method: Parameters<typeof callApi>[1], url: string, who: string, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(method, url, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return res.statusCode;
}

/** demo's ready test with the expanded PCR (STI) panel, added by the sti consult test. */
const STI_TEST = 'FLDEMOSTI1';

async function addTest(email: string, hash: string, fields: Record<string, unknown>) {
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('user_tests')
    .values({ hash, user_id: await userId(email), status: 'ready', test_type: 'VM', created_at: at, updated_at: at, ...fields })
    .execute();
}

describe('POST /api/v1/consults/', () => {
  let vaginitisUid: string;
  let malePartnerUid: string;

  it('starts a vaginitis consult on the caller\'s ready test, in status IN, and audits it', async () => {
    const res = await call('POST', '/api/v1/consults/', 'demo', { type: 'vaginitis', test_hash: 'FLDEMO0001', selected_treatments: ['ba-14', 'af-3'] });
    expect(res.statusCode).toBe(201);
    const consult = json(res);
    expect(consult).toMatchObject({
      type: 'vaginitis',
      status: 'IN',
      purchase_type: 'a-la-care',
      pharmacy_type: null,
      consult_paid: false,
      is_pre_submit: true,
      prescriptions: [],
      selected_treatments: [{ slug: 'af-3' }, { slug: 'ba-14' }],
    });
    vaginitisUid = consult.uid;
    expect(await lastAudit()).toMatchObject({ action: 'create', object_type: 'consult', object_id: consult.uid, subject_user_id: await userId('demo@flora.test') });
    const list = json(await call('GET', '/api/v1/consults/', 'demo'));
    expect(list[0].uid).toBe(vaginitisUid);
  });

  it('refuses a second open vaginitis consult on the same test (409)', async () => {
    expect(await refused('POST', '/api/v1/consults/', 'demo', { type: 'vaginitis', test_hash: 'FLDEMO0001', selected_treatments: ['ba-14'] })).toBe(409);
  });

  it.each([
    ['no type', {}],
    ['an unknown type', { type: 'dental' }],
    ['an unknown field', { type: 'ungated-rx', selected_treatments: ['af-1'], colour: 'red' }],
    ['a vaginitis consult without test_hash', { type: 'vaginitis', selected_treatments: ['ba-14'] }],
    ['no selected treatments', { type: 'ungated-rx' }],
    ['an unknown treatment', { type: 'ungated-rx', selected_treatments: ['nope'] }],
    ['a product that is not a treatment', { type: 'ungated-rx', selected_treatments: ['op-4'] }],
    ['duplicate treatments', { type: 'ungated-rx', selected_treatments: ['af-1', 'af-1'] }],
    ['selected treatments on an sti consult', { type: 'sti', test_hash: 'FLDEMO0001', selected_treatments: ['af-1'] }],
    ['a string where an array belongs', { type: 'ungated-rx', selected_treatments: 'af-1' }],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    expect(await refused('POST', '/api/v1/consults/', 'demo', body)).toBe(400);
  });

  it("answers 404 for another user's test", async () => {
    expect(await refused('POST', '/api/v1/consults/', 'new', { type: 'vaginitis', test_hash: 'FLDEMO0001', selected_treatments: ['ba-14'] })).toBe(404);
  });

  it('refuses tests that are not ready, not eligible or past the 21-day window (409)', async () => {
    const old = new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString();
    await addTest('unverified@flora.test', 'UNV-OLD', { eligible_for_care: true, results_ready_at: old });
    await addTest('unverified@flora.test', 'UNV-NOTREADY', { status: 'received', eligible_for_care: true });
    await addTest('unverified@flora.test', 'UNV-INELIGIBLE', { eligible_for_care: false, eligible_for_care_reason: 'pregnant' });
    for (const hash of ['UNV-OLD', 'UNV-NOTREADY', 'UNV-INELIGIBLE']) {
      expect(await refused('POST', '/api/v1/consults/', 'unverified', { type: 'vaginitis', test_hash: hash, selected_treatments: ['ba-14'] })).toBe(409);
    }
  });

  it('starts an ungated-rx consult without a test, one open at a time', async () => {
    const res = await call('POST', '/api/v1/consults/', 'demo', { type: 'ungated-rx', selected_treatments: ['est-1'] });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ type: 'ungated-rx', status: 'IN', purchase_type: 'ungated-rx' });
    expect(await refused('POST', '/api/v1/consults/', 'demo', { type: 'ungated-rx', selected_treatments: ['af-1'] })).toBe(409);
  });

  it('refuses an sti consult on a test without the expanded PCR (STI) panel (409)', async () => {
    expect(await refused('POST', '/api/v1/consults/', 'demo', { type: 'sti', test_hash: 'FLDEMO0001' })).toBe(409);
  });

  it('starts an sti consult from a test with the expanded PCR panel, answering the open one again when retried', async () => {
    await addTest('demo@flora.test', STI_TEST, { expanded_pcr_ordered_at: t.clock.now().toISOString() });
    const first = await call('POST', '/api/v1/consults/', 'demo', { type: 'sti', test_hash: STI_TEST });
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ type: 'sti', status: 'IN', purchase_type: 'sti', selected_treatments: [] });
    const before = await snapshotCounts(t.db);
    const again = await call('POST', '/api/v1/consults/', 'demo', { type: 'sti', test_hash: STI_TEST });
    expect(again.statusCode).toBe(200);
    expect(json(again).uid).toBe(json(first).uid);
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
  });

  it('keeps male-partner consults to male-partner accounts and other consults from them', async () => {
    expect(await refused('POST', '/api/v1/consults/', 'demo', { type: 'male-partner' })).toBe(403);
    expect(await refused('POST', '/api/v1/consults/', 'partner', { type: 'ungated-rx', selected_treatments: ['af-1'] })).toBe(403);
    expect(await refused('POST', '/api/v1/consults/', 'provider', { type: 'ungated-rx', selected_treatments: ['af-1'] })).toBe(403);
    expect(await refused('POST', '/api/v1/consults/', 'partner', { type: 'male-partner', test_hash: 'X1' })).toBe(400);
    // The partner's seeded consult (OR) is still open.
    expect(await refused('POST', '/api/v1/consults/', 'partner', { type: 'male-partner' })).toBe(409);
  });

  it('starts a male-partner consult once the open one is closed', async () => {
    await setStatus(PARTNER_UID, 'CA');
    const res = await call('POST', '/api/v1/consults/', 'partner', { type: 'male-partner' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ type: 'male-partner', status: 'IN', purchase_type: 'male-partner' });
    malePartnerUid = json(res).uid;
    await setStatus(PARTNER_UID, 'OR');
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/consults/', payload: { type: 'sti' } })).statusCode).toBe(401);
  });

  describe('GET and PATCH /api/v1/consults/{uid}/', () => {
    it('answers one consult of the caller and audits the read', async () => {
      const res = await call('GET', `/api/v1/consults/${DEMO_UID}/`, 'demo');
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ uid: DEMO_UID, status: 'CP', ready_for_refills: true });
      expect(await lastAudit()).toMatchObject({ action: 'read', object_id: DEMO_UID, route: 'GET /api/v1/consults/:uid/' });
    });

    it.each([
      ['another user\'s consult', DEMO_UID, 'new', 404],
      ['an unknown uid', 'c0a80001-none-4000-8000-000000000000', 'demo', 404],
      ['a malformed uid', 'a%20b', 'demo', 400],
    ])('refuses %s', async (_what, uid, who, status) => {
      expect(await refused('GET', `/api/v1/consults/${uid}/`, who)).toBe(status);
    });

    it('sets the pharmacy before submission and audits it', async () => {
      const res = await call('PATCH', `/api/v1/consults/${vaginitisUid}/`, 'demo', { pharmacy_type: 'local-pharmacy' });
      expect(res.statusCode).toBe(200);
      expect(json(res).pharmacy_type).toBe('local-pharmacy');
      expect(json(await call('GET', `/api/v1/consults/${vaginitisUid}/`, 'demo')).pharmacy_type).toBe('local-pharmacy');
      const entries = await t.db.selectFrom('audit_log').selectAll().where('route', '=', 'PATCH /api/v1/consults/:uid/').execute();
      expect(entries).toEqual([expect.objectContaining({ action: 'update', object_id: vaginitisUid })]);
    });

    it.each([
      ['an unknown pharmacy', 'demo', () => vaginitisUid, { pharmacy_type: 'moon' }, 400],
      ['another field', 'demo', () => vaginitisUid, { pharmacy_type: 'flora-pharmacy', status: 'CP' }, 400],
      ['no body', 'demo', () => vaginitisUid, undefined, 400],
      ["another user's consult", 'new', () => vaginitisUid, { pharmacy_type: 'flora-pharmacy' }, 404],
      ['a submitted (here complete) consult', 'demo', () => DEMO_UID, { pharmacy_type: 'flora-pharmacy' }, 409],
    ])('refuses %s', async (_what, who, uid, body, status) => {
      expect(await refused('PATCH', `/api/v1/consults/${uid()}/`, who, body)).toBe(status);
    });
  });

  describe('GET /api/v1/consults/{uid}/checkout_url/ and the order lookup', () => {
    it('starts a checkout priced from the selected treatments and audits it', async () => {
      const res = await call('GET', `/api/v1/consults/${vaginitisUid}/checkout_url/`, 'demo');
      expect(res.statusCode).toBe(200);
      const { checkout_url } = json(res);
      expect(checkout_url).toMatch(/^\/api\/v1\/checkout\/[A-Za-z0-9_-]+\/$/);
      const id = checkout_url.split('/').at(-2);
      const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // ba-14 $29 + af-3 $35.
      expect(session).toMatchObject({ kind: 'consult', total_cents: 2900 + 3500, status: 'open' });
      expect(await lastAudit()).toMatchObject({ action: 'create', object_type: 'consult_checkout', object_id: vaginitisUid });
    });

    it('checks out the voucher for a male-partner consult', async () => {
      const res = await call('GET', `/api/v1/consults/${malePartnerUid}/checkout_url/`, 'partner');
      expect(res.statusCode).toBe(200);
      const id = json(res).checkout_url.split('/').at(-2);
      const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(session).toMatchObject({ kind: 'consult', total_cents: 12900 });
      expect(JSON.parse(session.line_items)).toEqual([expect.objectContaining({ slug: 'male-partner-treatment-voucher', quantity: 1 })]);
    });

    it.each([
      ['a paid, complete consult', DEMO_UID, 'demo', 409],
      ["another user's consult", DEMO_UID, 'new', 404],
      ['an unknown query parameter', `${DEMO_UID}/checkout_url/?x=1`, 'demo', 400],
    ])('refuses %s', async (_what, uid, who, status) => {
      const url = uid.includes('?') ? `/api/v1/consults/${uid}` : `/api/v1/consults/${uid}/checkout_url/`;
      expect(await refused('GET', url, who)).toBe(status);
    });

    it('refuses staff viewing as the user (impersonation is read-only) with 403', async () => {
      expect(await refused('GET', `/api/v1/consults/${vaginitisUid}/checkout_url/?__impersonate=demo@flora.test`, 'staff')).toBe(403);
      expect((await call('GET', `/api/v1/consults/${vaginitisUid}/?__impersonate=demo@flora.test`, 'staff')).statusCode).toBe(200);
    });

    it('refuses a consult with nothing to pay for (an sti consult) with 409', async () => {
      const sti = json(await call('POST', '/api/v1/consults/', 'demo', { type: 'sti', test_hash: STI_TEST }));
      expect(await refused('GET', `/api/v1/consults/${sti.uid}/checkout_url/`, 'demo')).toBe(409);
    });

    it('finds the consult of a checkout by checkout_id and checkout_token, only for its owner', async () => {
      const consult = await t.db.selectFrom('consults').select('id').where('uid', '=', vaginitisUid).executeTakeFirstOrThrow();
      const session = await t.db.selectFrom('checkout_sessions').select(['id', 'token']).where('consult_id', '=', consult.id).executeTakeFirstOrThrow();
      const url = `/api/v1/consults/order/?checkout_id=${session.id}&checkout_token=${session.token}`;
      const res = await call('GET', url, 'demo');
      expect(res.statusCode).toBe(200);
      expect(json(res).uid).toBe(vaginitisUid);
      expect(await lastAudit()).toMatchObject({ action: 'read', object_id: vaginitisUid, route: 'GET /api/v1/consults/order/' });

      expect(await refused('GET', url, 'new')).toBe(404);
      expect(await refused('GET', `/api/v1/consults/order/?checkout_id=${session.id}&checkout_token=wrong`, 'demo')).toBe(404);
      expect(await refused('GET', `/api/v1/consults/order/?checkout_id=${session.id}`, 'demo')).toBe(400);
      expect(await refused('GET', `/api/v1/consults/order/?checkout_id=${session.id}&checkout_token=a%20b`, 'demo')).toBe(400);
    });
  });

  describe('recommended products and cross-sell', () => {
    it('recommends the care products and the probiotic, and audits the read', async () => {
      const res = await call('GET', `/api/v1/consults/${DEMO_UID}/recommended-products/`, 'demo');
      expect(res.statusCode).toBe(200);
      const { data } = json(res);
      expect(Object.keys(data.care_products).sort()).toEqual(['coaching-call', 'consult-review', 'travel-bag', 'treatment-calendar']);
      expect(data.care_products['treatment-calendar']).toMatchObject({ slug: 'treatment-calendar', price: 30 });
      expect(data.routine_essentials.map((p: { slug: string }) => p.slug)).toEqual(['op-4']);
      expect(await lastAudit()).toMatchObject({ action: 'read', object_id: DEMO_UID, route: 'GET /api/v1/consults/:uid/recommended-products/' });
    });

    it('recommends no probiotic to a male partner', async () => {
      const { data } = json(await call('GET', `/api/v1/consults/${PARTNER_UID}/recommended-products/`, 'partner'));
      expect(data.routine_essentials).toEqual([]);
      expect(Object.keys(data.care_products)).toHaveLength(4);
    });

    it("answers 404 for another user's consult", async () => {
      expect(await refused('GET', `/api/v1/consults/${DEMO_UID}/recommended-products/`, 'new')).toBe(404);
    });

    it('starts a cross-sell checkout of recommended products and audits it', async () => {
      const res = await call('POST', `/api/v1/consults/${DEMO_UID}/cross-sell-checkout-url/`, 'demo', { product_slugs: ['op-4', 'travel-bag'] });
      expect(res.statusCode).toBe(200);
      const id = json(res).checkout_url.split('/').at(-2);
      const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(session).toMatchObject({ kind: 'cross-sell', total_cents: 3900 + 2500 });
      expect(await lastAudit()).toMatchObject({ action: 'create', object_type: 'consult_checkout', object_id: DEMO_UID });
    });

    it.each([
      ['a product that is not recommended', DEMO_UID, 'demo', { product_slugs: ['ba-14'] }, 400],
      ['no products', DEMO_UID, 'demo', { product_slugs: [] }, 400],
      ['duplicates', DEMO_UID, 'demo', { product_slugs: ['op-4', 'op-4'] }, 400],
      ['an unknown field', DEMO_UID, 'demo', { product_slugs: ['op-4'], discount: 5 }, 400],
      ["another user's consult", DEMO_UID, 'new', { product_slugs: ['op-4'] }, 404],
    ])('refuses %s', async (_what, uid, who, body, status) => {
      expect(await refused('POST', `/api/v1/consults/${uid}/cross-sell-checkout-url/`, who, body)).toBe(status);
    });

    it('refuses an unpaid consult (409)', async () => {
      expect(await refused('POST', `/api/v1/consults/${vaginitisUid}/cross-sell-checkout-url/`, 'demo', { product_slugs: ['op-4'] })).toBe(409);
    });
  });
});
