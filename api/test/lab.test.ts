// The lab: staff routes that receive a sample and report a result, and the lab:release service
// behind the CLI. A test moves activated -> received -> ready only; user-config and latest_ready follow.
import { releaseWithDemoResult } from '../src/features/tests/lab-service';
import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
let fresh: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await login(t.app, 'staff@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  for (const hash of ['FLKIT00001', 'FLKIT00002']) {
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash })).statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const receive = (hash: string, access = staff) => call(t.app, 'POST', `/api/internal/lab/tests/${hash}/receive/`, access);
const report = (hash: string, body: unknown, access = staff) => call(t.app, 'POST', `/api/internal/lab/tests/${hash}/results/`, access, body);
const userConfig = async (access: string) => json(await get(t.app, '/api/v1/user-config/', access));

const BV_WITH_YEAST = {
  valencia_type: 'CST IV-B',
  microbes: [
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 51.2 },
    { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 30 },
    { name: 'Candida albicans', classification: 'disruptive', relative_abundance: 2.5 },
    { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 16.3 },
  ],
};

describe('the lab routes (staff)', () => {
  it('refuses a result before the sample is received (409), writing nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await report('FLKIT00001', BV_WITH_YEAST);
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe('A test in status activated cannot move to ready; it can move to received.');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('receives the sample: activated -> received; a repeat is 409; audited with the patient as subject', async () => {
    const since = await lastAuditId(t.app);
    const res = await receive('FLKIT00001');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ hash: 'FLKIT00001', status: 'received', received_at: t.clock.now().toISOString(), results: null });
    const again = await receive('FLKIT00001');
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toMatch(/received cannot move to received/);
    const entries = await auditSince(t.app, 'new@flora.test', since);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'user_test', object_id: 'FLKIT00001', route: 'POST /api/internal/lab/tests/:hash/receive/' }),
    ]);
    expect((await userConfig(fresh)).results.has_ready_test).toBe(false);
    expect((await get(t.app, '/api/v1/user-tests/latest_ready/', fresh)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown VALENCIA type', { ...BV_WITH_YEAST, valencia_type: 'CST VI' }],
    ['no microbes', { ...BV_WITH_YEAST, microbes: [] }],
    ['an abundance above 100', { ...BV_WITH_YEAST, microbes: [{ name: 'x', classification: 'variable', relative_abundance: 101 }] }],
    ['abundances adding up to more than 100', { ...BV_WITH_YEAST, microbes: [...BV_WITH_YEAST.microbes, { name: 'Sneathia amnii', classification: 'disruptive', relative_abundance: 5 }] }],
    ['shares sent as fractions (adding up to 1, not 100)', { ...BV_WITH_YEAST, microbes: [{ name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 0.6 }, { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 0.4 }] }],
    ['a microbe listed twice', { ...BV_WITH_YEAST, microbes: [BV_WITH_YEAST.microbes[0], { ...BV_WITH_YEAST.microbes[0], name: 'gardnerella vaginalis ', relative_abundance: 1 }] }],
    ['an unknown classification', { ...BV_WITH_YEAST, microbes: [{ name: 'x', classification: 'good', relative_abundance: 1 }] }],
    ['a blank microbe name', { ...BV_WITH_YEAST, microbes: [{ name: '   ', classification: 'variable', relative_abundance: 1 }] }],
    ['an extra field', { ...BV_WITH_YEAST, status: 'ready' }],
    ['no VALENCIA type', { microbes: BV_WITH_YEAST.microbes }],
  ])('refuses a result with %s (400 {detail}) and writes nothing', async (_what, body) => {
    const before = await snapshotCounts(t.db);
    const res = await report('FLKIT00001', body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await t.db.selectFrom('user_tests').select('status').where('hash', '=', 'FLKIT00001').executeTakeFirstOrThrow()).status).toBe('received');
  });

  it('records the result: received -> ready with its microbes and care flags; has_ready_test and latest_ready follow; audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await report('FLKIT00001', BV_WITH_YEAST);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: 'ready',
      valencia_type: 'CST IV-B',
      results_ready_at: t.clock.now().toISOString(),
      eligible_for_care: true,
      eligible_for_care_reason: '',
      eligible_for_a_la_care: true,
      eligible_for_any_care: true,
      recommended_program_slug: 'bv-treatment-program',
      recommended_program_bundle_price: 159,
      results: { infection_state: 'disrupted', conditions: ['BV', 'Yeast'], protective_percent: 16.3, disruptive_percent: 53.7, variable_percent: 30 },
    });
    expect((await userConfig(fresh)).results.has_ready_test).toBe(true);
    expect(json(await get(t.app, '/api/v1/user-tests/latest_ready/', fresh)).hash).toBe('FLKIT00001');
    const recs = json(await get(t.app, '/api/v1/user-tests/FLKIT00001/a-la-care-recommendations/', fresh)).data;
    expect(recs.treatments.map((p: { slug: string }) => p.slug)).toEqual(['ba-14', 'soo-3', 'af-1']);
    const entries = (await auditSince(t.app, 'new@flora.test', since)).filter((e) => e.route.startsWith('POST /api/internal'));
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([
      ['update', 'user_test', 'FLKIT00001'],
      ['create', 'test_results', 'FLKIT00001'],
    ]);
  });

  it('a ready test is final (409 for receive and results)', async () => {
    const before = await snapshotCounts(t.db);
    expect((await receive('FLKIT00001')).statusCode).toBe(409);
    const res = await report('FLKIT00001', BV_WITH_YEAST);
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/it is final/);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown hash, 403 {detail} for non-staff, 401 without sign-in', async () => {
    expect((await receive('NOSUCH0001')).statusCode).toBe(404);
    expect((await report('NOSUCH0001', BV_WITH_YEAST)).statusCode).toBe(404);
    const others = [fresh, (await login(t.app, 'provider@flora.test')).access];
    const before = await snapshotCounts(t.db);
    for (const access of others) {
      const res = await receive('FLKIT00002', access);
      expect(res.statusCode).toBe(403);
      expect(typeof json(res).detail).toBe('string');
      expect((await report('FLKIT00002', BV_WITH_YEAST, access)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/internal/lab/tests/FLKIT00002/receive/', null)).statusCode).toBe(401);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('lab:release (the CLI service)', () => {
  it('moves an activated test to received, then ready with the demo result, audited as CLI actions', async () => {
    const since = await lastAuditId(t.app);
    t.clock.advance(60_000);
    const { received } = await releaseWithDemoResult(t.db, t.clock, 'FLKIT00002');
    expect(received).toBe(true);
    const test = json(await get(t.app, '/api/v1/user-tests/FLKIT00002/', fresh));
    expect(test).toMatchObject({ status: 'ready', valencia_type: 'CST I-A', received_at: t.clock.now().toISOString(), eligible_for_care: false });
    const results = json(await get(t.app, '/api/v1/user-tests/FLKIT00002/initial-results/', fresh)).data;
    expect(results.microbes).toEqual([
      { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 82.5 },
      { name: 'Lactobacillus jensenii', classification: 'protective', relative_abundance: 9.1 },
      { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 4.2 },
      { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 2.1 },
      { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 1.1 },
      { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 0.6 },
    ]);
    expect(json(await get(t.app, '/api/v1/user-tests/latest_ready/', fresh)).hash).toBe('FLKIT00002');
    const cli = (await auditSince(t.app, 'new@flora.test', since)).filter((e) => e.via === 'cli');
    expect(cli.map((e) => [e.action, e.object_type, e.object_id, e.route, e.actor_user_id])).toEqual([
      ['update', 'user_test', 'FLKIT00002', 'lab:release', null],
      ['create', 'test_results', 'FLKIT00002', 'lab:release', null],
    ]);
  });

  it('refuses a ready test (409) and an unknown hash (404), writing nothing', async () => {
    const before = await snapshotCounts(t.db);
    await expect(releaseWithDemoResult(t.db, t.clock, 'FLKIT00002')).rejects.toMatchObject({ statusCode: 409 });
    await expect(releaseWithDemoResult(t.db, t.clock, 'NOSUCH0001')).rejects.toMatchObject({ statusCode: 404 });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('releases a test the lab already received', async () => {
    const { access } = await login(t.app, 'unverified@flora.test');
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', access, { hash: 'FLKIT00003' })).statusCode).toBe(201);
    expect((await receive('FLKIT00003')).statusCode).toBe(200);
    expect((await releaseWithDemoResult(t.db, t.clock, 'FLKIT00003')).received).toBe(false);
    expect((await userConfig(access)).results.has_ready_test).toBe(true);
  });
});
