// Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC text in both
// dialects; flags are BOOLEAN columns (SQLite hands them back as 0/1, PostgreSQL as booleans:
// read them through `bool()` from ./values).
import type { ColumnType, Generated, SqlBool } from 'kysely';

type Flag = ColumnType<SqlBool, boolean | undefined, boolean>;
type Timestamp = string;
type Id = Generated<number>;

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Id;
  uuid: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  birthday: string | null;
  phone_number: string | null;
  /** When the terms of service were accepted at registration (null: seeded, provider or older accounts). */
  terms_accepted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  registration_route: string;
  is_active: Flag;
  is_staff: Flag;
  is_provider: Flag;
  provider_verified: Flag;
  email_verified: Flag;
  research_consent: Flag;
  is_member: Flag;
  care_notifications: Flag;
  coaching_calls_completed: ColumnType<number, number | undefined, number>;
  has_used_free_call: Flag;
  date_joined: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
}

/** Per-user overrides of feature flags and experiments (defaults live in code). */
export interface UserFlagsTable {
  user_id: number;
  kind: 'feature' | 'experiment';
  name: string;
  enabled: Flag;
}

export interface AnnouncementsTable {
  id: Id;
  title: string;
  message: string;
  published_at: Timestamp;
  /** When staff last edited it (null: never). */
  updated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When staff withdrew it (null: live or scheduled); patients no longer see it. */
  withdrawn_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** An open time staff published for coaching calls (removed_at: withdrawn from booking). */
export interface CoachingSlotsTable {
  id: Id;
  starts_at: Timestamp;
  duration_minutes: number;
  /** starts_at + duration_minutes. */
  ends_at: Timestamp;
  created_by_user_id: number | null;
  created_at: Timestamp;
  removed_at: Timestamp | null;
}

export type CoachingBookingKind = 'free' | 'paid';
export type CoachingBookingStatus = 'booked' | 'cancelled';

/** A patient's coaching call on a slot; at most one 'booked' booking per slot (partial unique index). */
export interface CoachingBookingsTable {
  id: Id;
  user_id: number;
  slot_id: number;
  kind: CoachingBookingKind;
  status: CoachingBookingStatus;
  /** The calendar invite's SEQUENCE: 0, then one more per reschedule or cancellation. */
  sequence: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
}

/** Paid coaching calls bought with an order (its coaching-call line's quantity). */
export interface CoachingCreditsTable {
  id: Id;
  user_id: number;
  order_id: number;
  calls: number;
  created_at: Timestamp;
}

/** A patient dismissed an announcement (one row per user and announcement). */
export interface AnnouncementDismissalsTable {
  user_id: number;
  announcement_id: number;
  dismissed_at: Timestamp;
}

export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  jti: string;
  family_id: string;
  user_id: number;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The access token issued with this refresh token (null before migration 0031). */
  access_jti: string | null;
  /** Once used: the refresh token that replaced it (a repeat within the grace window gets that pair). */
  replaced_by: string | null;
}

export interface RevokedAccessTokensTable {
  jti: string;
  user_id: number;
  expires_at: Timestamp;
  revoked_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  window_started_at: Timestamp;
  count: number;
  /** A throttled key: no attempt before this moment (epoch ms; 0: none). 0030. */
  blocked_until_ms: ColumnType<number | string, number | undefined, number>;
}

export type OneTimeTokenPurpose = 'email_verification' | 'password_reset' | 'order_transfer';

export interface OneTimeTokensTable {
  id: Id;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailOutboxTable {
  id: Id;
  to_email: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  /** Files sent with it, JSON `[{filename, content_type, content}]` (text content); null: none. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the SMTP server accepted it (null: not sent, or no SMTP configured). */
  sent_at: Timestamp | null;
  /** Delivery attempts so far (features/email/smtp-sender.ts). */
  attempts: Generated<number>;
  /** The last failure: an error code and the server's reply, never the body. */
  last_error: string | null;
  /** Not tried again before this time (backoff after a failure). */
  next_attempt_at: Timestamp | null;
  /** A sender holds the row until then (another process leaves it alone). */
  claimed_until: Timestamp | null;
  /** Which sender holds it (random per claim). */
  claim_token: string | null;
  /** The Message-ID of the delivered email. */
  message_id: string | null;
  /** When the sender gave up (attempts exhausted or too old to send). */
  failed_at: Timestamp | null;
}

export interface UserTestsTable {
  id: Id;
  hash: string;
  user_id: number;
  test_order: string | null;
  test_type: string;
  lab: string | null;
  status: string;
  activated_at: Timestamp | null;
  received_at: Timestamp | null;
  results_ready_at: Timestamp | null;
  eligible_for_care: Flag;
  eligible_for_care_reason: ColumnType<string, string | undefined, string>;
  eligible_for_a_la_care: Flag;
  eligible_for_any_care: Flag;
  eligible_for_ungated_rx: Flag;
  recommended_program_bundle_price_cents: number | null;
  recommended_program_slug: string | null;
  valencia_type: string | null;
  care_purchased: Flag;
  health_history_submitted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConsultsTable {
  id: Id;
  uid: string;
  user_id: number;
  test_id: number | null;
  type: string;
  status: string;
  purchase_type: string | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0005: where the prescriptions go ('flora-pharmacy' | 'local-pharmacy'); null until chosen. */
  pharmacy_type: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConsultSelectedTreatmentsTable {
  consult_id: number;
  slug: string;
}

export interface ConsultPrescriptionsTable {
  id: Id;
  consult_id: number;
  product_slug: string;
  is_refillable_product: Flag;
  refills_remaining: number;
  is_otc_product: Flag;
  is_disabled_for_refill: Flag;
  created_at: Timestamp;
}

export interface ConsultMessageThreadsTable {
  id: Id;
  consult_id: number;
  created_at: Timestamp;
}

export interface ProductsTable {
  id: Id;
  slug: string;
  name: string;
  kind: string;
  sku: string | null;
  image_url: string;
  price_cents: number;
  discounted_price_cents: number | null;
  is_active: Flag;
  sort_order: number;
}

/** What a checkout session pays for. */
export type CheckoutKind = 'vPCR-add-on' | 'ungated-rx' | 'retest' | 'consult' | 'cross-sell' | 'refill' | 'cart' | 'male-partner' | 'provider-order';

export interface CheckoutSessionsTable {
  /** A random, unguessable id: it is part of the checkout URL (an order's `checkout_id`). */
  id: string;
  /** A second secret handed back with the paid order (`checkout_token`): id + token find a consult by order. */
  token: string;
  user_id: number;
  kind: CheckoutKind;
  test_id: number | null;
  consult_id: number | null;
  /** The type of consult the paid order creates or takes over (0020): a care checkout without one yet. */
  consult_type: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: [{slug, name, quantity, unit_price_cents, is_subscription?, selling_plan_id?}] priced from the catalogue at creation. */
  line_items: string;
  subtotal_cents: number;
  discount_code: string | null;
  discount_cents: ColumnType<number, number | undefined, number>;
  total_cents: number;
  status: 'open' | 'paid' | 'declined';
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export type AuditAction = 'read' | 'create' | 'update' | 'delete';

/** Append-only (the database refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: Id;
  at: Timestamp;
  /** The signed-in user (null for a CLI run). */
  actor_user_id: number | null;
  /** The staff member viewing as actor_user_id (`__impersonate`). */
  impersonator_user_id: number | null;
  /** Whose health data it is. */
  subject_user_id: number | null;
  action: AuditAction;
  object_type: string;
  object_id: string | null;
  /** 'GET /api/v1/user-tests/:hash/' (the route pattern, never the query string), or the CLI command. */
  route: string;
  via: ColumnType<'api' | 'cli', 'api' | 'cli' | undefined, never>;
}

// --- Tests, results and the lab (migration 0004) ---

/** A physical kit, known before anyone attaches it (its hash becomes the user test's hash). */
export interface TestKitsTable {
  id: Id;
  hash: string;
  test_order: string | null;
  lab: string | null;
  test_type: ColumnType<string, string | undefined, string>;
  /** Bought with the expanded PCR panel (0023): its test gets the panel when the kit is activated. */
  expanded_pcr_ordered_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Columns 0004 adds to user_tests (merged into UserTestsTable through the Database interface). */
export interface UserTestsLabColumns {
  /** The provider linked to the test (who ordered it, or whom the patient names). */
  provider_id: ColumnType<number | null, number | null | undefined, number | null>;
  ordered_by_provider: Flag;
  /** The patient released the results to the linked provider. */
  provider_release: Flag;
  consented_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  sample_taken_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  sample_ph: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON text of the health-history answers: a draft (saved page by page) until health_history_submitted_at. */
  health_history_answers: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MicrobeClassification = 'protective' | 'disruptive' | 'variable';

export interface TestResultMicrobesTable {
  id: Id;
  test_id: number;
  name: string;
  classification: MicrobeClassification;
  /** Percent of the sample (0-100). */
  relative_abundance: number;
}

/** One finding of a test's STI + expanded PCR panel (0025): one row per target per test. */
export interface TestPcrFindingsTable {
  id: Id;
  test_id: number;
  /** One of PCR_TARGETS (features/tests/pcr-findings.ts). */
  target: string;
  detected: Flag;
  reported_at: Timestamp;
}

/** The address a lab order needs; one per test, created empty when the kit is attached. */
export interface LabOrderIntakesTable {
  id: Id;
  test_id: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- Consult care (0005): clinician reviews, treatment plan calendars, interruptions. ---

/** The clinician's side of a consult: who picked it up, and how it ended (status + reason). */
export interface ConsultReviewsTable {
  consult_id: number;
  clinician_user_id: number | null;
  picked_up_at: Timestamp | null;
  closed_at: Timestamp | null;
  outcome_status: string | null;
  outcome_reason: string | null;
  updated_at: Timestamp;
}

/** A consult's treatment calendar: weeks 1..last_treatment_week (the last one is the retest week). */
export interface TreatmentPlansTable {
  id: Id;
  consult_id: number;
  last_treatment_week: number;
  /** ISO date (YYYY-MM-DD) the patient starts; null until chosen. */
  treatment_start_date: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CalendarAdjustmentType = 'skip' | 'reschedule';

/** One product in one week of a plan. `week` moves when the patient reschedules; original_week does not. */
export interface CalendarTreatmentsTable {
  id: Id;
  plan_id: number;
  product_slug: string;
  week: number;
  original_week: number;
  as_needed: Flag;
  adjustment_type: CalendarAdjustmentType | null;
  adjustment_reason: string | null;
  adjusted_at: Timestamp | null;
}

/** Days the patient pauses treatment (ISO start date + number of days). */
export interface TreatmentInterruptionsTable {
  id: Id;
  plan_id: number;
  start_date: string;
  days: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- Consult intakes, consult messages, medications, pharmacies, FAQs (migration 0006) ---

export interface MedicationsTable {
  id: Id;
  name: string;
  /** Whose list it is in (migration 0029): the other's list leaves it out. */
  taken_by: Generated<MedicationTakenBy>;
}

export type MedicationTakenBy = 'anyone' | 'women' | 'men';

export interface PharmaciesTable {
  id: Id;
  name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string;
}

export interface FaqsTable {
  id: Id;
  question: string;
  answer: string;
  category: string;
  sort_order: number;
}

type NullableFlag = ColumnType<SqlBool | null, boolean | null | undefined, boolean | null>;

/** The clinical intake of a consult (one per consult). Unanswered questions are null. */
export interface ConsultIntakesTable {
  id: Id;
  consult_id: number;
  /** JSON array of symptom codes; [] means none. */
  symptoms: string | null;
  symptom_duration: string | null;
  pregnancy_status: string | null;
  breastfeeding: NullableFlag;
  has_allergies: NullableFlag;
  allergies: string | null;
  /** JSON array of medication ids; [] means none. */
  current_medication_ids: string | null;
  other_medications: string | null;
  sex_assigned_at_birth: string | null;
  date_of_birth: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  pharmacy_id: number | null;
  additional_notes: string | null;
  agreed_to_terms_at: Timestamp | null;
  consented_to_ungated_rx_terms_at: Timestamp | null;
  consented_to_not_trying_to_conceive_at: Timestamp | null;
  submitted_at: Timestamp | null;
  /** The photo ID's file in the PhotoIdStore (a random key); null until uploaded. */
  photo_id_key: string | null;
  /** image/jpeg, image/png or image/heic, as read from the file's bytes. */
  photo_id_content_type: string | null;
  photo_id_uploaded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MessageAuthorRole = 'patient' | 'clinician';

export interface ConsultMessagesTable {
  id: Id;
  thread_id: number;
  author_user_id: number;
  author_role: MessageAuthorRole;
  body: string;
  created_at: Timestamp;
}

// --- The catalogue (0007): shop fields of a product, selling plans (Subscribe & Save). ---

/** Columns 0007 adds to products (merged into ProductsTable through the Database interface). */
export interface ProductsShopColumns {
  /** The slug of the product's detail page (treatments, bundles, the probiotic); null for others. */
  pdp_slug: ColumnType<string | null, string | null | undefined, string | null>;
  free_shipping: Flag;
  /** Sold only as a subscription (memberships): a one-time purchase is refused. */
  subscription_only: Flag;
  /** The plan a subscription gets when none is chosen; null for a product without plans. */
  default_selling_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SellingPlansTable {
  /** Stable and readable, e.g. 'op-4-monthly'. */
  id: string;
  product_id: number;
  name: string;
  interval_months: number;
  /** Whole percent (0-100) off the product's unit price for every delivery. */
  discount_percentage: number;
  sort_order: ColumnType<number, number | undefined, number>;
}

// --- Carts (0008) ---

/** active: the one cart being filled (at most one per user); ordered: its checkout was paid and processed. */
export type CartStatus = 'active' | 'ordered';
export type CartItemType = 'individual-treatment' | 'bundle-treatment' | 'product';

export interface CartsTable {
  id: Id;
  user_id: number;
  status: CartStatus;
  /** The consult the cart was last checked out with (a consult-linked cart is health data). */
  consult_id: number | null;
  /** The checkout last started from the cart while unchanged; cleared when the cart changes. */
  checkout_session_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  ordered_at: Timestamp | null;
}

/** One line per product of a cart. */
export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: number;
  item_type: CartItemType;
  is_subscription: Flag;
  selling_plan_id: string | null;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- Orders (migration 0009): paid checkout sessions, their lines and the kits they created. ---

export type OrderStatus = 'paid' | 'processed';

/** A paid checkout session: `paid` until POST /api/v1/orders/process fulfils it (`processed`). */
export interface OrdersTable {
  id: Id;
  /** Human readable and unique (FL-12345678). */
  order_number: string;
  /** null: placed with order_email but not attached to an account yet (PUT /api/v1/orders/attach). */
  user_id: number | null;
  order_email: string;
  /** The checkout session's id and token (the session's two secrets). */
  checkout_id: string;
  checkout_token: string;
  checkout_kind: string;
  consult_id: number | null;
  /** Copied from its checkout session (0020). */
  consult_type: ColumnType<string | null, string | null | undefined, string | null>;
  test_id: number | null;
  subtotal_cents: number;
  discount_code: string | null;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  /** 'standard' | 'express' | 'overnight'; null when nothing ships (the PCR add-on). */
  delivery_method: string | null;
  status: OrderStatus;
  created_at: Timestamp;
  processed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: Id;
  order_id: number;
  product_slug: string;
  name: string;
  /** The product's kind when the order was paid (picks the line's fulfilment). */
  product_kind: string;
  quantity: number;
  unit_price_cents: number;
  is_subscription: Flag;
  selling_plan_id: string | null;
  /** The name of the fulfilment that ran for the line when the order was processed (null: none). */
  fulfilment: string | null;
}

export interface OrderTestKitsTable {
  order_id: number;
  test_kit_id: number;
}

/** The columns 0018 adds to user_tests: the health history answered page by page. */
export interface UserTestsHealthHistoryColumns {
  /** The questionnaire version the test's health history uses (set at its first read). */
  questionnaire_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** The page to resume the health history on. */
  health_history_last_page: ColumnType<string | null, string | null | undefined, string | null>;
  health_history_updated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** The column 0009 adds to user_tests: the expanded PCR panel was bought for the test. */
export interface UserTestsOrderColumns {
  expanded_pcr_ordered_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

// --- Male-partner vouchers and order transfers (migration 0010) ---

/** A male-partner treatment voucher: bought in one order (a paid checkout session), redeemed at the partner's checkout. */
export interface VouchersTable {
  id: Id;
  /** MP-XXXX-XXXX-XXXX (Crockford base32, 60 random bits). */
  code: string;
  product_slug: string;
  buyer_user_id: number;
  purchase_checkout_id: string;
  /** 1..quantity of the order line it was issued for. */
  unit: number;
  /** The partner's checkout session holding the voucher; it is redeemed once that session is paid. */
  redemption_checkout_id: string | null;
  reserved_at: Timestamp | null;
  redeemed_by_user_id: number | null;
  redeemed_at: Timestamp | null;
  created_at: Timestamp;
}

export type OrderTransferStatus = 'pending' | 'confirmed';

/** A signed-in user's request to move another account's orders into theirs, confirmed by the order email. */
export interface OrderTransferRequestsTable {
  id: Id;
  /** The account the orders move to. */
  requester_user_id: number;
  /** The account the orders belonged to when requested (whose email confirms). */
  owner_user_id: number;
  order_email: string;
  one_time_token_id: number | null;
  status: OrderTransferStatus;
  created_at: Timestamp;
  expires_at: Timestamp;
  confirmed_at: Timestamp | null;
}

export interface OrderTransferRequestOrdersTable {
  request_id: number;
  /** The order's checkout_id (a paid checkout session). */
  checkout_id: string;
}

// --- The provider portal (migration 0011) ---

/** A provider's practice details (the provider intake); staff verify the provider once it is complete. */
export interface ProviderProfilesTable {
  id: Id;
  user_id: number;
  practice_name: string | null;
  /** National Provider Identifier: 10 digits with a Luhn check digit. */
  npi: string | null;
  specialty: string | null;
  phone_number: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  /** The US state (2-letter code) that issued the license. */
  license_state: string | null;
  license_number: string | null;
  verified_at: Timestamp | null;
  verified_by_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ProviderOrderPayer = 'patient' | 'provider';

/** A test a provider ordered for a patient (by email), redeemed by the patient through a link. */
export interface ProviderOrdersTable {
  id: Id;
  /** The public id (a random UUID). */
  uid: string;
  provider_user_id: number;
  patient_email: string;
  /** The name the provider gave when ordering (0024); null on older orders. */
  patient_name: string | null;
  payer: ProviderOrderPayer;
  add_sti_panel: Flag;
  /** The catalogue price when ordered, in cents. */
  price_cents: number;
  token_hash: string;
  /** The checkout session that pays for it (the provider's, or the patient's at redemption). */
  checkout_session_id: string | null;
  paid_at: Timestamp | null;
  /** The patient's account, once they redeem the link. */
  patient_user_id: number | null;
  /** The test issued to the patient once redeemed and paid. */
  test_id: number | null;
  redeemed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- Subscriptions (0012) ---

/** active: charged every plan interval; cancelled: no more charges (what was paid runs until ends_at). */
export type SubscriptionStatus = 'active' | 'cancelled';

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  product_id: number;
  selling_plan_id: string;
  quantity: number;
  /** One unit on the plan, fixed on the server when it starts (the paid line) and on every swap. */
  unit_price_cents: number;
  status: SubscriptionStatus;
  started_at: Timestamp;
  /** null once cancelled. */
  next_charge_at: Timestamp | null;
  skipped_charges: ColumnType<number, number | undefined, number>;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  /** The end of the paid period of a cancelled subscription. */
  ends_at: Timestamp | null;
  /** The order that started it (null for demo data). */
  checkout_session_id: string | null;
  order_id: number | null;
  /** The paid line it came from ('slug/plan' at the time): one subscription per order line. */
  order_line_key: string;
  updated_at: Timestamp;
}

/** A customer-portal link: the digest of its token, whose portal it opens, until when. */
export interface SubscriptionPortalTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

// --- My Plan (0017) ---

export type PlanCategory = 'diet' | 'lifestyle' | 'products' | 'retest';

/** One item of a ready test's plan, made by a rule from the result; `done` is hers to set. */
export interface PlanItemsTable {
  id: Id;
  test_id: number;
  /** The rule that made it: one item per rule per test. */
  key: string;
  category: PlanCategory;
  title: string;
  why: string;
  product_slug: string | null;
  /** YYYY-MM-DD: when a retest item is due. */
  due_date: string | null;
  position: number;
  done: Flag;
  done_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Her rating (1-5) of a test's plan, with an optional comment; every submission is kept. */
export interface PlanFeedbackTable {
  id: Id;
  test_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  created_at: Timestamp;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  user_flags: UserFlagsTable;
  announcements: AnnouncementsTable;
  announcement_dismissals: AnnouncementDismissalsTable;
  coaching_slots: CoachingSlotsTable;
  coaching_bookings: CoachingBookingsTable;
  coaching_credits: CoachingCreditsTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  revoked_access_tokens: RevokedAccessTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  one_time_tokens: OneTimeTokensTable;
  email_outbox: EmailOutboxTable;
  user_tests: UserTestsTable & UserTestsLabColumns & UserTestsOrderColumns & UserTestsHealthHistoryColumns;
  consults: ConsultsTable;
  consult_selected_treatments: ConsultSelectedTreatmentsTable;
  consult_prescriptions: ConsultPrescriptionsTable;
  consult_message_threads: ConsultMessageThreadsTable;
  products: ProductsTable & ProductsShopColumns;
  audit_log: AuditLogTable;
  checkout_sessions: CheckoutSessionsTable;
  test_kits: TestKitsTable;
  test_result_microbes: TestResultMicrobesTable;
  test_pcr_findings: TestPcrFindingsTable;
  lab_order_intakes: LabOrderIntakesTable;
  consult_reviews: ConsultReviewsTable;
  treatment_plans: TreatmentPlansTable;
  calendar_treatments: CalendarTreatmentsTable;
  treatment_interruptions: TreatmentInterruptionsTable;
  medications: MedicationsTable;
  pharmacies: PharmaciesTable;
  faqs: FaqsTable;
  consult_intakes: ConsultIntakesTable;
  consult_messages: ConsultMessagesTable;
  selling_plans: SellingPlansTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_test_kits: OrderTestKitsTable;
  vouchers: VouchersTable;
  order_transfer_requests: OrderTransferRequestsTable;
  order_transfer_request_orders: OrderTransferRequestOrdersTable;
  provider_profiles: ProviderProfilesTable;
  provider_orders: ProviderOrdersTable;
  subscriptions: SubscriptionsTable;
  subscription_portal_tokens: SubscriptionPortalTokensTable;
  plan_items: PlanItemsTable;
  plan_feedback: PlanFeedbackTable;
}
