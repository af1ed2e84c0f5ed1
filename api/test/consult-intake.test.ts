// The consult intake (SPEC §7 Intake): create (OR -> ST), answers, consents, submit (ST -> SU),
// the medication catalogue, the pharmacy directory and the address info.
import { CARE_STATES } from '@flora/shared/domain';
import { DEMO_CONSULT, PARTNER_CONSULT } from '../src/db/seed/demo-data';
import { auditOf, lastAuditId } from './helpers/audit';
import { addConsult, consultStatus, PHOTO, putPhotoId, userId } from './helpers/intake-fixtures';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/v1/consult-intake';

/** A complete set of answers for a vaginitis intake (shipping to New York). */
const COMPLETE_ANSWERS = {
  symptoms: ['odor', 'itching'],
  symptom_duration: '1_to_4_weeks',
  pregnancy_status: 'not_pregnant',
  breastfeeding: false,
  has_allergies: true,
  allergies: 'Penicillin (hives)',
  current_medication_ids: [] as number[],
  date_of_birth: '1994-09-03',
  address_line1: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip_code: '10001',
};

async function startIntake(email: string, type = 'vaginitis') {
  const { access } = await login(t.app, email);
  const uid = await addConsult(t, email, type, 'OR');
  const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
  expect(res.statusCode).toBe(201);
  return { access, uid, intake: json(res) };
}

/** Answers everything and gives every consent the type needs. */
async function complete(access: string, intakeId: number, type = 'vaginitis') {
  const answers = type === 'male-partner' ? { ...COMPLETE_ANSWERS, sex_assigned_at_birth: 'male' } : COMPLETE_ANSWERS;
  expect((await call(t.app, 'PATCH', `${BASE}/${intakeId}/`, access, answers)).statusCode).toBe(200);
  const consents = ['agree_to_terms'];
  if (type !== 'male-partner') consents.push('consent_to_not_trying_to_conceive');
  if (type === 'ungated-rx') consents.push('consent_to_ungated_rx_terms');
  for (const c of consents) expect((await call(t.app, 'POST', `${BASE}/${intakeId}/${c}/`, access)).statusCode).toBe(200);
  if (type === 'vaginitis') expect((await putPhotoId(t, access, intakeId, PHOTO.jpeg)).statusCode).toBe(200);
}

describe('GET /api/v1/consult-intake/medications/', () => {
  it('lists the catalogue by name, searchable case-insensitively', async () => {
    const { access } = await login(t.app, 'new@flora.test');
    const all = json(await call(t.app, 'GET', `${BASE}/medications/`, access));
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'name']);
    const names = all.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort());
    const found = json(await call(t.app, 'GET', `${BASE}/medications/?search=PROFEN`, access));
    expect(found.map((m: { name: string }) => m.name)).toEqual(['Ibuprofen']);
    expect(json(await call(t.app, 'GET', `${BASE}/medications/?search=%25`, access))).toEqual([]);
  });

  it("for=men leaves out the contraceptives and IUDs (the male partner's list); for=women the men's medications", async () => {
    const { access } = await login(t.app, 'partner@flora.test');
    const names = async (query: string) => json(await call(t.app, 'GET', `${BASE}/medications/${query}`, access)).map((m: { name: string }) => m.name);
    const all = await names('');
    expect(all).toEqual(expect.arrayContaining(['Combined oral contraceptive pill', 'Copper IUD', 'Tamsulosin']));
    const his = await names('?for=men');
    expect(his).toEqual(expect.arrayContaining(['Ibuprofen', 'Metronidazole', 'Tamsulosin', 'Sildenafil']));
    for (const name of ['Combined oral contraceptive pill', 'Copper IUD', 'Hormonal IUD (levonorgestrel)', 'Progestin-only pill']) expect(his).not.toContain(name);
    expect(await names('?for=men&search=pill')).toEqual([]);
    const hers = await names('?for=women');
    expect(hers).toEqual(expect.arrayContaining(['Combined oral contraceptive pill', 'Ibuprofen']));
    expect(hers).not.toContain('Tamsulosin');
  });

  it.each([
    ['an unknown parameter', '?q=ibu', 400],
    ['an empty search', '?search=', 400],
    ['an unknown audience', '?for=everyone', 400],
  ])('refuses %s', async (_what, query, status) => {
    const { access } = await login(t.app, 'new@flora.test');
    const res = await call(t.app, 'GET', `${BASE}/medications/${query}`, access);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
  });

  it('needs a sign-in', async () => {
    expect((await call(t.app, 'GET', `${BASE}/medications/`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/consult-intake/', () => {
  it('creates the intake of an ordered consult, moves it OR -> ST and records both', async () => {
    const before = await lastAuditId(t.app);
    const { uid, intake } = await startIntake('new@flora.test');
    expect(intake).toMatchObject({
      consult_uid: uid,
      consult_type: 'vaginitis',
      symptoms: null,
      date_of_birth: null,
      agreed_to_terms_at: null,
      submitted_at: null,
      created_at: t.clock.now().toISOString(),
    });
    expect(intake.missing_for_submit).toContain('agree_to_terms');
    expect(await consultStatus(t, uid)).toBe('ST');
    const entries = (await auditOf(t.app, 'new@flora.test')).filter((e) => e.id > before);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id]).sort()).toEqual([
      ['create', 'consult_intake', String(intake.id)],
      ['update', 'consult', uid],
    ]);
    expect(entries[0]).toMatchObject({ subject_user_id: await userId(t, 'new@flora.test'), route: 'POST /api/v1/consult-intake/' });
  });

  it('answers the existing intake (200) on a second create, without moving the consult again', async () => {
    const { access, uid, intake } = await startIntake('new@flora.test');
    const counts = await snapshotCounts(t.db);
    const again = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
    expect(again.statusCode).toBe(200);
    expect(json(again).id).toBe(intake.id);
    expect(await consultStatus(t, uid)).toBe('ST');
    expect((await snapshotCounts(t.db)).consult_intakes).toBe(counts.consult_intakes);
  });

  it("answers demo's submitted intake of the completed consult", async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: DEMO_CONSULT.uid });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ consult_type: 'vaginitis', submitted_at: expect.any(String), missing_for_submit: [], state: 'NY' });
  });

  it('opens the intake of an sti consult straight from IN (nothing to pay for): IN -> OR -> ST, audited', async () => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', 'sti', 'IN');
    const before = await lastAuditId(t.app);
    const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
    expect(res.statusCode).toBe(201);
    const intake = json(res);
    expect(intake).toMatchObject({ consult_uid: uid, consult_type: 'sti', submitted_at: null });
    expect(intake.missing_for_submit).not.toContain('photo_id');
    expect(intake.missing_for_submit).toContain('consent_to_not_trying_to_conceive');
    expect(await consultStatus(t, uid)).toBe('ST');
    const entries = (await auditOf(t.app, 'new@flora.test')).filter((e) => e.id > before);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id]).sort()).toEqual([
      ['create', 'consult_intake', String(intake.id)],
      ['update', 'consult', uid],
    ]);
    // Answered, consented and submitted like any other: no photo ID, no payment.
    await complete(access, intake.id, 'sti');
    const submitted = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(submitted.statusCode).toBe(200);
    expect(await consultStatus(t, uid)).toBe('SU');
  });

  it.each([
    ['an unpaid ungated-rx consult (IN)', 'ungated-rx', 'IN', /not been paid/],
    ['a cancelled sti consult', 'sti', 'CA', /status CA .* it is final/],
  ])('refuses %s with 409 and writes nothing', async (_what, type, status, detail) => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', type, status);
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(detail);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, uid)).toBe(status);
  });

  it.each([
    ['an unpaid consult (IN)', 'IN', /not been paid/],
    ['a submitted consult', 'SU', /status SU .* cannot move to ST/],
    ['a cancelled consult', 'CA', /status CA .* it is final/],
  ])('refuses %s with 409 and writes nothing', async (_what, status, detail) => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', 'vaginitis', status);
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: uid });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(detail);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, uid)).toBe(status);
  });

  it.each([
    ['no consult_uid', {}, 400],
    ['an unknown field', { consult_uid: 'x', extra: 1 }, 400],
    ['a number', { consult_uid: 12 }, 400],
    ['an unknown consult', { consult_uid: 'no-such-consult' }, 404],
    ["another user's consult", { consult_uid: PARTNER_CONSULT.uid }, 404],
  ])('refuses %s with {detail} and writes nothing', async (_what, body, status) => {
    const { access } = await login(t.app, 'new@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/`, access, body);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, PARTNER_CONSULT.uid)).toBe('OR');
  });
});

describe('GET /api/v1/consult-intake/{id}/', () => {
  it("answers the caller's intake and records the read; staff may view it as the user", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const res = await call(t.app, 'GET', `${BASE}/${intake.id}/`, access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(intake);
    const [entry] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_intake');
    expect(entry).toMatchObject({ action: 'read', object_id: String(intake.id), route: 'GET /api/v1/consult-intake/:id/' });

    const staff = await login(t.app, 'staff@flora.test');
    const viewed = await call(t.app, 'GET', `${BASE}/${intake.id}/?__impersonate=new@flora.test`, staff.access);
    expect(viewed.statusCode).toBe(200);
    const [impersonated] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_intake');
    expect(impersonated.impersonator_user_id).toBe(await userId(t, 'staff@flora.test'));
  });

  it("answers 404 for another user's intake and 400 for a malformed id, recording nothing", async () => {
    const { intake } = await startIntake('new@flora.test');
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    const other = await call(t.app, 'GET', `${BASE}/${intake.id}/`, demo.access);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ detail: 'No intake with that id.' });
    expect((await call(t.app, 'GET', `${BASE}/abc/`, demo.access)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${BASE}/9999999999/`, demo.access)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${BASE}/${intake.id}/?x=1`, demo.access)).statusCode).toBe(400);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});

describe('PATCH /api/v1/consult-intake/{id}/', () => {
  it('saves answers (trimmed), reports what is still missing and records the update', async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const meds = json(await call(t.app, 'GET', `${BASE}/medications/?search=metformin`, access));
    const pharmacies = json(await call(t.app, 'GET', `${BASE}/${intake.id}/pharmacies/?postal_code=94110`, access));
    t.clock.advance(60_000);
    const res = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, {
      ...COMPLETE_ANSWERS,
      city: '  New York  ',
      current_medication_ids: [meds[0].id],
      pharmacy_id: pharmacies[0].id,
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ ...COMPLETE_ANSWERS, current_medication_ids: [meds[0].id], pharmacy_id: pharmacies[0].id, city: 'New York' });
    expect(body.updated_at).toBe(t.clock.now().toISOString());
    expect(body.missing_for_submit).toEqual(['photo_id', 'agree_to_terms', 'consent_to_not_trying_to_conceive']);
    const [entry] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_intake');
    expect(entry).toMatchObject({ action: 'update', object_id: String(intake.id), route: 'PATCH /api/v1/consult-intake/:id/' });
    expect(json(await call(t.app, 'GET', `${BASE}/${intake.id}/`, access))).toMatchObject({ city: 'New York', allergies: 'Penicillin (hives)' });
  });

  it('clears follow-up answers with the answer they follow, and null clears an answer', async () => {
    const { access, intake } = await startIntake('new@flora.test');
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, COMPLETE_ANSWERS);
    const res = json(await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { symptoms: [], has_allergies: false, city: null }));
    expect(res).toMatchObject({ symptoms: [], symptom_duration: null, has_allergies: false, allergies: null, city: null });
    expect(res.missing_for_submit).toContain('city');
    expect(res.missing_for_submit).not.toContain('symptom_duration');
  });

  const adult = `${2026 - 18}-11-20`;
  const minor = `${2026 - 18}-11-21`;
  it.each([
    ['an empty body', {}, undefined],
    ['an unknown field', { favourite_colour: 'red' }, 'favourite_colour'],
    ['an unknown symptom', { symptoms: ['sneezing'] }, 'symptoms.0'],
    ['a repeated symptom', { symptoms: ['odor', 'odor'] }, 'symptoms'],
    ['a string boolean', { breastfeeding: 'no' }, 'breastfeeding'],
    ['an unknown pregnancy status', { pregnancy_status: 'maybe' }, 'pregnancy_status'],
    ['an unknown medication', { current_medication_ids: [99999] }, 'current_medication_ids'],
    ['an unknown pharmacy', { pharmacy_id: 99999 }, 'pharmacy_id'],
    ['a pharmacy id beyond 32 bits', { pharmacy_id: 2 ** 31 }, 'pharmacy_id'],
    ['a medication id beyond 32 bits', { current_medication_ids: [1e20] }, 'current_medication_ids.0'],
    ['a malformed date of birth', { date_of_birth: '03/09/1994' }, 'date_of_birth'],
    ['an impossible date of birth', { date_of_birth: '1994-02-30' }, 'date_of_birth'],
    ['a future date of birth', { date_of_birth: '2030-01-01' }, 'date_of_birth'],
    ['a patient under 18', { date_of_birth: minor }, 'date_of_birth'],
    ['an unknown state', { state: 'XX' }, 'state'],
    ['a malformed zip code', { zip_code: '1234' }, 'zip_code'],
    ['a blank city', { city: '   ' }, 'city'],
    ['a too long note', { additional_notes: 'x'.repeat(2001) }, 'additional_notes'],
    ['a valid answer next to an invalid one', { city: 'Boston', pharmacy_id: 99999 }, 'pharmacy_id'],
  ])('refuses %s with 400 and writes nothing', async (_what, body, field) => {
    const { access, intake } = await startIntake('new@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, body);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
    expect(json(res).field).toBe(field);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect((await t.db.selectFrom('consult_intakes').selectAll().where('id', '=', intake.id).executeTakeFirstOrThrow()).updated_at).toBe(
      intake.updated_at,
    );
  });

  it('accepts a patient who turns 18 today', async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const res = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { date_of_birth: adult });
    expect(res.statusCode).toBe(200);
    expect(json(res).date_of_birth).toBe(adult);
  });

  it("answers 404 for another user's intake and 409 once submitted", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    const other = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, demo.access, { city: 'Elsewhere' });
    expect(other.statusCode).toBe(404);
    expect(await snapshotCounts(t.db)).toEqual(counts);

    await complete(access, intake.id);
    expect((await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access)).statusCode).toBe(200);
    const counts2 = await snapshotCounts(t.db);
    const late = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { city: 'Boston' });
    expect(late.statusCode).toBe(409);
    expect(json(late).detail).toMatch(/submitted .* can no longer be changed/);
    expect(await snapshotCounts(t.db)).toEqual(counts2);
  });

  it('answers 409 when the consult was cancelled before submission', async () => {
    const { access, uid, intake } = await startIntake('new@flora.test');
    await t.db.updateTable('consults').set({ status: 'CA' }).where('uid', '=', uid).execute();
    const res = await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { city: 'Boston' });
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/status CA/);
  });
});

describe('the consent actions', () => {
  it.each(['agree_to_terms', 'consent_to_not_trying_to_conceive'])(
    '%s records a timestamp once (a repeat keeps the first) and is audited',
    async (action) => {
      const { access, intake } = await startIntake('new@flora.test');
      const first = await call(t.app, 'POST', `${BASE}/${intake.id}/${action}/`, access);
      expect(first.statusCode).toBe(200);
      const field = action === 'agree_to_terms' ? 'agreed_to_terms_at' : 'consented_to_not_trying_to_conceive_at';
      expect(json(first)[field]).toBe(t.clock.now().toISOString());
      expect(json(first).missing_for_submit).not.toContain(action);
      t.clock.advance(5_000);
      const again = await call(t.app, 'POST', `${BASE}/${intake.id}/${action}/`, access, {});
      expect(again.statusCode).toBe(200);
      expect(json(again)[field]).toBe(json(first)[field]);
      const [entry] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_intake');
      expect(entry).toMatchObject({ action: 'update', route: `POST /api/v1/consult-intake/:id/${action}/` });
    },
  );

  it('consent_to_ungated_rx_terms applies to ungated-rx consults only', async () => {
    const rx = await startIntake('new@flora.test', 'ungated-rx');
    expect(rx.intake.missing_for_submit).toContain('consent_to_ungated_rx_terms');
    const ok = await call(t.app, 'POST', `${BASE}/${rx.intake.id}/consent_to_ungated_rx_terms/`, rx.access);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).consented_to_ungated_rx_terms_at).toBe(t.clock.now().toISOString());

    const vag = await startIntake('new@flora.test');
    const counts = await snapshotCounts(t.db);
    const refused = await call(t.app, 'POST', `${BASE}/${vag.intake.id}/consent_to_ungated_rx_terms/`, vag.access);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).detail).toMatch(/ungated-rx consults only/);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it('consent_to_not_trying_to_conceive does not apply to male-partner consults', async () => {
    const mp = await startIntake('partner@flora.test', 'male-partner');
    expect(mp.intake.missing_for_submit).not.toContain('consent_to_not_trying_to_conceive');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/${mp.intake.id}/consent_to_not_trying_to_conceive/`, mp.access);
    expect(res.statusCode).toBe(409);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it.each(['agree_to_terms', 'consent_to_not_trying_to_conceive', 'consent_to_ungated_rx_terms'])(
    "%s: 404 for another user's intake, 400 for a body, 409 once submitted",
    async (action) => {
      const { access, intake } = await startIntake('new@flora.test', 'ungated-rx');
      const demo = await login(t.app, 'demo@flora.test');
      const counts = await snapshotCounts(t.db);
      expect((await call(t.app, 'POST', `${BASE}/${intake.id}/${action}/`, demo.access)).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${BASE}/${intake.id}/${action}/`, access, { agree: true })).statusCode).toBe(400);
      expect(await snapshotCounts(t.db)).toEqual(counts);
      await complete(access, intake.id, 'ungated-rx');
      await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
      const late = await call(t.app, 'POST', `${BASE}/${intake.id}/${action}/`, access);
      expect(late.statusCode).toBe(409);
    },
  );
});

describe('what her health history already said', () => {
  it("opens with the symptoms her submitted health history reported (rx@: odor and itching), hers to change", async () => {
    const { access } = await login(t.app, 'rx@flora.test');
    const consult = json(await call(t.app, 'GET', '/api/v1/consults/', access)).find((c: { type: string }) => c.type === 'ungated-rx');
    const res = await call(t.app, 'POST', `${BASE}/`, access, { consult_uid: consult.uid });
    expect(res.statusCode).toBe(201);
    expect(json(res).symptoms).toEqual(['odor', 'itching']);
  });

  it('opens empty for a consult whose test has no symptoms reported', async () => {
    const { intake } = await startIntake('new@flora.test');
    expect(intake.symptoms).toBeNull();
  });
});

describe('POST /api/v1/consult-intake/{id}/submit/', () => {
  it('refuses an incomplete intake with 400 naming every missing answer, writing nothing', async () => {
    const { access, uid, intake } = await startIntake('new@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(res.statusCode).toBe(400);
    const missing = [
      'symptoms',
      'pregnancy_status',
      'breastfeeding',
      'has_allergies',
      'current_medication_ids',
      'date_of_birth',
      'address_line1',
      'city',
      'state',
      'zip_code',
      'photo_id',
      'agree_to_terms',
      'consent_to_not_trying_to_conceive',
    ];
    expect(json(res)).toEqual({ detail: `Missing: ${missing.join(', ')}.`, field: 'symptoms', missing });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, uid)).toBe('ST');
  });

  it.each([
    ['male-partner', ['sex_assigned_at_birth', 'has_allergies', 'current_medication_ids', 'date_of_birth', 'address_line1', 'city', 'state', 'zip_code', 'agree_to_terms']],
    ['ungated-rx', ['symptoms', 'pregnancy_status', 'breastfeeding', 'has_allergies', 'current_medication_ids', 'date_of_birth', 'address_line1', 'city', 'state', 'zip_code', 'agree_to_terms', 'consent_to_ungated_rx_terms', 'consent_to_not_trying_to_conceive']],
  ])('a %s intake needs its own answers and consents', async (type, missing) => {
    const { access, intake } = await startIntake('new@flora.test', type);
    expect(json(await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access)).missing).toEqual(missing);
  });

  it('asks for the follow-ups: symptom duration with symptoms, allergies when there are some', async () => {
    const { access, intake } = await startIntake('new@flora.test');
    await complete(access, intake.id);
    expect((await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { symptom_duration: null, allergies: null })).statusCode).toBe(200);
    const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(json(res)).toMatchObject({ field: 'symptom_duration', missing: ['symptom_duration', 'allergies'] });
  });

  it("offers care in exactly the states the intakes' address step offers (@flora/shared's one list), not in the territories", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const careIn = async (state: string) => {
      expect((await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { state })).statusCode).toBe(200);
      return [state, json(await call(t.app, 'GET', `${BASE}/${intake.id}/address-info/`, access)).care_available_in_state];
    };
    expect(CARE_STATES).toHaveLength(51);
    for (const state of CARE_STATES) expect(await careIn(state)).toEqual([state, true]);
    for (const territory of ['AS', 'GU', 'MP', 'PR', 'VI']) expect(await careIn(territory)).toEqual([territory, false]);
  });

  it('refuses a shipping address in a territory where care is not available', async () => {
    const { access, uid, intake } = await startIntake('new@flora.test');
    await complete(access, intake.id);
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { state: 'PR', zip_code: '00901' });
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ field: 'state', detail: expect.stringMatching(/not available in PR/) });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, uid)).toBe('ST');
  });

  it("refuses a ZIP code of another state (AL with 10001): 400 on zip_code, nothing written", async () => {
    const { access, uid, intake } = await startIntake('new@flora.test');
    await complete(access, intake.id);
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { state: 'AL', zip_code: '10001' });
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ field: 'zip_code', detail: '10001 is not a AL ZIP code: check the ZIP code or the state.' });
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect(await consultStatus(t, uid)).toBe('ST');
  });

  it.each(['vaginitis', 'ungated-rx', 'sti', 'male-partner'])(
    'submits a complete %s intake: stamps submitted_at, moves the consult ST -> SU, records both',
    async (type) => {
      const { access, uid, intake } = await startIntake('new@flora.test', type);
      await complete(access, intake.id, type);
      t.clock.advance(60_000);
      const before = await lastAuditId(t.app);
      const res = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ submitted_at: t.clock.now().toISOString(), missing_for_submit: [] });
      expect(await consultStatus(t, uid)).toBe('SU');
      const entries = (await auditOf(t.app, 'new@flora.test')).filter((e) => e.id > before);
      expect(entries.map((e) => [e.action, e.object_type, e.object_id]).sort()).toEqual([
        ['update', 'consult', uid],
        ['update', 'consult_intake', String(intake.id)],
      ]);
    },
  );

  it("answers 409 when submitted twice and 404 for another user's intake", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    await complete(access, intake.id);
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    expect((await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, demo.access)).statusCode).toBe(404);
    expect(await snapshotCounts(t.db)).toEqual(counts);
    expect((await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access)).statusCode).toBe(200);
    const counts2 = await snapshotCounts(t.db);
    const twice = await call(t.app, 'POST', `${BASE}/${intake.id}/submit/`, access);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).detail).toMatch(/already submitted/);
    expect(await snapshotCounts(t.db)).toEqual(counts2);
  });
});

describe('GET /api/v1/consult-intake/{id}/pharmacies/', () => {
  it('finds pharmacies by postal code, by name (case-insensitive) or both', async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const url = `${BASE}/${intake.id}/pharmacies/`;
    const byZip = json(await call(t.app, 'GET', `${url}?postal_code=10001`, access));
    expect(byZip).toHaveLength(3);
    expect(byZip.every((p: { zip_code: string; state: string }) => p.zip_code === '10001' && p.state === 'NY')).toBe(true);
    expect(Object.keys(byZip[0]).sort()).toEqual(['address_line1', 'city', 'id', 'name', 'phone_number', 'state', 'zip_code']);
    const byName = json(await call(t.app, 'GET', `${url}?pharmacy_name=lincoln%20PARK`, access));
    expect(byName.map((p: { name: string }) => p.name)).toEqual(['Lincoln Park Pharmacy']);
    const both = json(await call(t.app, 'GET', `${url}?postal_code=94110&pharmacy_name=mission`, access));
    expect(both.map((p: { name: string }) => p.name)).toEqual(['Mission Street Pharmacy']);
    expect(json(await call(t.app, 'GET', `${url}?postal_code=60614&pharmacy_name=mission`, access))).toEqual([]);
  });

  it('answers at most 20 pharmacies', async () => {
    await t.db
      .insertInto('pharmacies')
      .values(Array.from({ length: 25 }, (_, i) => ({ name: `Test Pharmacy ${i}`, address_line1: `${i} Elm St`, city: 'Springfield', state: 'IL', zip_code: '62701', phone_number: '(217) 555-0100' })))
      .execute();
    const { access, intake } = await startIntake('new@flora.test');
    expect(json(await call(t.app, 'GET', `${BASE}/${intake.id}/pharmacies/?postal_code=62701`, access))).toHaveLength(20);
  });

  it.each([
    ['no criteria', '', 400],
    ['a 4-digit postal code', '?postal_code=1000', 400],
    ['a ZIP+4 postal code', '?postal_code=10001-1234', 400],
    ['a one-letter name', '?pharmacy_name=%20a%20', 400],
    ['an unknown parameter', '?postal_code=10001&city=NY', 400],
  ])('refuses %s with {detail}', async (_what, query, status) => {
    const { access, intake } = await startIntake('new@flora.test');
    const res = await call(t.app, 'GET', `${BASE}/${intake.id}/pharmacies/${query}`, access);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
  });

  it("answers 404 for another user's intake and records nothing (directory data)", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    expect((await call(t.app, 'GET', `${BASE}/${intake.id}/pharmacies/?postal_code=10001`, demo.access)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${intake.id}/pharmacies/?postal_code=10001`, access)).statusCode).toBe(200);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});

describe('GET /api/v1/consult-intake/{id}/address-info/', () => {
  it("answers the intake's address and whether care is available in its state, recording the read", async () => {
    const { access, intake } = await startIntake('new@flora.test');
    const url = `${BASE}/${intake.id}/address-info/`;
    expect(json(await call(t.app, 'GET', url, access))).toEqual({
      intake_id: intake.id,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      zip_code: null,
      address_complete: false,
      care_available_in_state: null,
    });
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { address_line1: '1 Main St', city: 'Austin', state: 'TX', zip_code: '73301' });
    expect(json(await call(t.app, 'GET', url, access))).toMatchObject({ state: 'TX', address_complete: true, care_available_in_state: true });
    await call(t.app, 'PATCH', `${BASE}/${intake.id}/`, access, { state: 'GU' });
    expect(json(await call(t.app, 'GET', url, access))).toMatchObject({ state: 'GU', care_available_in_state: false });
    const [entry] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_intake');
    expect(entry).toMatchObject({ action: 'read', object_id: String(intake.id), route: 'GET /api/v1/consult-intake/:id/address-info/' });
  });

  it("answers 404 for another user's intake, writing nothing", async () => {
    const { intake } = await startIntake('new@flora.test');
    const demo = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'GET', `${BASE}/${intake.id}/address-info/`, demo.access);
    expect(res.statusCode).toBe(404);
    expect(json(res).detail).toBe('No intake with that id.');
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});
