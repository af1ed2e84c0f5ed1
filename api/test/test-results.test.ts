// Reading one test, its results and the recommendations derived from them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditSince, lastAuditId } from './helpers/audit';
import { completeHistory } from './helpers/health-history';
import { designColour, inkedPixels, overlappingLines, pixelsNear, readPdf, renderFirstPage, textLines } from './helpers/read-pdf';
import { call, createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let fresh: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  // new@flora.test: an activated test whose health history reports itching and dryness.
  for (const [url, body] of [
    ['/api/v1/user-tests/', { hash: 'FLKIT00003' }],
    ['/api/v1/user-tests/FLKIT00003/consent/', undefined],
    ['/api/v1/user-tests/FLKIT00003/sample/', { ph: 5.5 }],
    ['/api/v1/user-tests/FLKIT00003/submit/', { answers: completeHistory({ symptoms: ['itching', 'dryness'] }) }],
  ] as const) {
    const res = await call(t.app, 'POST', url, fresh, body);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
});
afterAll(() => t.close());

const read = (path: string, access = demo) => get(t.app, `/api/v1/user-tests/${path}`, access);
const data = async (path: string, access = demo) => {
  const res = await read(path, access);
  expect(res.statusCode).toBe(200);
  return json(res).data;
};

const RESULT_ROUTES = ['initial-results', 'problems-summary', 'a-la-care-recommendations', 'treatment-recommendations', 'treatment-recommendations-lightweight'];

describe('GET /api/v1/user-tests/{hash}/', () => {
  it('answers the SPEC §3 fields plus the steps, the intake id and the results summary of a ready test; audited', async () => {
    const list = json(await read(''));
    const since = await lastAuditId(t.app);
    const res = await read('FLDEMO0001/');
    expect(res.statusCode).toBe(200);
    const test = json(res);
    const { latest_vaginitis_consult, ...fromList } = list.find((x: { hash: string }) => x.hash === 'FLDEMO0001');
    expect(test).toMatchObject({ ...fromList, latest_vaginitis_consult });
    expect(test).toMatchObject({
      hash: 'FLDEMO0001',
      valencia_type: 'CST IV-B',
      recommended_program_slug: 'bv-treatment-program',
      sample_ph: 5.2,
      lab_order_intake_id: expect.any(Number),
      expanded_pcr_panel: false,
      results: {
        valencia_type: 'CST IV-B',
        infection_state: 'disrupted',
        conditions: ['BV'],
        protective_percent: 2,
        disruptive_percent: 82.1,
        variable_percent: 14.2,
      },
    });
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([
      ['read', 'user_test', 'FLDEMO0001', 'GET /api/v1/user-tests/:hash/'],
      ['read', 'test_results', 'FLDEMO0001', 'GET /api/v1/user-tests/:hash/'],
    ]);
  });

  it("says whether the expanded PCR (STI) panel ran (prepurchase's seeded test has it) and names its open sti consult", async () => {
    const { access } = await login(t.app, 'prepurchase@flora.test');
    expect(json(await read('FLPREP0001/', access))).toMatchObject({ status: 'ready', expanded_pcr_panel: true, sti_consult: null });
    const started = json(await call(t.app, 'POST', '/api/v1/consults/', access, { type: 'sti', test_hash: 'FLPREP0001' }));
    expect(json(await read('FLPREP0001/', access)).sti_consult).toEqual({ uid: started.uid, status: 'IN', is_pre_submit: true });
    // Its intake submitted: still open, no longer pre-submit.
    await t.db.updateTable('consults').set({ status: 'SU' }).where('uid', '=', started.uid).execute();
    expect(json(await read('FLPREP0001/', access)).sti_consult).toEqual({ uid: started.uid, status: 'SU', is_pre_submit: false });
    // Closed: none open (a new one can be started).
    await t.db.updateTable('consults').set({ status: 'CA' }).where('uid', '=', started.uid).execute();
    expect(json(await read('FLPREP0001/', access)).sti_consult).toBeNull();
  });

  it('shows no results before the test is ready', async () => {
    const test = json(await read('FLKIT00003/', fresh));
    expect(test).toMatchObject({ status: 'activated', valencia_type: null, results: null, sample_ph: 5.5 });
  });
});

describe('results of a ready test', () => {
  it('initial-results: the VALENCIA type and every microbe, most abundant first', async () => {
    const bv = await data('FLDEMO0001/initial-results/');
    expect(bv).toMatchObject({ hash: 'FLDEMO0001', valencia_type: 'CST IV-B', infection_state: 'disrupted', conditions: ['BV'] });
    expect(bv.microbes).toHaveLength(8);
    expect(bv.microbes[0]).toEqual({ name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 38.4 });
    const abundances = bv.microbes.map((m: { relative_abundance: number }) => m.relative_abundance);
    expect(abundances).toEqual([...abundances].sort((a, b) => b - a));

    const healthy = await data('FLDEMO0002/initial-results/');
    expect(healthy).toMatchObject({ valencia_type: 'CST I-A', infection_state: 'optimal', conditions: [] });
    expect(healthy.microbes[0]).toEqual({ name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 88.6 });
  });

  it('problems-summary: the disruptive microbes and the percents per classification', async () => {
    const summary = await data('FLDEMO0001/problems-summary/');
    expect(summary).toMatchObject({ infection_state: 'disrupted', conditions: ['BV'], disruptive_percent: 82.1 });
    expect(summary.disruptive_microbes).toHaveLength(6);
    expect(summary.disruptive_microbes.every((m: { classification: string }) => m.classification === 'disruptive')).toBe(true);
    expect((await data('FLDEMO0002/problems-summary/')).protective_percent).toBe(93.8);
  });

  it('a-la-care-recommendations: BV -> boric acid and soothing cream; nothing for an optimal result', async () => {
    const bv = await data('FLDEMO0001/a-la-care-recommendations/');
    expect(bv.eligible_for_a_la_care).toBe(true);
    expect(bv.treatments.map((p: { slug: string; reason: string }) => [p.slug, p.reason])).toEqual([
      ['ba-14', 'BV'],
      ['soo-3', 'BV'],
    ]);
    expect(bv.treatments[0]).toMatchObject({ name: 'Boric Acid Suppositories', price: 29, image_url: '/api/static/products/ba-14.svg' });
    expect(await data('FLDEMO0002/a-la-care-recommendations/')).toEqual({ eligible_for_a_la_care: false, treatments: [] });
  });

  it('treatment-recommendations: the BV program at $159, its treatments and the probiotic', async () => {
    const bv = await data('FLDEMO0001/treatment-recommendations/');
    expect(bv).toMatchObject({ eligible_for_care: true, recommended_program: { slug: 'bv-treatment-program', bundle_price: 159 } });
    expect(bv.treatments.map((p: { slug: string }) => p.slug)).toEqual(['ba-14', 'soo-3']);
    expect(bv.routine_essentials.map((p: { slug: string }) => p.slug)).toEqual(['op-4']);
    const healthy = await data('FLDEMO0002/treatment-recommendations/');
    expect(healthy).toMatchObject({ eligible_for_care: false, recommended_program: null, treatments: [] });
    expect(healthy.routine_essentials[0].slug).toBe('op-4');
  });

  it('treatment-recommendations-lightweight: the same as slugs', async () => {
    expect(await data('FLDEMO0001/treatment-recommendations-lightweight/')).toEqual({
      recommended_program_slug: 'bv-treatment-program',
      treatment_slugs: ['ba-14', 'soo-3'],
      routine_essential_slugs: ['op-4'],
    });
    expect(await data('FLDEMO0002/treatment-recommendations-lightweight/')).toEqual({
      recommended_program_slug: null,
      treatment_slugs: [],
      routine_essential_slugs: ['op-4'],
    });
  });

  it.each(RESULT_ROUTES)('%s is audited as a read of the test results', async (route) => {
    const since = await lastAuditId(t.app);
    await data(`FLDEMO0002/${route}/`);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'test_results', object_id: 'FLDEMO0002', route: `GET /api/v1/user-tests/:hash/${route}/` }),
    ]);
  });

  it.each(RESULT_ROUTES)('%s answers 409 {detail} before the test is ready, and records nothing', async (route) => {
    const since = await lastAuditId(t.app);
    const res = await read(`FLKIT00003/${route}/`, fresh);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ detail: 'The results of this test are not ready yet.' });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([]);
  });
});

describe('GET .../{hash}/recommended-products/', () => {
  it('answers the reported symptoms and the ungated Rx treatments for them, before any result; audited', async () => {
    const since = await lastAuditId(t.app);
    const recs = await data('FLKIT00003/recommended-products/', fresh);
    expect(recs.symptoms).toEqual(['itching', 'dryness']);
    expect(recs.ungated_rx_treatments.map((p: { slug: string }) => p.slug)).toEqual(['af-1', 'est-1']);
    expect(recs.ungated_rx_treatments[0]).toMatchObject({ name: 'Antifungal (Fluconazole)', price: 25 });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'health_history', object_id: 'FLKIT00003' }),
    ]);
  });

  it('is empty without reported symptoms (FLDEMO0001 answered "None of these")', async () => {
    expect(await data('FLDEMO0001/recommended-products/')).toEqual({ ungated_rx_treatments: [], symptoms: [] });
  });
});

describe('GET /api/v1/user-tests/{hash}/results.pdf', () => {
  const download = (hash: string, access?: string) => get(t.app, `/api/v1/user-tests/${hash}/results.pdf`, access);

  it("is the owner's results as a real PDF, an attachment not to be cached; audited as a read of the test and its results", async () => {
    const demoUser = await t.db.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow();
    const since = await lastAuditId(t.app);
    const res = await download('FLDEMO0001', demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="flora-results-FLDEMO0001.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await readPdf(res.rawPayload);
    expect(parsed).toMatchObject({ pageCount: 1, title: 'Flora results FLDEMO0001' });
    const { lines } = parsed;
    expect(lines).toEqual(
      expect.arrayContaining([
        'Flora - Vaginal Microbiome Test Results',
        `Patient: ${demoUser.first_name} ${demoUser.last_name}`,
        expect.stringMatching(/^Test: FLDEMO0001 /),
        'CST IV-B (VALENCIA): disrupted; findings: BV',
        'Gardnerella vaginalis 38.4%',
        'Plan items',
        'Program: bv-treatment-program ($159)',
        'Routine essential: Vaginal Probiotic (op-4)',
      ]),
    );
    expect(lines.find((l) => l.startsWith('Activated:'))).toMatch(/results ready: \d{4}-\d{2}-\d{2}$/);
    // The patient's own sheet: no provider line, and worded for her.
    expect(lines.some((l) => l.startsWith('Provider:'))).toBe(false);
    expect(lines.join(' ')).toMatch(/prepared for you/);
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([
      ['read', 'user_test', 'FLDEMO0001', 'GET /api/v1/user-tests/:hash/results.pdf'],
      ['read', 'test_results', 'FLDEMO0001', 'GET /api/v1/user-tests/:hash/results.pdf'],
    ]);
  });

  it('shows a name as she typed it (Latin with diacritics, CJK) and the microbe chart: each group and microbe with its share, drawn in colour', async () => {
    const demoId = (await t.db.selectFrom('users').select('id').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow()).id;
    const before = await t.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', demoId).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ first_name: 'Zoë 王', last_name: 'Ñúñez' }).where('id', '=', demoId).execute();
    const started = performance.now();
    const res = await download('FLDEMO0001', demo);
    const renderMs = performance.now() - started;
    await t.db.updateTable('users').set(before).where('id', '=', demoId).execute();
    expect(res.statusCode).toBe(200);
    const { lines, pageCount } = await readPdf(res.rawPayload);
    expect(pageCount).toBe(1);
    expect(lines).toContain('Patient: Zoë 王 Ñúñez');

    const test = await t.db.selectFrom('user_tests').select('id').where('hash', '=', 'FLDEMO0001').executeTakeFirstOrThrow();
    const microbes = await t.db.selectFrom('test_result_microbes').select(['name', 'classification', 'relative_abundance']).where('test_id', '=', test.id).execute();
    expect(microbes.length).toBeGreaterThan(2);
    const chart = lines.slice(lines.indexOf('Microbes (relative abundance)') + 1);
    for (const group of ['Protective', 'Variable', 'Disruptive']) {
      const members = microbes.filter((m) => m.classification === group.toLowerCase());
      const total = Math.round(members.reduce((sum, m) => sum + Number(m.relative_abundance), 0) * 10) / 10;
      expect(chart).toContain(`${group} ${total.toFixed(1)}%`);
      for (const m of members) expect(chart).toContain(`${m.name} ${Number(m.relative_abundance).toFixed(1)}%`);
    }

    // Page 1 as poppler draws it: not blank, and the bars in the brand's colours.
    const page = await renderFirstPage(res.rawPayload);
    const inked = inkedPixels(page.rgb);
    expect(inked).toBeGreaterThan(10_000);
    expect(pixelsNear(page.rgb, designColour('error'), 8)).toBeGreaterThan(500);
    expect(pixelsNear(page.rgb, designColour('primary'), 8)).toBeGreaterThan(200);
    expect(overlappingLines(await textLines(res.rawPayload))).toEqual([]);
    const figures = { bytes: res.rawPayload.length, renderMs: Math.round(renderMs), pages: pageCount, inkedPixelsPage1: inked };
    console.log(`results PDF (FLDEMO0001, patient Zoë 王 Ñúñez): ${figures.bytes} bytes, ${figures.pages} page, request ${figures.renderMs} ms, page 1 ${inked} inked pixels`);
    // The figures, and page 1 to look at.
    const out = path.join(__dirname, '../../.flora/pdf');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'results-pdf-page1.png'), page.png);
    writeFileSync(path.join(out, `results-pdf-${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}.json`), JSON.stringify(figures, null, 2));
  });

  it("has the layout of her provider's sheet, which only adds the provider line (FLDEMO0002, released to provider@)", async () => {
    const provider = (await login(t.app, 'provider@flora.test')).access;
    const hers = (await readPdf((await download('FLDEMO0002', demo)).rawPayload)).lines;
    const theirs = (await readPdf((await get(t.app, '/api/v1/provider/patient-tests/FLDEMO0002/results.pdf', provider)).rawPayload)).lines;
    // Below the title, who the sheet is prepared for is worded per reader.
    const body = (lines: string[]) => lines.slice(lines.findIndex((l) => l.startsWith('Patient:')));
    expect(theirs[0]).toBe(hers[0]);
    expect(body(theirs).filter((l) => !l.startsWith('Provider:'))).toEqual(body(hers));
    expect(body(theirs)).toContainEqual(expect.stringMatching(/^Provider: .+ \(released by the patient\)$/));
    expect(body(hers)).toEqual(expect.arrayContaining(['Microbes (relative abundance)', 'Protective', 'Disruptive'].map((l) => expect.stringContaining(l))));
  });

  it("answers 404 {detail} for another user's test or an unknown hash, auditing nothing", async () => {
    const since = await lastAuditId(t.app);
    for (const [hash, access] of [['FLDEMO0001', fresh], ['NOPE0000', demo]] as const) {
      const res = await download(hash, access);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No test with this hash.' });
    }
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([]);
  });

  it('answers 409 {detail} before the results are ready, auditing nothing', async () => {
    const since = await lastAuditId(t.app);
    const res = await download('FLKIT00003', fresh);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ detail: 'The results of this test are not ready yet.' });
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([]);
  });

  it('needs a sign-in (401) and a well-formed hash (400)', async () => {
    const res = await download('FLDEMO0001');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toHaveProperty('detail');
    expect((await download('FL%20X', demo)).statusCode).toBe(400);
  });
});

describe("another user's test, unknown and malformed hashes", () => {
  it.each(['', ...RESULT_ROUTES, 'recommended-products'])('GET .../{hash}/%s answers 404 {detail} for a test of someone else', async (route) => {
    const path = route ? `FLDEMO0001/${route}/` : 'FLDEMO0001/';
    const since = await lastAuditId(t.app);
    const res = await read(path, fresh);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'No test with this hash.' });
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([]);
    expect((await read(route ? `NOPE0000/${route}/` : 'NOPE0000/')).statusCode).toBe(404);
  });

  it('a malformed hash or query is 400, no sign-in is 401', async () => {
    expect((await read('FL%20DEMO/initial-results/')).statusCode).toBe(400);
    expect((await read('FLDEMO0001/?page=2')).statusCode).toBe(400);
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/')).statusCode).toBe(401);
  });

  it('staff may read a test as its owner (__impersonate), recorded with the impersonator', async () => {
    const staff = await login(t.app, 'staff@flora.test');
    const since = await lastAuditId(t.app);
    const res = await get(t.app, '/api/v1/user-tests/FLDEMO0002/initial-results/?__impersonate=demo@flora.test', staff.access);
    expect(res.statusCode).toBe(200);
    const [entry] = await auditSince(t.app, 'demo@flora.test', since);
    expect(entry.impersonator_user_id).toEqual(expect.any(Number));
  });
});

describe('GET /api/v1/user-tests/all-available-treatments-lightweight/', () => {
  it('wins over /{hash}/ and answers the catalogue: treatments by consult type, the voucher slug, care products by slug', async () => {
    const all = await data('all-available-treatments-lightweight/');
    expect(all.all_available_treatments).toEqual({
      vaginitis: { treatment_slugs: ['ba-14', 'af-1', 'soo-3', 'est-1', 'af-3'] },
      'ungated-rx': { treatment_slugs: ['ba-14', 'af-1', 'soo-3', 'est-1'] },
    });
    expect(all.male_partner_voucher_product_slug).toBe('male-partner-treatment-voucher');
    expect(Object.keys(all.care_products)).toEqual(['treatment-calendar', 'coaching-call', 'travel-bag', 'consult-review']);
    expect(all.care_products['coaching-call']).toMatchObject({ slug: 'coaching-call', price: 35, name: 'Coaching Call' });
  });

  it('needs a sign-in and rejects unknown query parameters', async () => {
    expect((await get(t.app, '/api/v1/user-tests/all-available-treatments-lightweight/')).statusCode).toBe(401);
    expect((await read('all-available-treatments-lightweight/?x=1')).statusCode).toBe(400);
  });

  it('the other static paths still win too', async () => {
    expect(json(await read('current/')).hash).toBe('FLDEMO0001');
    expect(json(await read('latest_ready/')).hash).toBe('FLDEMO0001');
  });
});

describe('the seeded results', () => {
  // Which Lactobacillus leads each community state type (VALENCIA); CST IV: none does.
  const LEADER: Record<string, string> = { I: 'Lactobacillus crispatus', II: 'Lactobacillus gasseri', III: 'Lactobacillus iners', V: 'Lactobacillus jensenii' };

  it('every ready demo test has the microbes behind its community state type (never a CST over "0 %")', async () => {
    const ready = await t.db.selectFrom('user_tests').select(['id', 'hash', 'valencia_type']).where('status', '=', 'ready').execute();
    expect(ready.length).toBeGreaterThan(5);
    for (const test of ready) {
      const microbes = await t.db
        .selectFrom('test_result_microbes')
        .select(['name', 'relative_abundance'])
        .where('test_id', '=', test.id)
        .orderBy('relative_abundance', 'desc')
        .execute();
      const total = microbes.reduce((sum, m) => sum + Number(m.relative_abundance), 0);
      expect({ hash: test.hash, reported: total >= 90 && total <= 100.5 }).toEqual({ hash: test.hash, reported: true });
      const family = /^CST (I|II|III|IV|V)\b/.exec(test.valencia_type ?? '')![1]!;
      const leader = microbes[0]!.name;
      if (family === 'IV') expect({ hash: test.hash, leader: leader.startsWith('Lactobacillus') }).toEqual({ hash: test.hash, leader: false });
      else expect({ hash: test.hash, leader }).toEqual({ hash: test.hash, leader: LEADER[family] });
    }
  });

  it("prepurchase@'s result reads as BV with the disruptive bacteria behind it", async () => {
    const access = (await login(t.app, 'prepurchase@flora.test')).access;
    const test = json(await read('FLPREP0001/', access));
    expect(test.results).toMatchObject({ valencia_type: 'CST IV-B', infection_state: 'disrupted', conditions: ['BV'] });
    expect(test.results.disruptive_percent).toBeGreaterThan(50);
  });
});
