// Checkouts started from a test: the PCR add-on, ungated Rx and the retest.
import { completeHistory } from './helpers/health-history';
import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let fresh: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  expect((await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash: 'FLKIT00004' })).statusCode).toBe(201);
});
afterAll(() => t.close());

// The clock moves a second per request, so the newest session is the last one created.
const post = (path: string, access: string, body?: unknown) => {
  t.clock.advance(1000);
  return call(t.app, 'POST', `/api/v1/user-tests/${path}`, access, body);
};
const newestSession = () => t.db.selectFrom('checkout_sessions').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
const CHECKOUT_URL = /^\/api\/v1\/checkout\/[A-Za-z0-9_-]{24}\/$/;

async function expectRefused(res: Awaited<ReturnType<typeof post>>, status: number, before: Record<string, number>) {
  expect(res.statusCode).toBe(status);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
}

describe('POST .../{hash}/checkout/ (vPCR add-on)', () => {
  it('starts a checkout of the PCR add-on, priced from the catalogue, linked to the test; audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await post('FLKIT00004/checkout/', fresh, { checkout_type: 'vPCR-add-on' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ checkout_url: expect.stringMatching(CHECKOUT_URL) });
    const session = await newestSession();
    expect(json(res).checkout_url).toContain(session.id);
    expect(session).toMatchObject({ kind: 'vPCR-add-on', total_cents: 9900, status: 'open' });
    expect(JSON.parse(session.line_items)).toEqual([{ slug: 'vpcr-add-on', quantity: 1, name: 'Expanded PCR Panel (add-on)', unit_price_cents: 9900 }]);
    const test = await t.db.selectFrom('user_tests').select('id').where('hash', '=', 'FLKIT00004').executeTakeFirstOrThrow();
    expect(session.test_id).toBe(test.id);
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'user_test', object_id: 'FLKIT00004', route: 'POST /api/v1/user-tests/:hash/checkout/' }),
    ]);
  });

  it.each([[{ checkout_type: 'full-panel' }], [{}], [{ checkout_type: 'vPCR-add-on', price: 0 }], [null]])('refuses %j (400) and writes nothing', async (body) => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await post('FLKIT00004/checkout/', fresh, JSON.stringify(body)), 400, before);
  });

  it('is refused once the results are ready (409)', async () => {
    const before = await snapshotCounts(t.db);
    const res = await post('FLDEMO0001/checkout/', demo, { checkout_type: 'vPCR-add-on' });
    await expectRefused(res, 409, before);
    expect(json(res).detail).toMatch(/ready/);
  });

  it("answers 404 for another user's test", async () => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await post('FLDEMO0001/checkout/', fresh, { checkout_type: 'vPCR-add-on' }), 404, before);
  });
});

describe('POST .../{hash}/ungated-checkout/', () => {
  it('is refused (409) until the health history reports symptoms', async () => {
    const before = await snapshotCounts(t.db);
    const res = await post('FLKIT00004/ungated-checkout/', fresh, { treatment_slugs: ['af-1'] });
    await expectRefused(res, 409, before);
    expect(json(res).detail).toMatch(/ungated Rx/);
    await expectRefused(await post('FLDEMO0001/ungated-checkout/', demo, { treatment_slugs: ['af-1'] }), 409, before);
  });

  it('starts a checkout of the chosen ungated treatments once eligible; audited', async () => {
    await post('FLKIT00004/consent/', fresh);
    await post('FLKIT00004/sample/', fresh, { ph: 4.9 });
    expect((await post('FLKIT00004/submit/', fresh, { answers: completeHistory({ symptoms: ['itching'] }) })).statusCode).toBe(200);
    const since = await lastAuditId(t.app);
    const res = await post('FLKIT00004/ungated-checkout/', fresh, { treatment_slugs: ['af-1', 'soo-3'] });
    expect(res.statusCode).toBe(200);
    expect(json(res).checkout_url).toMatch(CHECKOUT_URL);
    expect(await newestSession()).toMatchObject({ kind: 'ungated-rx', total_cents: 2500 + 1900 });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'user_test', object_id: 'FLKIT00004', route: 'POST /api/v1/user-tests/:hash/ungated-checkout/' }),
    ]);
  });

  it.each([
    ['a product that is not an ungated treatment', { treatment_slugs: ['op-4'] }],
    ['an unknown slug', { treatment_slugs: ['nope'] }],
    ['no treatments', { treatment_slugs: [] }],
    ['a repeated treatment', { treatment_slugs: ['af-1', 'af-1'] }],
    ['a slug that is not a string', { treatment_slugs: [14] }],
    ['an extra field', { treatment_slugs: ['af-1'], price: 1 }],
    ['no body', null],
  ])('refuses %s (400) and writes nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await post('FLKIT00004/ungated-checkout/', fresh, JSON.stringify(body));
    await expectRefused(res, 400, before);
  });

  it('names the field of a refused treatment', async () => {
    const res = await post('FLKIT00004/ungated-checkout/', fresh, { treatment_slugs: ['af-1', 'op-4'] });
    expect(json(res)).toEqual({ detail: expect.stringContaining('op-4'), field: 'treatment_slugs' });
  });

  it("answers 404 for another user's test", async () => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await post('FLKIT00004/ungated-checkout/', demo, { treatment_slugs: ['af-1'] }), 404, before);
  });
});

describe('POST /api/v1/user-tests/retest-checkout/', () => {
  it.each([[{}], [{ discount_code: 'RETEST20' }]])('%j starts a test-kit checkout with $20 off (RETEST20, the default); audited', async (body) => {
    const since = await lastAuditId(t.app);
    const res = await post('retest-checkout/', demo, body);
    expect(res.statusCode).toBe(200);
    expect(json(res).checkout_url).toMatch(CHECKOUT_URL);
    const session = await newestSession();
    expect(session).toMatchObject({ kind: 'retest', discount_code: 'RETEST20', discount_cents: 2000, subtotal_cents: 12900, total_cents: 10900 });
    expect(JSON.parse(session.line_items)[0]).toMatchObject({ slug: 'vaginal-microbiome-test', quantity: 1 });
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'user_test', object_id: 'FLDEMO0001', route: 'POST /api/v1/user-tests/retest-checkout/' }),
    ]);
  });

  it('refuses an unknown code (400, field discount_code) and malformed bodies, writing nothing', async () => {
    const before = await snapshotCounts(t.db);
    for (const code of ['FREE100', 'constructor', 'toString', '__proto__']) {
      const res = await post('retest-checkout/', demo, { discount_code: code });
      await expectRefused(res, 400, before);
      expect(json(res).field).toBe('discount_code');
    }
    for (const body of [{ discount_code: 20 }, { discount_code: '' }, { discount_code: 'RETEST20', discount_value: 100 }, null, []]) {
      await expectRefused(await post('retest-checkout/', demo, JSON.stringify(body)), 400, before);
    }
  });

  it('needs a ready test (409)', async () => {
    const before = await snapshotCounts(t.db);
    const res = await post('retest-checkout/', fresh, {});
    await expectRefused(res, 409, before);
    expect(json(res).detail).toMatch(/ready test/);
  });

  it('needs a sign-in', async () => {
    expect((await call(t.app, 'POST', '/api/v1/user-tests/retest-checkout/', null, {})).statusCode).toBe(401);
  });
});
