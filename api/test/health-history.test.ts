// The health history of a test: the questionnaire (one version per test), autosave (PATCH) with
// per-question validation, resume page, submit naming what is missing, read-only once submitted.
import { missingQuestions } from '@flora/shared/domain';
import { DEMO_CURRENT_HEALTH_HISTORY, DEMO_HEALTH_HISTORY } from '../src/db/seed/health-history-seed';
import { CURRENT_VERSION } from '../src/features/health-history/health-history-service';
import { type Answers, questionsOf, resumablePages } from '../src/features/health-history/questionnaire';
import { QUESTIONNAIRE_V1 } from '../src/features/health-history/questionnaire-v1';
import { SYMPTOMS } from '../src/features/tests/recommendation-rules';
import { auditSince, lastAuditId } from './helpers/audit';
import { completeHistory } from './helpers/health-history';
import { call, createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let fresh: string;
let demo: string;
const HASH = 'FLKIT00001';
const URL = `/api/v1/user-tests/${HASH}/health-history/`;

beforeAll(async () => {
  t = await createTestApp();
  fresh = (await login(t.app, 'new@flora.test')).access;
  demo = (await login(t.app, 'demo@flora.test')).access;
  expect((await call(t.app, 'POST', '/api/v1/user-tests/', fresh, { hash: HASH })).statusCode).toBe(201);
});
afterAll(() => t.close());

const patch = (body: unknown, access = fresh, url = URL) => call(t.app, 'PATCH', url, access, body);
const step = (action: string, body?: unknown, access = fresh) => call(t.app, 'POST', `/api/v1/user-tests/${HASH}/${action}/`, access, body);
const history = async (access = fresh) => json(await get(t.app, URL, access));
const stored = () => t.db.selectFrom('user_tests').selectAll().where('hash', '=', HASH).executeTakeFirstOrThrow();

describe('the questionnaire', () => {
  it('has sections of pages of questions, educational moments, unique ids and conditions that name earlier questions', () => {
    const questions = questionsOf(QUESTIONNAIRE_V1);
    expect(QUESTIONNAIRE_V1.sections.length).toBeGreaterThanOrEqual(5);
    expect(QUESTIONNAIRE_V1.sections.flatMap((s) => s.pages).length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(resumablePages(QUESTIONNAIRE_V1)).size).toBe(resumablePages(QUESTIONNAIRE_V1).length);
    expect(QUESTIONNAIRE_V1.sections.filter((s) => s.education).length).toBeGreaterThanOrEqual(2);
    questions.forEach((q, i) => {
      if (q.show_when) expect(questions.slice(0, i).map((p) => p.id)).toContain(q.show_when.question);
      if (q.type.endsWith('choice')) expect(q.choices?.length).toBeGreaterThan(1);
    });
    // the symptoms answer keeps driving ungated-Rx eligibility
    expect(questions.find((q) => q.id === 'symptoms')?.choices?.map((c) => c.id)).toEqual([...SYMPTOMS]);
  });
});

describe('required follows visibility', () => {
  it("asks the pregnancy page's follow-ups only once their answer shows them", () => {
    const pregnancyPage = (answers: Record<string, unknown>) =>
      missingQuestions(questionsOf(QUESTIONNAIRE_V1), completeHistory(answers) as Answers)
        .map((q) => q.id)
        .filter((id) => ['pregnant', 'pregnancy_weeks', 'trying_to_conceive'].includes(id));
    expect(pregnancyPage({ pregnant: undefined, trying_to_conceive: undefined })).toEqual(['pregnant']);
    expect(pregnancyPage({ pregnant: 'yes', trying_to_conceive: undefined })).toEqual(['pregnancy_weeks']);
    expect(pregnancyPage({ pregnant: 'not_sure', trying_to_conceive: undefined })).toEqual(['trying_to_conceive']);
    expect(pregnancyPage({ pregnant: 'no' })).toEqual([]);
  });
});

describe("demo@flora.test's submitted histories", () => {
  it.each([
    ['FLDEMO0001', DEMO_CURRENT_HEALTH_HISTORY],
    ['FLDEMO0002', DEMO_HEALTH_HISTORY],
  ])('%s is complete and valid for questionnaire v1, and reads back read-only', async (hash, seeded) => {
    const url = `/api/v1/user-tests/${hash}/health-history/`;
    const view = json(await get(t.app, url, demo));
    const answers = view.answers as typeof seeded;
    expect(answers).toMatchObject(seeded);
    expect(missingQuestions(questionsOf(QUESTIONNAIRE_V1), answers)).toEqual([]);
    expect(view).toMatchObject({ submitted_at: expect.any(String), missing: [] });
    expect((await patch({ answers }, demo, url)).statusCode).toBe(409);

    // Saved again while open, every answer passes the questionnaire's checks as it is: nothing changes.
    const row = () => t.db.selectFrom('user_tests').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();
    const submitted = await row();
    await t.db.updateTable('user_tests').set({ health_history_submitted_at: null }).where('id', '=', submitted.id).execute();
    const open = await row();
    const saved = await patch({ answers }, demo, url);
    await t.db.updateTable('user_tests').set({ health_history_submitted_at: submitted.health_history_submitted_at }).where('id', '=', submitted.id).execute();
    expect(saved.statusCode).toBe(200);
    expect(await row()).toEqual({ ...open, health_history_submitted_at: submitted.health_history_submitted_at });
  });
});

describe('GET .../health-history/', () => {
  it('answers the questionnaire with no answers yet, fixes its version on the test; audited as a read of health_history', async () => {
    const since = await lastAuditId(t.app);
    const res = await get(t.app, URL, fresh);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ hash: HASH, answers: {}, last_page: null, submitted_at: null, ungated_rx_treatments: [] });
    expect(body.questionnaire.version).toBe(CURRENT_VERSION);
    expect(body.questionnaire.sections.map((s: { id: string }) => s.id)).toEqual(QUESTIONNAIRE_V1.sections.map((s) => s.id));
    expect(body.questionnaire.sections[1].pages[0].questions[1]).toEqual(
      expect.objectContaining({ id: 'last_period_start', type: 'date', show_when: { question: 'has_periods', any_of: [true] } }),
    );
    expect(body.missing).toContain('symptoms');
    expect(body.missing).not.toContain('last_period_start');
    expect((await stored()).questionnaire_version).toBe(CURRENT_VERSION);
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'read', object_type: 'health_history', object_id: HASH }),
    ]);
  });

  it("answers 404 for another user's test and an unknown one, writing nothing", async () => {
    const before = await snapshotCounts(t.db);
    for (const [url, access] of [
      [URL, demo],
      ['/api/v1/user-tests/FLNOPE0001/health-history/', fresh],
    ] as const) {
      const res = await get(t.app, url, access);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No test with this hash.' });
    }
    expect((await patch({ page: 'symptoms' }, demo)).statusCode).toBe(404);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('needs a sign-in', async () => {
    expect((await call(t.app, 'GET', URL, null)).statusCode).toBe(401);
  });
});

describe('PATCH .../health-history/', () => {
  it('refuses answers before consent (409)', async () => {
    const res = await patch({ answers: { has_periods: true } });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/consent/);
    expect((await stored()).health_history_answers).toBeNull();
  });

  it('merges partial answers and the page to resume on; audited as an update', async () => {
    expect((await step('consent')).statusCode).toBe(200);
    const since = await lastAuditId(t.app);
    const first = await patch({ answers: { symptoms: ['itching', 'odor'] }, page: 'symptoms' });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ answers: { symptoms: ['itching', 'odor'] }, last_page: 'symptoms', updated_at: t.clock.now().toISOString() });
    expect(json(first).ungated_rx_treatments).toEqual(['af-1', 'ba-14']);
    expect(json(first).missing).toContain('symptom_duration');
    const second = await patch({ answers: { symptom_duration: 'under_week', symptom_notes: '  Started after a new soap.  ' }, page: 'symptom-details' });
    expect(json(second).answers).toEqual({ symptoms: ['itching', 'odor'], symptom_duration: 'under_week', symptom_notes: 'Started after a new soap.' });
    expect(json(second).last_page).toBe('symptom-details');
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'health_history', object_id: HASH, route: 'PATCH /api/v1/user-tests/:hash/health-history/' }),
      expect.objectContaining({ action: 'update', object_type: 'health_history', object_id: HASH }),
    ]);
    // a recommended-products read does not see a draft: only a submitted history reports symptoms
    expect(json(await get(t.app, `/api/v1/user-tests/${HASH}/recommended-products/`, fresh)).data.symptoms).toEqual([]);
  });

  it('is idempotent: a repeat answers the same history and writes nothing', async () => {
    const before = await stored();
    t.clock.advance(60_000);
    const again = await patch({ answers: { symptom_duration: 'under_week' }, page: 'symptom-details' });
    expect(again.statusCode).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('clears an answer with null (and a blank text)', async () => {
    const res = await patch({ answers: { symptom_notes: ' ' } });
    expect(json(res).answers.symptom_notes).toBeUndefined();
    await patch({ answers: { symptom_notes: 'Mild.' } });
    expect(json(await patch({ answers: { symptom_notes: null } })).answers.symptom_notes).toBeUndefined();
  });

  it.each([
    ['an unknown question', { answers: { favourite_colour: 'blue' } }, 'favourite_colour', /Unknown question/],
    ['a yes/no question answered with a string', { answers: { has_periods: 'yes' } }, 'has_periods', /Periods: answer yes or no/],
    ['a choice the question does not have', { answers: { pregnant: 'maybe' } }, 'pregnant', /Pregnant: choose one/],
    ['an unknown symptom', { answers: { symptoms: ['sneezing'] } }, 'symptoms', /Symptoms: choose from the options/],
    ['"None of these" with a symptom', { answers: { symptoms: ['none', 'itching'] } }, 'symptoms', /cannot be combined/],
    ['a number out of range', { answers: { pregnancy_weeks: 43 } }, 'pregnancy_weeks', /from 1 to 42/],
    ['a fractional number', { answers: { pregnancy_weeks: 12.5 } }, 'pregnancy_weeks', /whole number/],
    ['a date in the future', { answers: { last_period_start: '2026-11-21' } }, 'last_period_start', /Last period start date: the date cannot be in the future/],
    ['an impossible date', { answers: { last_period_start: '2026-02-30' } }, 'last_period_start', /real date/],
    ['a date in another format', { answers: { last_period_start: '11/02/2026' } }, 'last_period_start', /real date/],
    ['an antibiotics date too long ago', { answers: { antibiotics_last_dose: '2026-09-01' } }, 'antibiotics_last_dose', /within the last 31 days/],
    ['text too long', { answers: { care_notes: 'x'.repeat(2001) } }, 'care_notes', /under 2000/],
    ['an unknown page', { page: 'nowhere' }, 'page', /Unknown page/],
  ])('refuses %s: 400 naming the question, and writes nothing (not even the good answers beside it)', async (_what, body, field, detail) => {
    const before = await stored();
    const withGood = 'answers' in body ? { ...body, answers: { ...body.answers, breastfeeding: false } } : { ...body, answers: { breastfeeding: false } };
    const res = await patch(withGood);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.stringMatching(detail), field });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an empty body', {}],
    ['an extra field', { answers: {}, extra: 1 }],
    ['answers as a list', { answers: ['itching'] }],
    ['a nested answer', { answers: { symptoms: { a: 1 } } }],
  ])('refuses %s (400) by its schema', async (_what, body) => {
    const before = await stored();
    expect((await patch(body)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('POST .../submit/', () => {
  it('refuses before the sample (409), then an incomplete history naming what is missing (400), writing nothing', async () => {
    expect((await step('submit', {})).statusCode).toBe(409);
    expect((await step('sample', { ph: 4.4 })).statusCode).toBe(200);
    await patch({ answers: { has_periods: true, contraception: null } });
    const before = await stored();
    const res = await step('submit', { answers: { menopause_status: 'premenopause' } });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.missing).toEqual([
      'last_period_start',
      'cycle_regular',
      'hormone_therapy',
      'sexually_active',
      'contraception',
      'pregnant',
      'breastfeeding',
      'antibiotics_recent',
      'prior_diagnoses',
      'vaginal_products',
    ]);
    expect(body.field).toBe('last_period_start');
    expect(body.detail).toBe(
      'Please answer: Last period start date, Regular periods, Hormone therapy, Vaginal sex in the last 3 months, Contraception, Pregnant, Breastfeeding, Antibiotics in the last 30 days, Past diagnoses, Products used.',
    );
    expect(await stored()).toEqual(before);
    // the body's answer was not kept either
    expect(json(await get(t.app, URL, fresh)).missing).toEqual(['last_period_start', 'cycle_regular', 'menopause_status', ...body.missing.slice(2)]);
  });

  it('submits the saved answers merged with the body, keeping only the questions shown; then read-only (409)', async () => {
    await patch({ answers: { pregnancy_weeks: 12 } }); // kept while editing, hidden once she answers "no"
    const since = await lastAuditId(t.app);
    const answers = completeHistory({ has_periods: true, last_period_start: '2026-11-02', cycle_regular: 'regular' });
    delete answers.symptoms;
    const res = await step('submit', { answers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ healthcontext: { health_history_submitted_at: t.clock.now().toISOString() }, eligible_for_ungated_rx: true });
    const view = await history();
    expect(view).toMatchObject({ submitted_at: t.clock.now().toISOString(), missing: [], last_page: 'review' });
    expect(view.answers).toMatchObject({ symptoms: ['itching', 'odor'], symptom_duration: 'under_week', last_period_start: '2026-11-02' });
    expect(view.answers.pregnancy_weeks).toBeUndefined();
    expect(json(await get(t.app, `/api/v1/user-tests/${HASH}/recommended-products/`, fresh)).data.symptoms).toEqual(['itching', 'odor']);
    expect(await auditSince(t.app, 'new@flora.test', since)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'create', object_type: 'health_history', object_id: HASH })]),
    );

    const before = await stored();
    const edit = await patch({ answers: { breastfeeding: true } });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).detail).toMatch(/submitted/);
    expect((await step('submit', {})).statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it("answers 404 for another user's test", async () => {
    const res = await step('submit', {}, demo);
    expect(res.statusCode).toBe(404);
  });
});

describe('one questionnaire version per test', () => {
  it('keeps the version a test started with', async () => {
    const { access } = await login(t.app, 'unverified@flora.test');
    expect((await call(t.app, 'POST', '/api/v1/user-tests/', access, { hash: 'FLKIT00002' })).statusCode).toBe(201);
    await t.db.updateTable('user_tests').set({ questionnaire_version: 1 }).where('hash', '=', 'FLKIT00002').execute();
    const res = await get(t.app, '/api/v1/user-tests/FLKIT00002/health-history/', access);
    expect(json(res).questionnaire.version).toBe(1);
  });
});

describe('POST .../sample/ with the day it was taken', () => {
  it.each([
    ['a day in the future', '2026-11-21', /future/],
    ['a day before the kit was activated', '2026-11-19', /after you activated/],
    ['an impossible day', '2026-02-30', /real date/],
  ])('refuses %s (400, field taken_on) and keeps the reading', async (_what, taken_on, detail) => {
    const before = await stored();
    const res = await step('sample', { ph: 5, taken_on });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.stringMatching(detail), field: 'taken_on' });
    expect(await stored()).toEqual(before);
  });

  it('records an earlier day at noon UTC, and today as now', async () => {
    t.clock.advance(2 * 86_400_000);
    fresh = (await login(t.app, 'new@flora.test')).access;
    expect(json(await step('sample', { ph: 4.6, taken_on: '2026-11-21' }))).toMatchObject({ sample_ph: 4.6, sample_taken_at: '2026-11-21T12:00:00.000Z' });
    const today = t.clock.now().toISOString();
    expect(json(await step('sample', { ph: 4.5, taken_on: today.slice(0, 10) })).sample_taken_at).toBe(today);
  });
});
