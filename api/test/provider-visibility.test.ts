// Which provider sees a patient's results: the rule (table-driven) and the verified-provider route.
import { RHEA_TEST } from '../src/db/seed/provider-seed';
import { providerMaySeeResults } from '../src/features/tests/provider-visibility';
import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

describe('providerMaySeeResults', () => {
  const ME = 6;
  const OTHER = 9;
  it.each([
    // provider_id, provider_release, visible
    [null, false, false],
    [null, true, false],
    [OTHER, true, false],
    [ME, false, false],
    [ME, true, true],
    // SQLite hands flags back as 0/1
    [ME, 1, true],
    [ME, 0, false],
  ] as const)('linked to %p, released %p -> %p', (provider_id, provider_release, visible) => {
    expect(providerMaySeeResults({ provider_id, provider_release }, ME)).toBe(visible);
  });
});

describe('GET /api/v1/provider/patient-tests/{hash}/', () => {
  let t: TestApp;
  let provider: string;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    provider = (await login(t.app, 'provider@flora.test')).access;
    demo = (await login(t.app, 'demo@flora.test')).access;
  });
  afterAll(() => t.close());

  const read = (hash: string, access = provider) => get(t.app, `/api/v1/provider/patient-tests/${hash}/`, access);
  const release = (value: boolean) => call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0002/provider-release/', demo, { provider_release: value });

  it("shows a released, linked test with the patient's name and every microbe; audited with the patient as subject", async () => {
    const since = await lastAuditId(t.app);
    const res = await read('FLDEMO0002');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.patient).toEqual({ first_name: 'Dana', last_name: 'Demo' });
    expect(body.test).toMatchObject({ hash: 'FLDEMO0002', provider_release: true, ordered_by_provider: false, results: { valencia_type: 'CST I-A' } });
    expect(body.microbes).toHaveLength(6);
    const providerId = (await t.db.selectFrom('users').select('id').where('email', '=', 'provider@flora.test').executeTakeFirstOrThrow()).id;
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.actor_user_id])).toEqual([
      ['read', 'user_test', 'FLDEMO0002', providerId],
      ['read', 'test_results', 'FLDEMO0002', providerId],
    ]);
  });

  it('answers 404 {detail} for a test not linked to the provider and for an unknown hash', async () => {
    for (const hash of ['FLDEMO0001', 'NOSUCH0001']) {
      const res = await read(hash);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No test with this hash.' });
    }
  });

  it('follows the patient: withdrawing the release hides the test (404), releasing again shows it', async () => {
    expect((await release(false)).statusCode).toBe(200);
    expect((await read('FLDEMO0002')).statusCode).toBe(404);
    expect((await release(true)).statusCode).toBe(200);
    expect((await read('FLDEMO0002')).statusCode).toBe(200);
  });

  it("lets the patient withdraw a test the provider ordered, after her health history is submitted (the form says she may change it at any time)", async () => {
    const rhea = (await login(t.app, 'rhea@flora.test')).access;
    const setRhea = (value: boolean) => call(t.app, 'POST', `/api/v1/user-tests/${RHEA_TEST.hash}/provider-release/`, rhea, { provider_release: value });
    const mine = json(await get(t.app, `/api/v1/user-tests/${RHEA_TEST.hash}/`, rhea));
    expect(mine).toMatchObject({ ordered_by_provider: true, provider_release: true, status: 'ready' });
    expect(mine.healthcontext.health_history_submitted_at).not.toBeNull();
    const orderStatus = async () =>
      (json(await get(t.app, '/api/v1/provider/orders/', provider)).data as { patient_email: string; status: string }[]).find((o) => o.patient_email === 'rhea@flora.test')!.status;

    const withdrawn = await setRhea(false);
    expect(withdrawn.statusCode).toBe(200);
    expect(json(withdrawn).provider_release).toBe(false);
    expect((await read(RHEA_TEST.hash)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v1/provider/patient-tests/${RHEA_TEST.hash}/results.pdf`, provider)).statusCode).toBe(404);
    expect(await orderStatus()).toBe('results_ready');

    expect(json(await setRhea(true)).provider_release).toBe(true);
    expect((await read(RHEA_TEST.hash)).statusCode).toBe(200);
    expect(await orderStatus()).toBe('released');
  });

  it('answers 403 {detail} to an unverified provider and to a non-provider (never the data), writing nothing', async () => {
    const pending = (await login(t.app, 'pending-provider@flora.test')).access;
    const before = await snapshotCounts(t.db);
    for (const access of [pending, demo]) {
      const res = await read('FLDEMO0002', access);
      expect(res.statusCode).toBe(403);
      expect(Object.keys(json(res))).toEqual(['detail']);
    }
    expect(json(await read('FLDEMO0002', pending)).detail).toMatch(/verification/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('needs a sign-in and a well-formed hash', async () => {
    expect((await get(t.app, '/api/v1/provider/patient-tests/FLDEMO0002/')).statusCode).toBe(401);
    expect((await read('FL%20DEMO')).statusCode).toBe(400);
    expect((await read('FLDEMO0002/?x=1')).statusCode).toBe(400);
  });
});
