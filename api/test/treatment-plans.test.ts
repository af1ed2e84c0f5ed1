// The treatment plan calendar of demo@flora.test's completed consult: reading it, the start date,
// interruptions (which shift the weeks), entry adjustments and resetting the calendar.
import { call as callApi, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['demo', 'new', 'partner']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const DEMO_UID = 'c0a80001-demo-4000-8000-000000000001';
const PLAN = `/api/v1/consults/${DEMO_UID}/treatment_plan/`;

function call(method: Parameters<typeof callApi>[1], url: string, who: string, body?: unknown) {
  return callApi(t.app, method, url, tokens.get(who), body);
}

const plan = async () => json(await call('GET', PLAN, 'demo'));
const lastAudit = () => t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

async function refused(method: Parameters<typeof callApi>[1], url: string, who: string, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(method, url, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return res.statusCode;
}

const slugsOf = (week: { prescriptions: { slug: string }[] }) => week.prescriptions.map((p) => p.slug).sort();
const entry = (p: any, slug: string, week: number) =>
  p.treatment_schedule.flatMap((w: any) => w.prescriptions).find((e: any) => e.slug === slug && e.original_week === week);

describe('GET /api/v1/consults/{uid}/treatment_plan/', () => {
  it('answers the seeded six-week calendar, dated from the start date, and audits the read', async () => {
    const res = await call('GET', PLAN, 'demo');
    expect(res.statusCode).toBe(200);
    const p = json(res);
    expect(p).toMatchObject({ consult_uid: DEMO_UID, start_date: '2026-11-15', end_date: '2026-12-26', last_treatment_week: 6, paused_days: 0, interruptions: [] });
    expect(p.treatment_schedule.map((w: { week: number }) => w.week)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(slugsOf(p.treatment_schedule[0])).toEqual(['af-1', 'ba-14', 'op-4', 'soo-3']);
    expect(slugsOf(p.treatment_schedule[1])).toEqual(['ba-14', 'op-4']);
    expect(p.treatment_schedule[5]).toMatchObject({ week: 6, is_retest_week: true, prescriptions: [], start_date: '2026-12-20', end_date: '2026-12-26' });
    expect(p.treatment_schedule[0]).toMatchObject({ start_date: '2026-11-15', end_date: '2026-11-21', is_retest_week: false });
    expect(entry(p, 'soo-3', 1)).toMatchObject({ as_needed: true, adjustment_type: null, id: expect.any(Number) });
    expect(await lastAudit()).toMatchObject({ action: 'read', object_type: 'treatment_plan', object_id: DEMO_UID });
  });

  it('names each product and says which may pause during a period (boric acid, vaginal probiotics) and which continue', async () => {
    const week1 = (await plan()).treatment_schedule[0].prescriptions;
    const bySlug = Object.fromEntries(week1.map((e: any) => [e.slug, e]));
    expect(bySlug['ba-14']).toMatchObject({ name: expect.stringMatching(/boric acid/i), pauses_during_period: true });
    expect(bySlug['op-4']).toMatchObject({ name: expect.stringMatching(/probiotic/i), pauses_during_period: true });
    expect(bySlug['af-1']).toMatchObject({ name: expect.stringMatching(/fluconazole/i), pauses_during_period: false });
    expect(bySlug['soo-3']).toMatchObject({ pauses_during_period: false });
  });

  it.each([
    ["another user's consult", DEMO_UID, 'new'],
    ['a consult without a plan', 'c0a80001-mpt0-4000-8000-000000000002', 'partner'],
  ])('answers 404 for %s', async (_what, uid, who) => {
    expect(await refused('GET', `/api/v1/consults/${uid}/treatment_plan/`, who)).toBe(404);
  });

  it('keeps a plan hidden until the consult is complete', async () => {
    await t.db.updateTable('consults').set({ status: 'PR' }).where('uid', '=', DEMO_UID).execute();
    expect((await call('GET', PLAN, 'demo')).statusCode).toBe(404);
    await t.db.updateTable('consults').set({ status: 'CP' }).where('uid', '=', DEMO_UID).execute();
    expect((await call('GET', PLAN, 'demo')).statusCode).toBe(200);
  });
});

describe('treatment interruptions', () => {
  let first: number;
  let second: number;

  it('pauses only the treatments that pause during a period: they (and the retest) move later, the others keep their dates', async () => {
    const res = await call('POST', '/api/v1/treatment-interruption/', 'demo', { consult_uid: DEMO_UID, start_date: '2026-11-18', days: 3 });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ consult_uid: DEMO_UID, start_date: '2026-11-18', days: 3, end_date: '2026-11-20' });
    first = json(res).id;
    expect(await lastAudit()).toMatchObject({ action: 'create', object_type: 'treatment_interruption', object_id: String(first) });
    const p = await plan();
    expect(p.paused_days).toBe(3);
    // Fluconazole and the soothing gel (week 1) continue: week 1 keeps its dates.
    expect(p.treatment_schedule[0]).toMatchObject({ start_date: '2026-11-15', end_date: '2026-11-21', pausing_start_date: '2026-11-15', pausing_end_date: '2026-11-24' });
    expect(p.treatment_schedule[1]).toMatchObject({ start_date: '2026-11-22', end_date: '2026-11-28', pausing_start_date: '2026-11-25', pausing_end_date: '2026-12-01' });
    expect(entry(p, 'af-1', 1).pauses_during_period).toBe(false);
    expect(entry(p, 'ba-14', 2).pauses_during_period).toBe(true);
    // The retest comes after the last paused dose.
    expect(p.treatment_schedule[5]).toMatchObject({ start_date: '2026-12-23', end_date: '2026-12-29', pausing_start_date: '2026-12-23' });
    expect(p.end_date).toBe('2026-12-29');
    expect(p.interruptions).toHaveLength(1);
  });

  it.each([
    ['zero days', { consult_uid: DEMO_UID, start_date: '2026-12-01', days: 0 }, 'demo', 400],
    ['more than 14 days', { consult_uid: DEMO_UID, start_date: '2026-12-01', days: 15 }, 'demo', 400],
    ['days as a string', { consult_uid: DEMO_UID, start_date: '2026-12-01', days: '3' }, 'demo', 400],
    ['an impossible date', { consult_uid: DEMO_UID, start_date: '2026-02-30', days: 3 }, 'demo', 400],
    ['an unknown field', { consult_uid: DEMO_UID, start_date: '2026-12-01', days: 3, note: 'x' }, 'demo', 400],
    ['a start before the treatment start', { consult_uid: DEMO_UID, start_date: '2026-11-01', days: 3 }, 'demo', 400],
    ['a start after the calendar', { consult_uid: DEMO_UID, start_date: '2027-01-15', days: 3 }, 'demo', 400],
    ['an overlap with another interruption', { consult_uid: DEMO_UID, start_date: '2026-11-20', days: 2 }, 'demo', 409],
    ["another user's consult", { consult_uid: DEMO_UID, start_date: '2026-12-01', days: 3 }, 'new', 404],
  ])('refuses %s', async (_what, body, who, status) => {
    expect(await refused('POST', '/api/v1/treatment-interruption/', who, body)).toBe(status);
  });

  it('changes an interruption with PUT', async () => {
    second = json(await call('POST', '/api/v1/treatment-interruption/', 'demo', { consult_uid: DEMO_UID, start_date: '2026-12-05', days: 2 })).id;
    const res = await call('PUT', `/api/v1/treatment-interruption/${first}/`, 'demo', { start_date: '2026-11-18', days: 2, consult_uid: DEMO_UID });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: first, days: 2, end_date: '2026-11-19' });
    expect(await lastAudit()).toMatchObject({ action: 'update', object_type: 'treatment_interruption', object_id: String(first) });
    expect((await plan()).paused_days).toBe(4);
  });

  it.each([
    ["another user's interruption", () => first, 'new', { start_date: '2026-11-18', days: 2 }, 404],
    ['an unknown id', () => 999999, 'demo', { start_date: '2026-11-18', days: 2 }, 404],
    ['a malformed id', () => 'abc', 'demo', { start_date: '2026-11-18', days: 2 }, 400],
    ['a move to another consult', () => first, 'demo', { start_date: '2026-11-18', days: 2, consult_uid: 'c0a80001-mpt0-4000-8000-000000000002' }, 400],
    ['an overlap with the other interruption', () => first, 'demo', { start_date: '2026-12-04', days: 3 }, 409],
    ['a missing days', () => first, 'demo', { start_date: '2026-11-18' }, 400],
  ])('refuses to change %s', async (_what, id, who, body, status) => {
    expect(await refused('PUT', `/api/v1/treatment-interruption/${id()}/`, who, body)).toBe(status);
  });

  it('deletes an interruption (owner only) and the dates shift back', async () => {
    expect(await refused('DELETE', `/api/v1/treatment-interruption/${second}/`, 'new')).toBe(404);
    const res = await call('DELETE', `/api/v1/treatment-interruption/${second}/`, 'demo');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    expect(await lastAudit()).toMatchObject({ action: 'delete', object_type: 'treatment_interruption', object_id: String(second) });
    expect((await plan()).paused_days).toBe(2);
    expect(await refused('DELETE', `/api/v1/treatment-interruption/${second}/`, 'demo')).toBe(404);
  });
});

describe('calendar treatments', () => {
  it('lists the reasons of each adjustment type', async () => {
    const skip = json(await call('GET', '/api/v1/calendar-treatments/adjustment-reason-options/?adjustment_type=skip', 'demo'));
    expect(skip.adjustment_type).toBe('skip');
    expect(skip.options.map((o: { value: string }) => o.value)).toEqual(['period', 'side-effects', 'forgot', 'travel', 'other']);
    const reschedule = json(await call('GET', '/api/v1/calendar-treatments/adjustment-reason-options/?adjustment_type=reschedule', 'demo'));
    expect(reschedule.options.map((o: { value: string }) => o.value)).toContain('schedule-conflict');
    for (const query of ['', '?adjustment_type=pause', '?adjustment_type=skip&x=1']) {
      expect(await refused('GET', `/api/v1/calendar-treatments/adjustment-reason-options/${query}`, 'demo')).toBe(400);
    }
  });

  it('skips an entry in its week and audits it', async () => {
    const ba2 = entry(await plan(), 'ba-14', 2);
    const res = await call('PATCH', `/api/v1/calendar-treatments/${ba2.id}/`, 'demo', { adjustment_type: 'skip', reason: 'period' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: ba2.id, week: 2, original_week: 2, name: expect.stringMatching(/boric acid/i), pauses_during_period: true, adjustment_type: 'skip', adjustment_reason: 'period' });
    expect(await lastAudit()).toMatchObject({ action: 'update', object_type: 'calendar_treatment', object_id: String(ba2.id) });
    expect(entry(await plan(), 'ba-14', 2)).toMatchObject({ adjustment_type: 'skip' });
  });

  it('reschedules an entry to another week', async () => {
    const ba2 = entry(await plan(), 'ba-14', 2);
    const res = await call('PATCH', `/api/v1/calendar-treatments/${ba2.id}/`, 'demo', { adjustment_type: 'reschedule', reason: 'travel', week: 3 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ week: 3, original_week: 2, adjustment_type: 'reschedule', adjustment_reason: 'travel' });
    const p = await plan();
    expect(slugsOf(p.treatment_schedule[1])).toEqual(['op-4']);
    expect(slugsOf(p.treatment_schedule[2])).toEqual(['ba-14', 'op-4']);
  });

  it.each([
    ['a reason of another type', 'ba-14', 1, 'demo', { adjustment_type: 'skip', reason: 'schedule-conflict' }, 400],
    ['a week on a skip', 'ba-14', 1, 'demo', { adjustment_type: 'skip', reason: 'period', week: 2 }, 400],
    ['a reschedule without week', 'ba-14', 1, 'demo', { adjustment_type: 'reschedule', reason: 'travel' }, 400],
    ['a week after the plan', 'ba-14', 1, 'demo', { adjustment_type: 'reschedule', reason: 'travel', week: 7 }, 400],
    ['the same week', 'ba-14', 1, 'demo', { adjustment_type: 'reschedule', reason: 'travel', week: 1 }, 400],
    ['an unknown adjustment type', 'ba-14', 1, 'demo', { adjustment_type: 'double', reason: 'other' }, 400],
    ['a week where the product already is', 'ba-14', 1, 'demo', { adjustment_type: 'reschedule', reason: 'travel', week: 3 }, 409],
    ["another user's entry", 'ba-14', 1, 'new', { adjustment_type: 'skip', reason: 'period' }, 404],
  ])('refuses %s', async (_what, slug, week, who, body, status) => {
    const e = entry(await plan(), slug, week);
    expect(await refused('PATCH', `/api/v1/calendar-treatments/${e.id}/`, who, body)).toBe(status);
  });
});

describe('start date and reset', () => {
  it('refuses to overwrite a start date (409)', async () => {
    expect(await refused('POST', `/api/v1/consults/${DEMO_UID}/treatment_start_date/`, 'demo', { treatment_start_date: '2026-11-20' })).toBe(409);
  });

  it('resets the calendar: no start date, entries back in their weeks, no interruptions; audited', async () => {
    const res = await call('PATCH', `/api/v1/consults/${DEMO_UID}/reset-calendar/`, 'demo');
    expect(res.statusCode).toBe(200);
    const p = json(res);
    expect(p).toMatchObject({ start_date: null, end_date: null, paused_days: 0, interruptions: [] });
    expect(p.treatment_schedule[0]).toMatchObject({ start_date: null, end_date: null });
    expect(slugsOf(p.treatment_schedule[1])).toEqual(['ba-14', 'op-4']);
    expect(entry(p, 'ba-14', 2)).toMatchObject({ week: 2, adjustment_type: null, adjustment_reason: null });
    const entries = await t.db.selectFrom('audit_log').selectAll().where('route', '=', 'PATCH /api/v1/consults/:uid/reset-calendar/').execute();
    expect(entries.map((e) => `${e.action} ${e.object_type}`).sort()).toEqual(['delete treatment_interruption', 'update treatment_plan']);
  });

  it('refuses an interruption without a start date (409)', async () => {
    expect(await refused('POST', '/api/v1/treatment-interruption/', 'demo', { consult_uid: DEMO_UID, start_date: '2026-11-25', days: 2 })).toBe(409);
  });

  it.each([
    ['more than 14 days ago', { treatment_start_date: '2026-11-05' }, 'demo', 400],
    ['more than 90 days ahead', { treatment_start_date: '2027-02-19' }, 'demo', 400],
    ['not a date', { treatment_start_date: '20/11/2026' }, 'demo', 400],
    ['no date', {}, 'demo', 400],
    ["another user's consult", { treatment_start_date: '2026-11-20' }, 'new', 404],
  ])('refuses a start date %s', async (_what, body, who, status) => {
    expect(await refused('POST', `/api/v1/consults/${DEMO_UID}/treatment_start_date/`, who, body)).toBe(status);
  });

  it('sets a new start date and audits it', async () => {
    const res = await call('POST', `/api/v1/consults/${DEMO_UID}/treatment_start_date/`, 'demo', { treatment_start_date: '2027-02-18' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ start_date: '2027-02-18', end_date: '2027-03-31' });
    expect(await lastAudit()).toMatchObject({ action: 'update', object_type: 'treatment_plan', route: 'POST /api/v1/consults/:uid/treatment_start_date/' });
  });

  it("refuses to reset another user's calendar or with a body", async () => {
    expect(await refused('PATCH', `/api/v1/consults/${DEMO_UID}/reset-calendar/`, 'new')).toBe(404);
    expect(await refused('PATCH', `/api/v1/consults/${DEMO_UID}/reset-calendar/`, 'demo', { everything: true })).toBe(400);
  });
});
