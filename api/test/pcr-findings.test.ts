// The findings of the STI + expanded PCR panel (issue 26, seam 9b): the lab reports them with the
// results, only for a test whose panel was bought, whole (every target once), in the results'
// transaction; they are read with the test by whoever may read its results (owner, staff, a provider
// the results are released to); the demo's FLPREP0001 has them.
import { releaseWithDemoResult } from '../src/features/tests/lab-service';
import { readPdf } from './helpers/read-pdf';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
let fresh: string;
const PANEL = 'FLKIT00001';
const NO_PANEL = 'FLKIT00002';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await login(t.app, 'staff@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  for (const hash of [PANEL, NO_PANEL]) {
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', `/api/internal/lab/tests/${hash}/receive/`, staff)).statusCode).toBe(200);
  }
  // The panel bought with the kit (what the shop's vpcr-add-on does on activation).
  await t.db.updateTable('user_tests').set({ expanded_pcr_ordered_at: t.clock.now().toISOString() }).where('hash', '=', PANEL).execute();
});
afterAll(() => t.close());

const report = (hash: string, body: unknown, access = staff) => call(t.app, 'POST', `/api/internal/lab/tests/${hash}/results/`, access, body);
const readTest = (hash: string, access: string) => call(t.app, 'GET', `/api/v1/user-tests/${hash}/`, access);
const statusOf = async (hash: string) => (await t.db.selectFrom('user_tests').select('status').where('hash', '=', hash).executeTakeFirstOrThrow()).status;

const RESULT = {
  valencia_type: 'CST I-A',
  microbes: [{ name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 90 }],
};
const FINDINGS = [
  { target: 'trichomonas', detected: true },
  { target: 'chlamydia', detected: false },
  { target: 'gonorrhea', detected: false },
  { target: 'mycoplasma_genitalium', detected: false },
];

describe('the lab reports the panel with the results', () => {
  it('shows the findings as pending (null) while the test is at the lab', async () => {
    expect(json(await readTest(PANEL, fresh))).toMatchObject({ expanded_pcr_panel: true, pcr_findings: null, results: null });
  });

  it.each([
    ['an unknown target', [...FINDINGS.slice(1), { target: 'hsv2', detected: true }], 'pcr_findings.3.target'],
    ['a target listed twice', [...FINDINGS.slice(0, 3), { target: 'chlamydia', detected: true }], 'pcr_findings'],
    ['a missing target', FINDINGS.slice(0, 3), 'pcr_findings'],
    ['no detected flag', [...FINDINGS.slice(0, 3), { target: 'mycoplasma_genitalium' }], 'pcr_findings.3.detected'],
    ['a detected flag that is not a boolean', [...FINDINGS.slice(0, 3), { target: 'mycoplasma_genitalium', detected: 'yes' }], 'pcr_findings.3.detected'],
    ['an empty list', [], 'pcr_findings'],
    ['an extra field', [...FINDINGS.slice(0, 3), { target: 'mycoplasma_genitalium', detected: false, ct: 31 }], 'pcr_findings.3.ct'],
  ])('refuses %s: 400 {detail, field}, nothing written', async (_what, findings, field) => {
    const before = await snapshotCounts(t.db);
    const res = await report(PANEL, { ...RESULT, pcr_findings: findings });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ detail: expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect(await statusOf(PANEL)).toBe('received');
  });

  it('refuses findings for a test whose panel was not bought: 409, nothing written (not even the results)', async () => {
    const before = await snapshotCounts(t.db);
    const res = await report(NO_PANEL, { ...RESULT, pcr_findings: FINDINGS });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toBe('The expanded PCR panel was not bought for this test: it has no PCR findings to report.');
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect(await statusOf(NO_PANEL)).toBe('received');
  });

  it('is staff only', async () => {
    const res = await report(PANEL, { ...RESULT, pcr_findings: FINDINGS }, fresh);
    expect(res.statusCode).toBe(403);
    expect(await statusOf(PANEL)).toBe('received');
  });

  it('records them with the results, in the panel order with their names; the owner reads them with the test', async () => {
    const res = await report(PANEL, { ...RESULT, pcr_findings: FINDINGS });
    expect(res.statusCode).toBe(200);
    const expected = [
      { target: 'chlamydia', name: 'Chlamydia', detected: false },
      { target: 'gonorrhea', name: 'Gonorrhea', detected: false },
      { target: 'trichomonas', name: 'Trichomonas', detected: true },
      { target: 'mycoplasma_genitalium', name: 'Mycoplasma genitalium', detected: false },
    ];
    expect(json(res)).toMatchObject({ status: 'ready', pcr_findings: expected });
    const rows = await t.db.selectFrom('test_pcr_findings').innerJoin('user_tests', 'user_tests.id', 'test_pcr_findings.test_id').select(['target', 'reported_at']).where('hash', '=', PANEL).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.reported_at === t.clock.now().toISOString())).toBe(true);
    expect(json(await readTest(PANEL, fresh))).toMatchObject({ expanded_pcr_panel: true, pcr_findings: expected });
  });

  it('a ready test without the panel has none', async () => {
    expect((await report(NO_PANEL, RESULT)).statusCode).toBe(200);
    expect(json(await readTest(NO_PANEL, fresh))).toMatchObject({ status: 'ready', expanded_pcr_panel: false, pcr_findings: null });
    const demo = (await login(t.app, 'demo@flora.test')).access;
    expect(json(await readTest('FLDEMO0001', demo))).toMatchObject({ expanded_pcr_panel: false, pcr_findings: null });
  });
});

describe('lab:release (the demo lab)', () => {
  it('reports the panel too, nothing detected, for a test that has it', async () => {
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash: 'FLKIT00003' })).statusCode).toBe(201);
    await t.db.updateTable('user_tests').set({ expanded_pcr_ordered_at: t.clock.now().toISOString() }).where('hash', '=', 'FLKIT00003').execute();
    await releaseWithDemoResult(t.db, t.clock, 'FLKIT00003');
    const body = json(await readTest('FLKIT00003', fresh));
    expect(body).toMatchObject({ status: 'ready', expanded_pcr_panel: true });
    expect(body.pcr_findings.map((f: { target: string; detected: boolean }) => [f.target, f.detected])).toEqual([
      ['chlamydia', false],
      ['gonorrhea', false],
      ['trichomonas', false],
      ['mycoplasma_genitalium', false],
    ]);
  });
});

describe('who reads the findings', () => {
  it('another consumer gets 404, as for an unknown test', async () => {
    const other = (await login(t.app, 'demo@flora.test')).access;
    const res = await readTest(PANEL, other);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(json(res))).not.toMatch(/trichomonas/i);
  });

  it('staff read them (impersonating the owner)', async () => {
    const res = await get(t.app, `/api/v1/user-tests/${PANEL}/?__impersonate=new@flora.test`, staff);
    expect(res.statusCode).toBe(200);
    expect(json(res).pcr_findings).toHaveLength(4);
  });

  it('a provider the results are released to reads them; once she stops sharing, 404', async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const provider = (await login(t.app, 'provider@flora.test')).access;
    const test = await t.db.selectFrom('user_tests').select('id').where('hash', '=', 'FLDEMO0002').executeTakeFirstOrThrow();
    await t.db.updateTable('user_tests').set({ expanded_pcr_ordered_at: t.clock.now().toISOString() }).where('id', '=', test.id).execute();
    await t.db
      .insertInto('test_pcr_findings')
      .values(FINDINGS.map((f) => ({ test_id: test.id, ...f, reported_at: t.clock.now().toISOString() })))
      .execute();
    const read = () => call(t.app, 'GET', '/api/v1/provider/patient-tests/FLDEMO0002/', provider);
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(json(res).test.pcr_findings.map((f: { target: string; detected: boolean }) => [f.target, f.detected])).toEqual([
      ['chlamydia', false],
      ['gonorrhea', false],
      ['trichomonas', true],
      ['mycoplasma_genitalium', false],
    ]);
    expect((await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0002/provider-release/', demo, { provider_release: false })).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(404);
    expect(JSON.stringify(json(refused))).not.toMatch(/trichomonas/i);
  });
});

describe('the demo seed', () => {
  it("prepurchase@flora.test's FLPREP0001 has the panel and its findings: chlamydia detected, the rest not", async () => {
    const access = (await login(t.app, 'prepurchase@flora.test')).access;
    const body = json(await readTest('FLPREP0001', access));
    expect(body).toMatchObject({ status: 'ready', expanded_pcr_panel: true });
    expect(body.pcr_findings.map((f: { target: string; detected: boolean }) => [f.target, f.detected])).toEqual([
      ['chlamydia', true],
      ['gonorrhea', false],
      ['trichomonas', false],
      ['mycoplasma_genitalium', false],
    ]);
  });
});

describe('the results PDF', () => {
  const pdfLines = async (hash: string, access: string) => {
    const res = await get(t.app, `/api/v1/user-tests/${hash}/results.pdf`, access);
    expect(res.statusCode).toBe(200);
    return (await readPdf(res.rawPayload)).lines;
  };

  it('lists the findings of a panel that was reported', async () => {
    const access = (await login(t.app, 'prepurchase@flora.test')).access;
    const lines = await pdfLines('FLPREP0001', access);
    const at = lines.indexOf('STI panel (PCR)');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 5)).toEqual(['Chlamydia: detected', 'Gonorrhea: not detected', 'Trichomonas: not detected', 'Mycoplasma genitalium: not detected']);
  });

  it('says a panel not reported with the results is pending (as the test does), and has no such section without the panel', async () => {
    await t.db.updateTable('user_tests').set({ expanded_pcr_ordered_at: t.clock.now().toISOString() }).where('hash', '=', NO_PANEL).execute();
    expect(json(await readTest(NO_PANEL, fresh))).toMatchObject({ status: 'ready', expanded_pcr_panel: true, pcr_findings: null });
    const pending = await pdfLines(NO_PANEL, fresh);
    expect(pending).toEqual(expect.arrayContaining(['STI panel (PCR)', 'Pending: the lab has not reported the panel yet.']));
    const demo = (await login(t.app, 'demo@flora.test')).access;
    expect(await pdfLines('FLDEMO0001', demo)).not.toContain('STI panel (PCR)');
  });
});
