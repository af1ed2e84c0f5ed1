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

export type ApiCart = ApiResponse<'/api/v1/cart/'>[number];
export type ApiCartLine = ApiCart['line_items'][number];

/** A line of a cart: one product at 39, not a subscription, unless said otherwise. */
export const cartLineFixture = (fields: Partial<ApiCartLine> = {}): ApiCartLine => ({
  id: 1,
  item_type: 'product',
  treatment_product: null,
  ecomm_product: { sku: null, price: 39, free_shipping: false, subscription_config: null },
  product: { id: 1, slug: 'travel-bag', name: 'Travel Bag', price: 39, discounted_price: null, image_url: '/api/static/products/travel-bag.svg' },
  is_subscription: false,
  selling_plan_id: null,
  quantity: 1,
  price: 39,
  line_total: 39,
  ...fields,
});

/** A cart from GET /api/v1/cart/ (as POST /cart/ and its items answer it too): active and empty, unless said otherwise. */
export const cartFixture = (fields: Partial<ApiCart> = {}): ApiCart => ({
  id: 7,
  status: 'active',
  purchase_type: null,
  consult_uid: null,
  line_items: [],
  item_count: 0,
  subtotal: 0,
  subscription_discount: 0,
  total: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ordered_at: null,
  ...fields,
});

export type ApiMembership = NonNullable<ApiResponse<'/api/v1/membership/'>['data']['membership']>;

/** A membership from GET /api/v1/membership/: the quarterly Microbiome Membership, active, unless said otherwise. */
export const membershipFixture = (fields: Partial<ApiMembership> = {}): ApiMembership => ({
  id: 7,
  slug: 'membership_vmt',
  name: 'Microbiome Membership',
  kind: 'membership',
  is_membership: true,
  status: 'active',
  selling_plan: { id: 'membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20 },
  quantity: 1,
  unit_price: 119.2,
  price: 119.2,
  started_at: '2026-10-31T12:00:00.000Z',
  next_charge_at: '2027-01-31T12:00:00.000Z',
  skipped_charges: 0,
  cancelled_at: null,
  cancel_reason: null,
  cancel_note: null,
  ends_at: null,
  order_id: null,
  ...fields,
});

export type ApiMembershipState = ApiResponse<'/api/v1/membership/'>['data'];

/** GET /api/v1/membership/'s data for this membership (none: she may subscribe): no other move allowed, unless said otherwise. */
export const membershipStateFixture = (membership: ApiMembership | null = null, fields: Partial<ApiMembershipState> = {}): ApiMembershipState => ({
  is_member: membership !== null,
  membership,
  was_member: false,
  can_upgrade: false,
  can_downgrade: false,
  can_cancel: false,
  can_resume: false,
  can_subscribe: membership === null,
  cancel_reasons: [],
  ...fields,
});

export type ApiUserConfig = ApiResponse<'/api/v1/user-config/'>;
type UserConfigFields = Partial<Omit<ApiUserConfig, 'features'>> & { features?: Partial<ApiUserConfig['features']> };

/** The user from GET /api/v1/user-config/: a patient with every field at the app's default (false, 0, '' or null), unless said otherwise. */
export const userConfigFixture = ({ features = {}, ...fields }: UserConfigFields = {}): ApiUserConfig => ({
  id: 1,
  uuid: '',
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  emailVerified: false,
  date_joined: '',
  is_staff: false,
  birthday: null,
  phone_number: null,
  isProvider: false,
  registrationRoute: 'default',
  provider_info: { is_verified: false },
  consentCompleted: { research: false },
  subscription: { is_member: false },
  results: { has_ready_test: false },
  tests: { total_test_count: 0 },
  notifications: { care: false },
  ecomm: { can_purchase_care: false },
  care: { vaginitis: { has_completed_consult: false }, userEligibleForAnyCare: false },
  coaching: { num_calls_completed: 0, has_used_free_call: false },
  announcements: [],
  features: {
    plan: false,
    care_pdf_debug: false,
    ungated_rx_upsell: false,
    vaginitis_upsell: false,
    health_history_upsell: false,
    bundle_retest_upsell: false,
    fertility_v0_enabled: false,
    module_visibility_enabled: false,
    provider_pdf_include_plan_items: false,
    fertility_module_pdf: false,
    dx_at_test_results: false,
    male_partner_enabled: false,
    shopAllEnabled: false,
    newPDP: false,
    braze_enabled: false,
    ...features,
  },
  experiments: { problems_module: false, prominent_onramp: false },
  env: { name: '', frontend_url: '' },
  ...fields,
});

export type ApiOrder = ApiResponse<'/api/v1/orders/'>[number];

/** An order from GET /api/v1/orders/ (as POST /orders/process answers it): a paid test order without lines, unless said otherwise. */
export const orderFixture = (fields: Partial<ApiOrder> = {}): ApiOrder => ({
  order_number: '1001',
  checkout_id: 'chk-1001',
  checkout_token: 'tok',
  order_email: 'demo@flora.test',
  status: 'paid',
  is_open: true,
  order_type: 'TE',
  business_verticals: ['test'],
  line_items: [],
  subtotal: 0,
  discount_code: null,
  discount: 0,
  shipping: 0,
  total: 0,
  delivery: null,
  consult_uid: null,
  consult_type: null,
  test_hash: null,
  test_kits: [],
  created_at: '2026-11-01T10:00:00.000Z',
  processed_at: null,
  ...fields,
});

export type ApiProviderOrder = ApiResponse<'/api/v1/provider/orders/'>['data'][number];

/** A provider's order from GET /api/v1/provider/orders/: a test the patient pays for, awaiting her payment, unless said otherwise. */
export const providerOrderFixture = (fields: Partial<ApiProviderOrder> = {}): ApiProviderOrder => ({
  uid: 'o1',
  patient_email: 'patient@example.com',
  patient_name: null,
  ordered_at: '2026-10-02T10:00:00Z',
  payer: 'patient',
  add_sti_panel: false,
  price: 149,
  paid_at: null,
  status: 'awaiting_payment',
  test_hash: null,
  results_ready_at: null,
  results_pdf_url: null,
  ...fields,
});

export type ApiProviderIntake = ApiResponse<'/api/v1/provider/intake/'>;

/** A provider's intake from GET /api/v1/provider/intake/: nothing filled in, not verified, unless said otherwise. */
export const providerIntakeFixture = (fields: Partial<ApiProviderIntake> = {}): ApiProviderIntake => ({
  practice_name: null,
  npi: null,
  specialty: null,
  phone_number: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  state: null,
  zip_code: null,
  license_state: null,
  license_number: null,
  missing_for_verification: [],
  is_complete: false,
  is_verified: false,
  verified_at: null,
  updated_at: null,
  ...fields,
});
