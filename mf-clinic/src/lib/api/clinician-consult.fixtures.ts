// Answers of the clinician API for the tests of the consult page and of the queue's pick-up, typed
// against the generated API types.
import type { ApiResponse } from '@flora/shared';

type ConsultView = ApiResponse<'/api/internal/clinician/consults/{uid}/'>;
export const UID = 'c-77';
export const BASE = `/api/internal/clinician/consults/${UID}`;

export function consultView(
  extra: Partial<Pick<ConsultView['consult'], 'status' | 'type' | 'prescriptions'> & Pick<ConsultView, 'treatment_plan' | 'results' | 'review'>> = {},
): ConsultView {
  const status = extra.status ?? 'PR';
  return {
    consult: {
      uid: UID,
      type: extra.type ?? 'ungated-rx',
      status,
      purchase_type: 'ungated-rx',
      pharmacy_type: null,
      consult_paid: true,
      consult_pending: ['SU', 'PR'].includes(status),
      is_closed: ['CP', 'RF', 'IE', 'CA'].includes(status),
      is_pre_submit: false,
      show_consult_in_progress: true,
      ready_for_refills: false,
      consultmessagethread: null,
      prescriptions: extra.prescriptions ?? [],
      selected_treatments: [],
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-24T10:00:00Z',
    },
    patient: { email: 'nora@example.com', first_name: 'Nora', last_name: 'Quinn' },
    test_hash: 'FLTEST0001',
    results: extra.results === undefined ? { valencia_type: 'CST IV-B', infection_state: 'disrupted', conditions: ['BV'] } : extra.results,
    review: extra.review ?? (status === 'SU' ? null : { clinician_user_id: 7, picked_up_at: '2026-11-24T11:00:00Z', closed_at: null, outcome_status: null, outcome_reason: null }),
    treatment_plan: extra.treatment_plan ?? null,
  };
}

export const prescription = (slug: string, refills: number): ConsultView['consult']['prescriptions'][number] => ({
  product: { slug },
  is_refillable_product: refills > 0,
  refills_remaining: refills,
  is_otc_product: false,
  is_disabled_for_refill: false,
});

export const PLAN: NonNullable<ConsultView['treatment_plan']> = {
  consult_uid: UID,
  start_date: null,
  end_date: null,
  last_treatment_week: 3,
  paused_days: 0,
  interruptions: [],
  treatment_schedule: [1, 2, 3].map((week) => ({
    week,
    start_date: null,
    end_date: null,
    pausing_start_date: null,
    pausing_end_date: null,
    is_retest_week: week === 3,
    prescriptions:
      week === 1
        ? [{ id: 1, slug: 'af-1', name: 'Antifungal (1 dose)', pauses_during_period: false, week: 1, original_week: 1, as_needed: false, adjustment_type: null, adjustment_reason: null }]
        : [],
  })),
};

export const INTAKE: ApiResponse<'/api/internal/clinician/consults/{uid}/intake/'> = {
  id: 12,
  consult_uid: UID,
  consult_type: 'ungated-rx',
  symptoms: ['odor', 'itching'],
  symptom_duration: '1_to_4_weeks',
  pregnancy_status: 'not_pregnant',
  breastfeeding: false,
  has_allergies: true,
  allergies: 'Penicillin',
  current_medication_ids: [3],
  other_medications: null,
  sex_assigned_at_birth: 'female',
  date_of_birth: '1990-03-07',
  address_line1: '1 Main St',
  address_line2: null,
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
  pharmacy_id: null,
  additional_notes: 'Worse after my period.',
  agreed_to_terms_at: '2026-11-20T10:00:00Z',
  consented_to_ungated_rx_terms_at: '2026-11-20T10:00:00Z',
  consented_to_not_trying_to_conceive_at: '2026-11-20T10:00:00Z',
  photo_id_uploaded_at: '2026-11-20T10:00:00Z',
  photo_id_uploaded: true,
  submitted_at: '2026-11-24T10:00:00Z',
  missing_for_submit: [],
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
};

export const PRESCRIBABLES: ApiResponse<'/api/internal/clinician/prescribables/'> = [
  { slug: 'af-1', name: 'Antifungal (1 dose)', kind: 'treatment' },
  { slug: 'est-1', name: 'Estriol cream', kind: 'treatment' },
  { slug: 'op-4', name: 'Oral probiotic', kind: 'routine-essential' },
];

export const message = (id: number, role: 'patient' | 'clinician', body: string): ApiResponse<'/api/internal/clinician/consults/{uid}/messages/'>[number] => ({
  id,
  author: { role, name: role === 'patient' ? 'Nora Q.' : 'Sam S.' },
  body,
  created_at: `2026-11-24T1${id}:00:00Z`,
});

/** Every read the page makes, answered. */
export const pageAnswers = (view: ConsultView = consultView()) => ({
  [`GET ${BASE}/`]: { body: view },
  [`GET ${BASE}/intake/`]: { body: INTAKE },
  [`GET ${BASE}/photo-id/`]: { body: 'image-bytes' },
  [`GET ${BASE}/messages/`]: { body: [message(2, 'clinician', 'We are looking at it.'), message(1, 'patient', 'Is it safe with my pill?')] },
  'GET /api/internal/clinician/prescribables/': { body: PRESCRIBABLES },
  'GET /api/v1/consult-intake/medications/': { body: [{ id: 3, name: 'Levothyroxine' }] },
});
