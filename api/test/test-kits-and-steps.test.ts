// Attaching kits and the user's steps on a test: consent, sample, health history, provider release.
import { auditSince, lastAuditId } from './helpers/audit';
import { completeHistory, NO_SYMPTOMS_HISTORY } from './helpers/health-history';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let fresh: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  fresh = (await login(t.app, 'new@flora.test')).access;
  demo = (await login(t.app, 'demo@flora.test')).access;
});
afterAll(() => t.close());

const attach = (access: string | null, body: unknown) => call(t.app, 'POST', '/api/v1/user-tests/', access, body);
const step = (hash: string, action: string, access: string, body?: unknown) =>
  call(t.app, 'POST', `/api/v1/user-tests/${hash}/${action}/`, access, body);
/** Unknown kit codes the account tried in this window. */
async function guessCount(email: string): Promise<number> {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const row = await t.db.selectFrom('rate_limit_counters').select('count').where('key', '=', `kit-code:account:${user.id}`).executeTakeFirst();
  return Number(row?.count ?? 0);
}
const detail = async (hash: string, access: string) => json(await get(t.app, `/api/v1/user-tests/${hash}/`, access));

describe('POST /api/v1/user-tests/ (attach a kit)', () => {
  it('attaches an unused kit (code matched case-insensitively): 201, activated, with an empty lab-order intake; audited', async () => {
    const before = await snapshotCounts(t.db);
    const since = await lastAuditId(t.app);
    const res = await attach(fresh, { hash: 'flkit00001' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      hash: 'FLKIT00001',
      status: 'activated',
      test_type: 'VM',
      lab: 'microgen',
      test_order: 'FL-20000001',
      activated_at: t.clock.now().toISOString(),
      consented_at: null,
      sample_taken_at: null,
      results: null,
      valencia_type: null,
      lab_order_intake_id: expect.any(Number),
    });
    const after = await snapshotCounts(t.db);
    expect(after.user_tests).toBe(before.user_tests + 1);
    expect(after.lab_order_intakes).toBe(before.lab_order_intakes + 1);
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'create', object_type: 'user_test', object_id: 'FLKIT00001', route: 'POST /api/v1/user-tests/' }),
    ]);
    expect(json(await get(t.app, '/api/v1/user-tests/current/', fresh)).hash).toBe('FLKIT00001');
  });

  it('answers 200 with the test and writes nothing when the caller attaches their own kit again', async () => {
    const before = await snapshotCounts(t.db);
    const res = await attach(fresh, { hash: 'FLKIT00001' });
    expect(res.statusCode).toBe(200);
    expect(json(res).hash).toBe('FLKIT00001');
    expect({ ...(await snapshotCounts(t.db)), audit_log: 0 }).toEqual({ ...before, audit_log: 0 });
  });

  const KIT_TAKEN = 'This test kit is already activated by another account. Contact support if it is yours.';
  it.each([
    ['a kit another account attached', 'FLKIT00001', 409, KIT_TAKEN],
    ["the demo user's test", 'FLDEMO0001', 409, KIT_TAKEN],
    ['an unknown code', 'FLKIT99999', 404, 'No test kit with this code. Check the code printed on your kit.'],
  ])('refuses %s and writes nothing (but the guess counter of an unknown code)', async (_what, hash, status, detail) => {
    const { access } = await login(t.app, 'noconsent@flora.test');
    const before = await snapshotCounts(t.db);
    const res = await attach(access, { hash });
    expect(res.statusCode).toBe(status);
    expect(json(res)).toEqual({ detail });
    const guesses = status === 404 ? 1 : 0;
    expect({ ...(await snapshotCounts(t.db)), rate_limit_counters: 0 }).toEqual({ ...before, rate_limit_counters: 0 });
    expect(await guessCount('noconsent@flora.test')).toBe(guesses);
    await t.db.deleteFrom('rate_limit_counters').execute();
  });

  it.each([
    ['a number', { hash: 12345678 }],
    ['too short', { hash: 'FLK1' }],
    ['too long', { hash: 'F'.repeat(33) }],
    ['a space', { hash: 'FLKIT 0002' }],
    ['punctuation', { hash: 'FLKIT0000;' }],
    ['an extra field', { hash: 'FLKIT00002', user_id: 1 }],
    ['no hash', {}],
    ['an array', ['FLKIT00002']],
    ['null', null],
  ])('answers 400 {detail} to %s and writes nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await attach(fresh, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('needs a sign-in and takes no query parameters', async () => {
    expect((await attach(null, { hash: 'FLKIT00002' })).statusCode).toBe(401);
    const before = await snapshotCounts(t.db);
    expect((await call(t.app, 'POST', '/api/v1/user-tests/?x=1', fresh, { hash: 'FLKIT00002' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/v1/user-tests/FLKIT00001/provider-release/?__impersonate=demo@flora.test', fresh, { provider_release: true })).statusCode).toBe(403);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('the steps on a test: consent -> sample -> health history', () => {
  const HASH = 'FLKIT00001';

  it('refuses the sample before consent and the health history before the sample (409), changing nothing', async () => {
    const before = await detail(HASH, fresh);
    const sample = await step(HASH, 'sample', fresh, { ph: 4.5 });
    expect(sample.statusCode).toBe(409);
    expect(json(sample).detail).toMatch(/consent/i);
    const submit = await step(HASH, 'submit', fresh, {});
    expect(submit.statusCode).toBe(409);
    expect(json(submit).detail).toMatch(/sample/i);
    expect(await detail(HASH, fresh)).toEqual(before);
  });

  it('records consent once (a repeat keeps the first time); audited as an update, then a read', async () => {
    const since = await lastAuditId(t.app);
    const first = await step(HASH, 'consent', fresh);
    expect(first.statusCode).toBe(200);
    const consentedAt = t.clock.now().toISOString();
    expect(json(first).consented_at).toBe(consentedAt);
    t.clock.advance(60_000);
    const again = await step(HASH, 'consent', fresh, {});
    expect(again.statusCode).toBe(200);
    expect(json(again).consented_at).toBe(consentedAt);
    const entries = await auditSince(t.app, 'new@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.route])).toEqual([
      ['update', 'user_test', 'POST /api/v1/user-tests/:hash/consent/'],
      ['read', 'user_test', 'POST /api/v1/user-tests/:hash/consent/'],
    ]);
  });

  it.each([
    ['below the range', { ph: 2.9 }],
    ['above the range', { ph: 8.1 }],
    ['a string', { ph: '4.5' }],
    ['no ph', {}],
    ['an extra field', { ph: 4.5, taken_at: 'now' }],
    ['a consent body', { consent: true }],
  ])('refuses a sample with %s (400) and writes nothing', async (_what, body) => {
    const before = await detail(HASH, fresh);
    const res = await step(HASH, 'sample', fresh, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await detail(HASH, fresh)).toEqual(before);
  });

  it('records the sample and its pH, and corrects it before the lab receives it', async () => {
    const since = await lastAuditId(t.app);
    const res = await step(HASH, 'sample', fresh, { ph: 4.5 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ sample_ph: 4.5, sample_taken_at: t.clock.now().toISOString() });
    expect(json(await step(HASH, 'sample', fresh, { ph: 3 })).sample_ph).toBe(3);
    expect(json(await step(HASH, 'sample', fresh, { ph: 8 })).sample_ph).toBe(8);
    expect(json(await step(HASH, 'sample', fresh, { ph: 4.7 })).sample_ph).toBe(4.7);
    const entries = await auditSince(t.app, 'new@flora.test', since);
    expect(entries[0]).toMatchObject({ action: 'update', object_type: 'user_test', object_id: HASH, route: 'POST /api/v1/user-tests/:hash/sample/' });
  });

  it.each([
    ['an unknown symptom', { answers: { symptoms: ['sneezing'] } }],
    ['symptoms as a string', { answers: { symptoms: 'itching' } }],
    ['answers as a list', { answers: ['itching'] }],
    ['a nested answer', { answers: { diet: { vegan: true } } }],
    ['an odd question name', { answers: { 'Bad Name!': 'x' } }],
    ['an unknown question', { answers: { age_range: '25-34' } }],
    ['a choice the question does not have', { answers: { pregnant: 'maybe' } }],
    ['an unknown top-level field', { answers: {}, extra: 1 }],
  ])('refuses a health history with %s (400) and writes nothing', async (_what, body) => {
    const before = await detail(HASH, fresh);
    const res = await step(HASH, 'submit', fresh, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await detail(HASH, fresh)).toEqual(before);
  });

  it('submits the health history once: stamps healthcontext, symptoms make ungated Rx available; a repeat is 409', async () => {
    const since = await lastAuditId(t.app);
    const answers = completeHistory({ symptoms: ['itching', 'odor'], pregnant: 'no' });
    const res = await step(HASH, 'submit', fresh, { answers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      healthcontext: { health_history_submitted_at: t.clock.now().toISOString() },
      eligible_for_ungated_rx: true,
      eligible_for_any_care: true,
    });
    const row = await t.db.selectFrom('user_tests').select('health_history_answers').where('hash', '=', HASH).executeTakeFirstOrThrow();
    expect(JSON.parse(row.health_history_answers!)).toEqual(answers);
    const again = await step(HASH, 'submit', fresh, { answers: { symptoms: ['none'] } });
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toMatch(/already submitted/);
    expect((await detail(HASH, fresh)).eligible_for_ungated_rx).toBe(true);
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'create', object_type: 'health_history', object_id: HASH })]),
    );
  });

  it('accepts a complete health history without symptoms (no ungated Rx)', async () => {
    const { access } = await login(t.app, 'unverified@flora.test');
    expect((await attach(access, { hash: 'FLKIT00003' })).statusCode).toBe(201);
    await step('FLKIT00003', 'consent', access);
    await step('FLKIT00003', 'sample', access, { ph: 4.2 });
    const res = await step('FLKIT00003', 'submit', access, { answers: NO_SYMPTOMS_HISTORY });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ healthcontext: { health_history_submitted_at: expect.any(String) }, eligible_for_ungated_rx: false });
  });

  it('refuses consent and sample once the lab has received the sample (409)', async () => {
    const { access } = await login(t.app, 'noconsent@flora.test');
    expect((await attach(access, { hash: 'FLKIT00002' })).statusCode).toBe(201);
    const staff = await login(t.app, 'staff@flora.test');
    expect((await call(t.app, 'POST', '/api/internal/lab/tests/FLKIT00002/receive/', staff.access)).statusCode).toBe(200);
    const consent = await step('FLKIT00002', 'consent', access);
    expect(consent.statusCode).toBe(409);
    expect(json(consent).detail).toMatch(/before the lab receives/);
    expect((await detail('FLKIT00002', access)).consented_at).toBeNull();

    expect((await call(t.app, 'POST', `/api/internal/lab/tests/${'FLKIT00001'}/receive/`, staff.access)).statusCode).toBe(200);
    const sample = await step('FLKIT00001', 'sample', fresh, { ph: 5 });
    expect(sample.statusCode).toBe(409);
    expect((await detail('FLKIT00001', fresh)).sample_ph).toBe(4.7);
  });
});

describe('POST .../{hash}/provider-release/', () => {
  it('sets and clears the release; audited', async () => {
    const since = await lastAuditId(t.app);
    const on = await step('FLKIT00001', 'provider-release', fresh, { provider_release: true });
    expect(on.statusCode).toBe(200);
    expect(json(on).provider_release).toBe(true);
    expect(json(await step('FLKIT00001', 'provider-release', fresh, { provider_release: false })).provider_release).toBe(false);
    const entries = await auditSince(t.app, 'new@flora.test', since);
    expect(entries.map((e) => [e.action, e.route])).toEqual([
      ['update', 'POST /api/v1/user-tests/:hash/provider-release/'],
      ['update', 'POST /api/v1/user-tests/:hash/provider-release/'],
    ]);
  });

  it.each([[{ provider_release: 'yes' }], [{}], [{ provider_release: true, provider_id: 6 }], [null]])('refuses %j (400)', async (body) => {
    const res = await step('FLKIT00001', 'provider-release', fresh, JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect((await detail('FLKIT00001', fresh)).provider_release).toBe(false);
  });
});

describe("another user's test", () => {
  it.each([
    ['consent', undefined],
    ['sample', { ph: 4.5 }],
    ['submit', {}],
    ['provider-release', { provider_release: true }],
  ])('%s answers 404 {detail} and writes nothing', async (action, body) => {
    const snapshot = await detail('FLKIT00001', fresh);
    const before = await snapshotCounts(t.db);
    const res = await step('FLKIT00001', action, demo, body);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'No test with this hash.' });
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect(await detail('FLKIT00001', fresh)).toEqual(snapshot);
  });

  it('a malformed hash in the path is 400', async () => {
    expect((await step('FL%20KIT', 'consent', fresh)).statusCode).toBe(400);
  });
});

describe('kit-code guesses (issue 28: docs/security.md)', () => {
  it('counts only unknown codes: a taken or own code gives its count back', async () => {
    const { access } = await login(t.app, 'lapsed@flora.test');
    for (let i = 0; i < 25; i++) expect((await attach(access, { hash: 'FLDEMO0001' })).statusCode).toBe(409);
    expect(await guessCount('lapsed@flora.test')).toBe(0);
    for (let i = 0; i < 20; i++) expect((await attach(access, { hash: `FLMISS${i}X` })).statusCode).toBe(404);
    expect((await attach(access, { hash: 'FLMISS99X' })).statusCode).toBe(429);
  });
});
