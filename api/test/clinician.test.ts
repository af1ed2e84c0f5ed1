// The clinician back office: staff routes under /api/internal/clinician/ and the clinician CLI.
import { randomUUID } from 'node:crypto';
import { runClinicianCommand } from '../src/features/clinician/clinician-cli';
import { missingForSubmit } from '../src/features/intake/intake-rules';
import { call as callApi, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['staff', 'demo', 'noconsent']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const QUEUED = 'c0a80001-unrx-4000-8000-000000000003';
const BASE = '/api/internal/clinician/consults';

function call(method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) {
  return callApi(t.app, method, url, who && tokens.get(who), body);
}

const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const auditOf = (uid: string, route: string) =>
  t.db.selectFrom('audit_log').selectAll().where('object_id', '=', uid).where('route', '=', route).execute();

async function refused(method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(method, url, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return res.statusCode;
}

/** A consult of the user in the given status (as if the intake had been submitted). */
async function consultIn(email: string, type: string, status: string): Promise<string> {
  const uid = randomUUID();
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('consults')
    .values({ uid, user_id: await userId(email), test_id: null, type, status, purchase_type: type, paid_at: at, created_at: at, updated_at: at })
    .execute();
  return uid;
}

describe('the clinician routes', () => {
  it('lists the queue of submitted consults with the patient, and audits each', async () => {
    const res = await call('GET', `${BASE}/`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      expect.objectContaining({ uid: QUEUED, type: 'ungated-rx', status: 'SU', patient: expect.objectContaining({ email: 'noconsent@flora.test' }), clinician_user_id: null }),
      expect.objectContaining({ uid: 'c0a80001-prog-4000-8000-000000000003', type: 'vaginitis', status: 'SU', patient: expect.objectContaining({ email: 'inprogress@flora.test' }) }),
    ]);
    expect(await auditOf(QUEUED, 'GET /api/internal/clinician/consults/')).toEqual([
      expect.objectContaining({ action: 'read', subject_user_id: await userId('noconsent@flora.test'), actor_user_id: await userId('staff@flora.test') }),
    ]);
    const complete = json(await call('GET', `${BASE}/?status=CP`, 'staff'));
    expect(complete.map((c: { uid: string }) => c.uid)).toEqual(['c0a80001-demo-4000-8000-000000000001']);
  });

  it.each([
    ['a consumer', 'GET', `${BASE}/`, 'demo', undefined, 403],
    ['no sign-in', 'GET', `${BASE}/`, null, undefined, 401],
    ['an unknown status', 'GET', `${BASE}/?status=XX`, 'staff', undefined, 400],
    ['an unknown consult', 'GET', `${BASE}/c0a80001-none-4000-8000-000000000000/`, 'staff', undefined, 404],
    ['a consumer picking up', 'POST', `${BASE}/${QUEUED}/pick-up/`, 'noconsent', undefined, 403],
    ['completing a submitted consult (SU -> CP)', 'POST', `${BASE}/${QUEUED}/complete/`, 'staff', undefined, 409],
    ['prescribing before pick-up', 'PUT', `${BASE}/${QUEUED}/prescriptions/`, 'staff', { prescriptions: [{ product_slug: 'af-1', refills: 0 }] }, 409],
    ['a plan before pick-up', 'PUT', `${BASE}/${QUEUED}/treatment-plan/`, 'staff', { last_treatment_week: 3, treatment_schedule: [{ week: 1, prescriptions: [{ slug: 'op-4' }] }] }, 409],
    ['a body on pick-up', 'POST', `${BASE}/${QUEUED}/pick-up/`, 'staff', { now: true }, 400],
  ] as const)('refuses %s', async (_what, method, url, who, body, status) => {
    expect(await refused(method, url, who, body)).toBe(status);
  });

  it('shows one consult with patient, review and plan', async () => {
    const res = await call('GET', `${BASE}/c0a80001-demo-4000-8000-000000000001/`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      consult: { status: 'CP' },
      patient: { email: 'demo@flora.test' },
      test_hash: 'FLDEMO0001',
      review: { outcome_status: 'CP' },
      treatment_plan: { last_treatment_week: 6 },
    });
  });

  it("shows the result summary of the consult's test, audited as a read of the test", async () => {
    const uid = 'c0a80001-demo-4000-8000-000000000001';
    const res = await call('GET', `${BASE}/${uid}/`, 'staff');
    expect(json(res).results).toEqual({ valencia_type: expect.stringMatching(/^CST /), infection_state: expect.any(String), conditions: expect.any(Array) });
    const reads = await t.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'user_test').where('route', '=', 'GET /api/internal/clinician/consults/:uid/').execute();
    expect(reads).toContainEqual(expect.objectContaining({ action: 'read', object_id: 'FLDEMO0001', subject_user_id: await userId('demo@flora.test'), actor_user_id: await userId('staff@flora.test') }));
    const queued = json(await call('GET', `${BASE}/${QUEUED}/`, 'staff'));
    expect(queued).toHaveProperty('results');
  });

  it('lists what a clinician may prescribe, to staff only', async () => {
    const res = await call('GET', '/api/internal/clinician/prescribables/', 'staff');
    expect(res.statusCode).toBe(200);
    const list = json(res) as { slug: string; name: string; kind: string }[];
    expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining(['est-1', 'af-1', 'op-4']));
    expect(new Set(list.map((p) => p.kind))).toEqual(new Set(['treatment', 'routine-essential']));
    expect(list.every((p) => p.name.length > 0)).toBe(true);
    expect(await refused('GET', '/api/internal/clinician/prescribables/', 'demo')).toBe(403);
    expect(await refused('GET', '/api/internal/clinician/prescribables/', null)).toBe(401);
  });

  it("reads a consult's message thread to staff, audited as a read of each message", async () => {
    const uid = await consultIn('demo@flora.test', 'vaginitis', 'CA');
    expect((await call('GET', `${BASE}/${uid}/messages/`, 'staff')).json()).toEqual([]);
    expect((await call('POST', `/api/v1/consults/${uid}/messages/`, 'demo', { body: 'Is this safe while pregnant?' })).statusCode).toBe(201);
    expect((await call('POST', `${BASE}/${uid}/messages/`, 'staff', { body: 'Let us check your answers.' })).statusCode).toBe(201);
    const res = await call('GET', `${BASE}/${uid}/messages/`, 'staff');
    expect(res.statusCode).toBe(200);
    const thread = json(res) as { id: number; author: { role: string }; body: string }[];
    expect(thread.map((m) => [m.author.role, m.body])).toEqual([
      ['clinician', 'Let us check your answers.'],
      ['patient', 'Is this safe while pregnant?'],
    ]);
    const reads = await t.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'consult_message').where('action', '=', 'read').where('route', '=', 'GET /api/internal/clinician/consults/:uid/messages/').execute();
    expect(reads.map((r) => r.object_id).sort()).toEqual(thread.map((m) => String(m.id)).sort());
    expect(reads.every((r) => r.subject_user_id === reads[0].subject_user_id && r.actor_user_id !== r.subject_user_id)).toBe(true);
    expect(await refused('GET', `${BASE}/${uid}/messages/`, 'demo')).toBe(403);
    expect(await refused('GET', `${BASE}/c0a80001-none-4000-8000-000000000000/messages/`, 'staff')).toBe(404);
  });

  it("shows a consult's intake to staff, audited as a read of the patient's intake", async () => {
    const uid = 'c0a80001-demo-4000-8000-000000000001';
    const res = await call('GET', `${BASE}/${uid}/intake/`, 'staff');
    expect(res.statusCode).toBe(200);
    const intake = json(res);
    expect(intake).toMatchObject({ consult_uid: uid, consult_type: 'vaginitis', submitted_at: expect.any(String), missing_for_submit: [] });
    expect(intake.current_medication_ids).toHaveLength(1);
    const route = 'GET /api/internal/clinician/consults/:uid/intake/';
    expect(await t.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'consult_intake').where('route', '=', route).execute()).toEqual([
      expect.objectContaining({ action: 'read', object_id: String(intake.id), subject_user_id: await userId('demo@flora.test'), actor_user_id: await userId('staff@flora.test') }),
    ]);
  });

  it('has a submitted, complete intake behind every consult of the seeded queue', async () => {
    const queue = json(await call('GET', `${BASE}/`, 'staff')) as { uid: string; type: string }[];
    expect(queue.length).toBeGreaterThan(0);
    for (const entry of queue) {
      const res = await call('GET', `${BASE}/${entry.uid}/intake/`, 'staff');
      expect(res.statusCode).toBe(200);
      const intake = json(res);
      expect(intake).toMatchObject({ consult_uid: entry.uid, consult_type: entry.type, submitted_at: expect.any(String) });
      expect(missingForSubmit(entry.type, intake)).toEqual([]);
    }
  });

  it.each([
    ['to the patient herself', 'demo', `${BASE}/c0a80001-demo-4000-8000-000000000001/intake/`, 403],
    ['without sign-in', null, `${BASE}/c0a80001-demo-4000-8000-000000000001/intake/`, 401],
    ['for an unknown consult', 'staff', `${BASE}/c0a80001-none-4000-8000-000000000000/intake/`, 404],
  ] as const)('refuses an intake %s', async (_what, who, url, status) => {
    expect(await refused('GET', url, who)).toBe(status);
  });

  it('answers 404 with the reason for a consult that has no intake', async () => {
    const uid = await consultIn('demo@flora.test', 'vaginitis', 'OR');
    const res = await call('GET', `${BASE}/${uid}/intake/`, 'staff');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'This consult has no intake yet.' });
  });

  it('picks up, prescribes, plans and completes a consult; each step audited', async () => {
    const picked = await call('POST', `${BASE}/${QUEUED}/pick-up/`, 'staff');
    expect(picked.statusCode).toBe(200);
    expect(json(picked)).toMatchObject({ consult: { status: 'PR' }, review: { clinician_user_id: await userId('staff@flora.test'), picked_up_at: expect.any(String) } });
    expect(await refused('POST', `${BASE}/${QUEUED}/pick-up/`, 'staff')).toBe(409);
    expect(await refused('POST', `${BASE}/${QUEUED}/complete/`, 'staff')).toBe(409); // no prescriptions yet

    for (const [prescriptions, field] of [
      [[{ product_slug: 'nope', refills: 0 }], 'prescriptions'],
      [[{ product_slug: 'travel-bag', refills: 0 }], 'prescriptions'],
      [[{ product_slug: 'af-1', refills: 0 }, { product_slug: 'af-1', refills: 1 }], 'prescriptions'],
      [[{ product_slug: 'af-1', refills: 12 }], 'prescriptions.0.refills'],
      [[], 'prescriptions'],
    ] as const) {
      const before = await snapshotCounts(t.db);
      const res = await call('PUT', `${BASE}/${QUEUED}/prescriptions/`, 'staff', { prescriptions });
      expect(res.statusCode).toBe(400);
      expect(json(res).field).toBe(field);
      expect(await snapshotCounts(t.db)).toEqual(before);
    }
    const prescribed = await call('PUT', `${BASE}/${QUEUED}/prescriptions/`, 'staff', {
      prescriptions: [
        { product_slug: 'af-1', refills: 2 },
        { product_slug: 'soo-3', refills: 0, is_otc_product: true },
      ],
    });
    expect(prescribed.statusCode).toBe(200);
    expect(json(prescribed).consult.prescriptions).toEqual([
      { product: { slug: 'af-1' }, is_refillable_product: true, refills_remaining: 2, is_otc_product: false, is_disabled_for_refill: false },
      { product: { slug: 'soo-3' }, is_refillable_product: false, refills_remaining: 0, is_otc_product: true, is_disabled_for_refill: false },
    ]);
    expect(await refused('POST', `${BASE}/${QUEUED}/complete/`, 'staff')).toBe(409); // no plan yet

    for (const plan of [
      { last_treatment_week: 4, treatment_schedule: [{ week: 1, prescriptions: [{ slug: 'ba-14' }] }] }, // not prescribed
      { last_treatment_week: 4, treatment_schedule: [{ week: 5, prescriptions: [{ slug: 'af-1' }] }] }, // after the last week
      { last_treatment_week: 4, treatment_schedule: [{ week: 1, prescriptions: [{ slug: 'af-1' }, { slug: 'af-1' }] }] },
      { last_treatment_week: 1, treatment_schedule: [{ week: 1, prescriptions: [{ slug: 'af-1' }] }] },
      { last_treatment_week: 4, treatment_schedule: [{ week: 1, prescriptions: [] }] },
    ]) {
      expect(await refused('PUT', `${BASE}/${QUEUED}/treatment-plan/`, 'staff', plan)).toBe(400);
    }
    const planned = await call('PUT', `${BASE}/${QUEUED}/treatment-plan/`, 'staff', {
      last_treatment_week: 4,
      treatment_schedule: [
        { week: 1, prescriptions: [{ slug: 'af-1' }, { slug: 'soo-3', as_needed: true }, { slug: 'op-4' }] },
        { week: 2, prescriptions: [{ slug: 'op-4' }] },
        { week: 3, prescriptions: [{ slug: 'op-4' }] },
      ],
    });
    expect(planned.statusCode).toBe(200);
    expect(json(planned).treatment_plan).toMatchObject({ start_date: null, last_treatment_week: 4 });
    expect(json(planned).treatment_plan.treatment_schedule[3]).toMatchObject({ week: 4, is_retest_week: true, prescriptions: [] });

    // The patient cannot see the plan before completion.
    expect((await call('GET', `/api/v1/consults/${QUEUED}/treatment_plan/`, 'noconsent')).statusCode).toBe(404);
    const completed = await call('POST', `${BASE}/${QUEUED}/complete/`, 'staff');
    expect(completed.statusCode).toBe(200);
    expect(json(completed)).toMatchObject({ consult: { status: 'CP', ready_for_refills: true }, review: { outcome_status: 'CP', closed_at: expect.any(String) } });
    const patientPlan = await call('GET', `/api/v1/consults/${QUEUED}/treatment_plan/`, 'noconsent');
    expect(patientPlan.statusCode).toBe(200);
    expect(json(patientPlan).treatment_schedule[0].prescriptions.map((p: { slug: string }) => p.slug)).toEqual(['af-1', 'soo-3', 'op-4']);

    const entries = await t.db.selectFrom('audit_log').select(['action', 'object_type', 'route', 'subject_user_id']).where('object_id', '=', QUEUED).where('via', '=', 'api').execute();
    const writes = entries.filter((e) => e.action !== 'read').map((e) => `${e.action} ${e.object_type} ${e.route}`);
    expect(writes).toEqual([
      'update consult POST /api/internal/clinician/consults/:uid/pick-up/',
      'update consult_prescriptions PUT /api/internal/clinician/consults/:uid/prescriptions/',
      'create treatment_plan PUT /api/internal/clinician/consults/:uid/treatment-plan/',
      'update consult POST /api/internal/clinician/consults/:uid/complete/',
    ]);
    expect(new Set(entries.map((e) => e.subject_user_id))).toEqual(new Set([await userId('noconsent@flora.test')]));
    // A final status goes nowhere.
    expect(await refused('POST', `${BASE}/${QUEUED}/end/`, 'staff', { status: 'CA', reason: 'changed her mind' })).toBe(409);
  });

  it('ends a consult with a reason, and refuses a missing reason or an unknown outcome', async () => {
    const uid = await consultIn('demo@flora.test', 'sti', 'SU');
    expect(await refused('POST', `${BASE}/${uid}/end/`, 'staff', { status: 'IE' })).toBe(400);
    expect(await refused('POST', `${BASE}/${uid}/end/`, 'staff', { status: 'CP', reason: 'done' })).toBe(400);
    expect(await refused('POST', `${BASE}/${uid}/end/`, 'staff', { status: 'IE', reason: '   ' })).toBe(400);
    const res = await call('POST', `${BASE}/${uid}/end/`, 'staff', { status: 'ID', reason: 'The photo ID was unreadable.' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ consult: { status: 'ID' }, review: { outcome_status: 'ID', outcome_reason: 'The photo ID was unreadable.' } });
    expect(await auditOf(uid, 'POST /api/internal/clinician/consults/:uid/end/')).toEqual([expect.objectContaining({ action: 'update' })]);
    // ID -> ER is not a legal move.
    expect(await refused('POST', `${BASE}/${uid}/end/`, 'staff', { status: 'ER', reason: 'x' })).toBe(409);
  });

  it('completes an sti consult without a plan, but not without prescriptions', async () => {
    const uid = await consultIn('demo@flora.test', 'sti', 'PR');
    expect(await refused('POST', `${BASE}/${uid}/complete/`, 'staff')).toBe(409);
    await call('PUT', `${BASE}/${uid}/prescriptions/`, 'staff', { prescriptions: [{ product_slug: 'af-3', refills: 0 }] });
    expect((await call('POST', `${BASE}/${uid}/complete/`, 'staff')).statusCode).toBe(200);
  });
});

describe('the clinician CLI', () => {
  const run = (...argv: string[]) => runClinicianCommand(t.db, t.clock, argv);

  it('runs the whole review from the command line, audited as CLI actions', async () => {
    const uid = await consultIn('demo@flora.test', 'ungated-rx', 'SU');
    expect(JSON.parse(await run('queue')).map((c: { uid: string }) => c.uid)).toContain(uid);
    expect(JSON.parse(await run('pick-up', uid, '--clinician', 'staff@flora.test'))).toMatchObject({ consult: { status: 'PR' }, review: { clinician_user_id: await userId('staff@flora.test') } });
    expect(JSON.parse(await run('prescribe', uid, 'est-1:3', 'soo-3:0:otc', 'af-3:1:no-refill')).consult.prescriptions).toEqual([
      expect.objectContaining({ product: { slug: 'est-1' }, refills_remaining: 3, is_refillable_product: true }),
      expect.objectContaining({ product: { slug: 'soo-3' }, is_otc_product: true }),
      expect.objectContaining({ product: { slug: 'af-3' }, is_disabled_for_refill: true }),
    ]);
    const planned = JSON.parse(await run('plan', uid, '--weeks', '5', '--week', '1=est-1,soo-3?,af-3', '--week', '2=est-1', '--start', '2026-11-23'));
    expect(planned.treatment_plan).toMatchObject({ start_date: '2026-11-23', last_treatment_week: 5 });
    expect(planned.treatment_plan.treatment_schedule[0].prescriptions).toEqual([
      expect.objectContaining({ slug: 'est-1', as_needed: false }),
      expect.objectContaining({ slug: 'soo-3', as_needed: true }),
      expect.objectContaining({ slug: 'af-3' }),
    ]);
    expect(JSON.parse(await run('complete', uid)).consult.status).toBe('CP');
    expect(JSON.parse(await run('show', uid)).review.outcome_status).toBe('CP');

    const entries = await t.db.selectFrom('audit_log').select(['action', 'object_type', 'route', 'via', 'actor_user_id']).where('object_id', '=', uid).where('via', '=', 'cli').execute();
    expect(entries.filter((e) => e.action !== 'read').map((e) => `${e.action} ${e.object_type} ${e.route}`)).toEqual([
      'update consult clinician pick-up',
      'update consult_prescriptions clinician prescribe',
      'create treatment_plan clinician plan',
      'update consult clinician complete',
    ]);
    expect(entries.every((e) => e.actor_user_id === null)).toBe(true);
  });

  it("prints a consult's intake, audited as a CLI read", async () => {
    const intake = JSON.parse(await run('intake', QUEUED));
    expect(intake).toMatchObject({ consult_uid: QUEUED, consult_type: 'ungated-rx', state: 'TX', submitted_at: expect.any(String) });
    const entries = await t.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'consult_intake').where('via', '=', 'cli').execute();
    expect(entries).toEqual([expect.objectContaining({ action: 'read', object_id: String(intake.id), route: 'clinician intake', subject_user_id: await userId('noconsent@flora.test') })]);
    await expect(run('intake', 'c0a80001-none-4000-8000-000000000000')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('ends a consult with a reason', async () => {
    const uid = await consultIn('demo@flora.test', 'vaginitis', 'SU');
    expect(JSON.parse(await run('end', uid, 'RF', '--reason', 'Needs an in-person exam.'))).toMatchObject({
      consult: { status: 'RF' },
      review: { outcome_reason: 'Needs an in-person exam.' },
    });
    await expect(run('end', uid, 'CA', '--reason', 'x')).rejects.toMatchObject({ statusCode: 409 });
  });

  it.each([
    [[]],
    [['dance']],
    [['pick-up']],
    [['queue', '--status', 'XX']],
    [['queue', 'extra']],
    [['intake']],
    [['intake', QUEUED, '--status', 'SU']],
    [['pick-up', QUEUED, '--clinician', 'demo@flora.test']],
    [['pick-up', QUEUED, '--colour', 'red']],
    [['prescribe', QUEUED]],
    [['prescribe', QUEUED, 'af-1:x']],
    [['prescribe', QUEUED, 'af-1:1:glitter']],
    [['plan', QUEUED, '--week', '1=af-1']],
    [['plan', QUEUED, '--weeks', '40', '--week', '1=af-1']],
    [['plan', QUEUED, '--weeks', '4', '--week', '1=af-1', '--start', '2026-02-30']],
    [['end', QUEUED, 'XX', '--reason', 'x']],
    [['end', QUEUED, 'CA']],
    [['end', QUEUED, 'CA', '--reason']],
  ])('refuses %j with a reason and writes nothing', async (argv) => {
    const before = await snapshotCounts(t.db);
    await expect(runClinicianCommand(t.db, t.clock, argv)).rejects.toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('refuses an illegal move (409) and an unknown consult (404)', async () => {
    await expect(run('pick-up', 'c0a80001-demo-4000-8000-000000000001')).rejects.toMatchObject({ statusCode: 409 });
    await expect(run('show', 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});
