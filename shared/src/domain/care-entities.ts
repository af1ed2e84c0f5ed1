// Care entities of SPEC §3 (user test, consult, prescription, treatment calendar, interruption period,
// recommendations, treatment availability) with mappers that fill each documented default.
import { CONSULT_MESSAGES_PAGE_SIZE, MALE_PARTNER_DEFAULT_PRODUCT } from './constants';
import { type ConsultStatus, type ConsultType, toConsultStatus, toConsultType } from './consult-status';
import { flags, idOrNull, list, type Loose, num, numOrNull, obj, record, str, strings, strOrNull } from './loose';
import { type Product, toProduct } from './shop-entities';

/** Anything the API names by slug (selected treatments, scheduled prescriptions, prescription products). */
export interface SlugRef {
  slug: string;
}
export const toSlugRef = (raw: Loose): SlugRef => ({ slug: str(obj(raw).slug) });

const TEST_FLAGS = [
  'eligible_for_care',
  'eligible_for_a_la_care',
  'eligible_for_any_care',
  'eligible_for_ungated_rx',
  'care_purchased',
] as const;

export interface UserTest extends Record<(typeof TEST_FLAGS)[number], boolean> {
  hash: string;
  test_order: string | null;
  /** 'VM' is the vaginal microbiome test. */
  test_type: string;
  lab: string | null;
  eligible_for_care_reason: string;
  recommended_program_bundle_price: number | null;
  recommended_program_slug: string | null;
  valencia_type: string | null;
  healthcontext: { health_history_submitted_at: string | null };
  latest_vaginitis_consult: { uid: string; consult_completed: boolean } | null;
}

export function toUserTest(raw: Loose): UserTest {
  const r = obj(raw);
  const consult = r.latest_vaginitis_consult ? obj(r.latest_vaginitis_consult) : null;
  return {
    hash: str(r.hash),
    test_order: strOrNull(r.test_order),
    test_type: str(r.test_type),
    lab: strOrNull(r.lab),
    ...flags(r, TEST_FLAGS),
    eligible_for_care_reason: str(r.eligible_for_care_reason),
    recommended_program_bundle_price: numOrNull(r.recommended_program_bundle_price),
    recommended_program_slug: strOrNull(r.recommended_program_slug),
    valencia_type: strOrNull(r.valencia_type),
    healthcontext: { health_history_submitted_at: strOrNull(obj(r.healthcontext).health_history_submitted_at) },
    latest_vaginitis_consult: consult && { uid: str(consult.uid), consult_completed: consult.consult_completed === true },
  };
}

/** A user test, or null when there is none (e.g. GET /user-tests/current/ answering 404). */
export const toUserTestOrNull = (raw: Loose): UserTest | null => (raw && typeof raw === 'object' ? toUserTest(raw) : null);

const PRESCRIPTION_FLAGS = ['is_refillable_product', 'is_otc_product', 'is_disabled_for_refill'] as const;

export interface Prescription extends Record<(typeof PRESCRIPTION_FLAGS)[number], boolean> {
  product: SlugRef;
  refills_remaining: number;
}

export const toPrescription = (raw: Loose): Prescription => ({
  product: toSlugRef(obj(raw).product as Loose),
  ...flags(raw, PRESCRIPTION_FLAGS),
  refills_remaining: num(obj(raw).refills_remaining, 0),
});

const CONSULT_FLAGS = [
  'consult_pending',
  'consult_paid',
  'is_closed',
  'is_pre_submit',
  'show_consult_in_progress',
  'ready_for_refills',
] as const;

export interface Consult extends Record<(typeof CONSULT_FLAGS)[number], boolean> {
  uid: string;
  type: ConsultType;
  status: ConsultStatus;
  /** 'a-la-care' is one value (A_LA_CARE_PURCHASE_TYPE). */
  purchase_type: string | null;
  /** The consult's message thread (its id), null when it has none. */
  consultmessagethread: number | string | null;
  prescriptions: Prescription[];
  selected_treatments: SlugRef[];
  /** When she started it (ISO), null when not given. */
  created_at: string | null;
}

export function toConsult(raw: Loose): Consult {
  const r = obj(raw);
  return {
    uid: str(r.uid),
    type: toConsultType(r.type),
    status: toConsultStatus(r.status),
    purchase_type: strOrNull(r.purchase_type),
    ...flags(r, CONSULT_FLAGS),
    consultmessagethread: idOrNull(r.consultmessagethread),
    prescriptions: list(r.prescriptions, toPrescription),
    selected_treatments: list(r.selected_treatments, toSlugRef),
    created_at: strOrNull(r.created_at),
  };
}

export interface TreatmentScheduleWeek {
  week: number;
  prescriptions: SlugRef[];
}

export interface TreatmentPlanCalendar {
  start_date: string | null;
  last_treatment_week: number;
  treatment_schedule: TreatmentScheduleWeek[];
}

/** Missing last_treatment_week falls back to the schedule's last week (0 for an empty schedule). */
export function toTreatmentPlanCalendar(raw: Loose): TreatmentPlanCalendar {
  const r = obj(raw);
  const treatment_schedule = list(r.treatment_schedule, (w) => ({
    week: num(obj(w).week),
    prescriptions: list(obj(w).prescriptions, toSlugRef),
  }));
  const lastScheduled = Math.max(0, ...treatment_schedule.map((w) => w.week));
  return {
    start_date: strOrNull(r.start_date),
    last_treatment_week: num(r.last_treatment_week, lastScheduled),
    treatment_schedule,
  };
}

export interface TreatmentInterruptionPeriod {
  /** Null until the API has created it (PUT and DELETE use it). */
  id: number | null;
  consult_uid: string;
  start_date: string;
  days: number;
}

export const toTreatmentInterruptionPeriod = (raw: Loose): TreatmentInterruptionPeriod => ({
  id: numOrNull(obj(raw).id),
  consult_uid: str(obj(raw).consult_uid),
  start_date: str(obj(raw).start_date),
  days: num(obj(raw).days),
});

/** Query of GET /consults/{id}/messages/ (SPEC §7): pages of 100, older than `before`. */
export interface ConsultMessagesQuery {
  limit: number;
  before?: string;
}

export const consultMessagesQuery = (before?: string | null, limit = CONSULT_MESSAGES_PAGE_SIZE): ConsultMessagesQuery =>
  before ? { limit, before } : { limit };

/** Data of GET /user-tests/{hash}/recommended-products/. */
export interface Recommendations {
  ungated_rx_treatments: SlugRef[];
  symptoms: string[];
}

export const toRecommendations = (raw: Loose): Recommendations => ({
  ungated_rx_treatments: list(obj(raw).ungated_rx_treatments, toSlugRef),
  symptoms: strings(obj(raw).symptoms),
});

/** Data of GET /user-tests/all-available-treatments-lightweight/. */
export interface TreatmentAvailability {
  all_available_treatments: Record<string, { treatment_slugs: string[] }>;
  male_partner_voucher_product_slug: string;
  care_products: Record<string, Product>;
}

export const toTreatmentAvailability = (raw: Loose): TreatmentAvailability => ({
  all_available_treatments: record(obj(raw).all_available_treatments, (group) => ({
    treatment_slugs: strings(obj(group).treatment_slugs),
  })),
  male_partner_voucher_product_slug: str(
    obj(raw).male_partner_voucher_product_slug,
    MALE_PARTNER_DEFAULT_PRODUCT.voucherSlug,
  ),
  care_products: record(obj(raw).care_products, toProduct),
});
