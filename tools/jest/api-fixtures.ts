// Test builders for the API's consult and test answers, typed against the generated API types
// (api-types.ts): a builder that drifts from the API fails to compile. Tests only.
import type { ApiResponse } from '@flora/shared';

export type ApiConsult = ApiResponse<'/api/v1/consults/'>[number];
export type ApiPrescription = ApiConsult['prescriptions'][number];
export type ApiUserTest = NonNullable<ApiResponse<'/api/v1/user-tests/current/'>>;

/** A consult from GET /api/v1/consults/: a vaginitis consult opted in, nothing set, unless said otherwise. */
export const consultFixture = (fields: Partial<ApiConsult> = {}): ApiConsult => ({
  uid: 'c1',
  type: 'vaginitis',
  status: 'IN',
  purchase_type: null,
  pharmacy_type: null,
  consult_paid: false,
  consult_pending: false,
  is_closed: false,
  is_pre_submit: false,
  show_consult_in_progress: false,
  ready_for_refills: false,
  consultmessagethread: null,
  prescriptions: [],
  selected_treatments: [],
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...fields,
});

/** One prescription of a consult: not refillable, no refills, unless said otherwise. */
export const prescriptionFixture = (fields: Partial<ApiPrescription> = {}): ApiPrescription => ({
  product: { slug: 'x' },
  is_refillable_product: false,
  is_otc_product: false,
  is_disabled_for_refill: false,
  refills_remaining: 0,
  ...fields,
});

/** A test from GET /api/v1/user-tests/current/: activated, not ready, eligible for nothing, unless said otherwise. */
export const userTestFixture = (fields: Partial<ApiUserTest> = {}): ApiUserTest => ({
  hash: 'ready',
  test_type: 'VM',
  lab: 'microgen',
  test_order: null,
  status: 'activated',
  activated_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  ordered_at: null,
  results_ready_at: null,
  care_purchased: false,
  eligible_for_care: false,
  eligible_for_a_la_care: false,
  eligible_for_any_care: false,
  eligible_for_ungated_rx: false,
  eligible_for_care_reason: '',
  recommended_program_bundle_price: null,
  recommended_program_slug: null,
  valencia_type: null,
  healthcontext: { health_history_submitted_at: null },
  latest_vaginitis_consult: null,
  ...fields,
});

export type ApiTestDetail = ApiResponse<'/api/v1/user-tests/{hash}/'>;

/** A test from GET /api/v1/user-tests/{hash}/: activated and consented, no sample, no results, unless said otherwise. */
export const testDetailFixture = (fields: Partial<ApiTestDetail> = {}): ApiTestDetail => ({
  hash: 'ready',
  test_type: 'VM',
  lab: 'microgen',
  test_order: null,
  status: 'activated',
  activated_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  ordered_at: null,
  ordered_by_provider: false,
  lab_order_intake_id: null,
  consented_at: '2026-01-02T10:00:00.000Z',
  sample_taken_at: null,
  sample_ph: null,
  received_at: null,
  results_ready_at: null,
  provider_release: false,
  expanded_pcr_panel: false,
  pcr_findings: null,
  results: null,
  sti_consult: null,
  care_purchased: false,
  eligible_for_care: false,
  eligible_for_a_la_care: false,
  eligible_for_any_care: false,
  eligible_for_ungated_rx: false,
  eligible_for_care_reason: '',
  recommended_program_bundle_price: null,
  recommended_program_slug: null,
  valencia_type: null,
  healthcontext: { health_history_submitted_at: null },
  latest_vaginitis_consult: null,
  ...fields,
});
