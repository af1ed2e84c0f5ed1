// Fixtures of the intake component tests: a stateful fake of the intake API on the real HTTP stub
// server (PATCH merges answers, consents stamp, submit checks what is missing), and a render helper.
import type { ApiResponse } from '@flora/shared';
import { consultFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub, type StubRequest, type StubRoutes } from '@flora/tools/jest/api-stub-server';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn } from '@flora/tools/jest/session-fixtures';
import { MalePartnerIntakePage } from './male-partner-intake-page';
import { VaginitisIntakePage } from './vaginitis-intake-page';

export const UID = 'c-paid';
export const at = {
  OPEN: 'POST /api/v1/consult-intake/',
  SAVE: 'PATCH /api/v1/consult-intake/7/',
  SUBMIT: 'POST /api/v1/consult-intake/7/submit/',
  TERMS: 'POST /api/v1/consult-intake/7/agree_to_terms/',
  CONCEIVE: 'POST /api/v1/consult-intake/7/consent_to_not_trying_to_conceive/',
  UNGATED_RX_TERMS: 'POST /api/v1/consult-intake/7/consent_to_ungated_rx_terms/',
  PHOTO: 'PUT /api/v1/consult-intake/7/photo-id/',
  MEDICATIONS: 'GET /api/v1/consult-intake/medications/',
  PHARMACIES: 'GET /api/v1/consult-intake/7/pharmacies/',
  ADDRESS: 'GET /api/v1/consult-intake/7/address-info/',
  CONSULT: `GET /api/v1/consults/${UID}/`,
} as const;
export const stub = setupApiStub();

type Intake = ApiResponse<'/api/v1/consult-intake/{id}/', 'patch'>;

export const anIntake = (over: Partial<Intake> = {}): Intake => ({
  id: 7,
  consult_uid: UID,
  consult_type: 'vaginitis',
  symptoms: null,
  symptom_duration: null,
  pregnancy_status: null,
  breastfeeding: null,
  has_allergies: null,
  allergies: null,
  current_medication_ids: null,
  other_medications: null,
  sex_assigned_at_birth: null,
  date_of_birth: null,
  address_line1: null,
  address_line2: null,
  city: null,
  state: null,
  zip_code: null,
  pharmacy_id: null,
  additional_notes: null,
  agreed_to_terms_at: null,
  consented_to_ungated_rx_terms_at: null,
  consented_to_not_trying_to_conceive_at: null,
  photo_id_uploaded: false,
  photo_id_uploaded_at: null,
  submitted_at: null,
  missing_for_submit: [],
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

/** Everything answered but the consents and the photo. */
export const answered = {
  symptoms: ['itching'],
  symptom_duration: 'under_1_week',
  pregnancy_status: 'not_pregnant',
  breastfeeding: false,
  has_allergies: false,
  current_medication_ids: [],
  date_of_birth: '1990-04-02',
  address_line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
} satisfies Partial<Intake>;

/** What the API's missing_for_submit would say (its rules by consult type: only vaginitis needs the photo ID, ungated-rx its own terms, a male partner no conceive consent). */
function missingOf(i: Intake): string[] {
  const m: string[] = [];
  const male = i.consult_type === 'male-partner';
  if (male) {
    if (!i.sex_assigned_at_birth) m.push('sex_assigned_at_birth');
  } else {
    if (i.symptoms === null) m.push('symptoms');
    else if (i.symptoms.length && !i.symptom_duration) m.push('symptom_duration');
    if (!i.pregnancy_status) m.push('pregnancy_status');
    if (i.breastfeeding === null) m.push('breastfeeding');
  }
  if (i.has_allergies === null) m.push('has_allergies');
  if (i.has_allergies && !i.allergies) m.push('allergies');
  if (i.current_medication_ids === null) m.push('current_medication_ids');
  if (!i.date_of_birth) m.push('date_of_birth');
  for (const f of ['address_line1', 'city', 'state', 'zip_code'] as const) if (!i[f]) m.push(f);
  if (i.consult_type === 'vaginitis' && !i.photo_id_uploaded) m.push('photo_id');
  if (!i.agreed_to_terms_at) m.push('agree_to_terms');
  if (i.consult_type === 'ungated-rx' && !i.consented_to_ungated_rx_terms_at) m.push('consent_to_ungated_rx_terms');
  if (!male && !i.consented_to_not_trying_to_conceive_at) m.push('consent_to_not_trying_to_conceive');
  return m;
}

/** Serves one intake that changes as the page writes to it; answers override a route. */
export function serveIntake<R>(start: Partial<Intake> = {}, routes?: StubRoutes<R>) {
  signIn({ email: 'pat@flora.test' });
  let intake = anIntake(start);
  const view = () => ({ ...intake, missing_for_submit: intake.submitted_at ? [] : missingOf(intake) });
  const stamp = (field: 'agreed_to_terms_at' | 'consented_to_not_trying_to_conceive_at' | 'consented_to_ungated_rx_terms_at') => () => {
    intake = { ...intake, [field]: intake[field] ?? '2026-11-24T10:00:00Z' };
    return { body: view() };
  };
  stub.answer({
    [at.OPEN]: () => ({ body: view() }),
    [at.CONSULT]: () => ({ body: consultFixture({ uid: UID, type: intake.consult_type, status: intake.submitted_at ? 'SU' : 'ST', consult_paid: true }) }),
    [at.SAVE]: (_r: StubRequest, body: Partial<Intake>) => {
      intake = { ...intake, ...body };
      return { body: view() };
    },
    [at.TERMS]: stamp('agreed_to_terms_at'),
    [at.CONCEIVE]: stamp('consented_to_not_trying_to_conceive_at'),
    [at.UNGATED_RX_TERMS]: stamp('consented_to_ungated_rx_terms_at'),
    [at.PHOTO]: () => {
      intake = { ...intake, photo_id_uploaded: true, photo_id_uploaded_at: '2026-11-24T10:00:00Z' };
      return { body: view() };
    },
    [at.SUBMIT]: () => {
      const missing = missingOf(intake);
      if (missing.length) return { status: 400, body: { detail: `Missing: ${missing.join(', ')}.`, field: missing[0], missing } };
      intake = { ...intake, submitted_at: '2026-11-24T11:00:00Z' };
      return { body: view() };
    },
    [at.MEDICATIONS]: (r: StubRequest) => {
      // As the API: `for` leaves out what only the other sex takes.
      const catalogue = [
        { id: 1, name: 'Acetaminophen', taken_by: 'anyone' },
        { id: 5, name: 'Combined oral contraceptive pill', taken_by: 'women' },
        { id: 2, name: 'Metformin', taken_by: 'anyone' },
        { id: 3, name: 'Metronidazole', taken_by: 'anyone' },
        { id: 6, name: 'Tamsulosin', taken_by: 'men' },
      ];
      const query = new URL(r.url, 'http://x').searchParams;
      const search = query.get('search')?.toLowerCase();
      const patients = query.get('for');
      const all: ApiResponse<'/api/v1/consult-intake/medications/'> = catalogue
        .filter((m) => !patients || m.taken_by === 'anyone' || m.taken_by === patients)
        .map(({ id, name }) => ({ id, name }));
      return { body: search ? all.filter((m) => m.name.toLowerCase().includes(search)) : all };
    },
    [at.PHARMACIES]: () => ({
      body: [
        { id: 4, name: 'South Austin Pharmacy', address_line1: '4100 S Congress Ave', city: 'Austin', state: 'TX', zip_code: '73301', phone_number: '(512) 555-0133' },
      ] satisfies ApiResponse<'/api/v1/consult-intake/{id}/pharmacies/'>,
    }),
    [at.ADDRESS]: () => ({
      body: {
        intake_id: 7,
        address_line1: intake.address_line1 ?? null,
        address_line2: intake.address_line2 ?? null,
        city: intake.city ?? null,
        state: intake.state ?? null,
        zip_code: intake.zip_code ?? null,
        address_complete: false,
        care_available_in_state: null,
      } satisfies ApiResponse<'/api/v1/consult-intake/{id}/address-info/'>,
    }),
  });
  if (routes) stub.answer(routes);
  return { current: () => intake };
}

export const stepPath = (step: string) => `/treatments/consults/${UID}/intake/${step}/`;

export const renderStep = (step: string) =>
  renderScreen(<VaginitisIntakePage />, { path: stepPath(step), route: '/treatments/consults/:uid/intake/:step/' });

/** His answers to everything but the terms (the male-partner intake). */
export const answeredByHim = {
  consult_type: 'male-partner',
  sex_assigned_at_birth: 'male',
  date_of_birth: '1988-09-12',
  has_allergies: false,
  current_medication_ids: [],
  address_line1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
} satisfies Partial<Intake>;

export const malePartnerStepPath = (step: string) => `/treatments/consults/${UID}/male-partner/intake/${step}/`;

export const renderMalePartnerStep = (step: string) =>
  renderScreen(<MalePartnerIntakePage />, { path: malePartnerStepPath(step), route: '/treatments/consults/:uid/male-partner/intake/:step/', sharedHistory: true });
