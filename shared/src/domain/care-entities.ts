// Care entities of SPEC §3 (user test, consult, prescription, recommendations, treatment
// availability): what the care rules read. The API's answers give these shapes (api-types.ts,
// generated), so screens pass them as they come; nothing here decodes.
import { CONSULT_MESSAGES_PAGE_SIZE } from './constants';
import type { ConsultStatus, ConsultType } from './consult-status';
import type { Product } from './shop-entities';

/** Anything the API names by slug (selected treatments, prescription products). */
interface SlugRef {
  slug: string;
}

export interface UserTest {
  hash: string;
  test_order: string | null;
  /** 'VM' is the vaginal microbiome test. */
  test_type: string;
  lab: string | null;
  eligible_for_care: boolean;
  eligible_for_a_la_care: boolean;
  eligible_for_any_care: boolean;
  eligible_for_ungated_rx: boolean;
  care_purchased: boolean;
  eligible_for_care_reason: string;
  recommended_program_bundle_price: number | null;
  recommended_program_slug: string | null;
  valencia_type: string | null;
  healthcontext: { health_history_submitted_at: string | null };
  latest_vaginitis_consult: { uid: string; consult_completed: boolean } | null;
}

export interface Prescription {
  product: SlugRef;
  is_refillable_product: boolean;
  is_otc_product: boolean;
  is_disabled_for_refill: boolean;
  refills_remaining: number;
}

export interface Consult {
  uid: string;
  type: ConsultType;
  status: ConsultStatus;
  /** 'a-la-care' is one value (A_LA_CARE_PURCHASE_TYPE). */
  purchase_type: string | null;
  consult_pending: boolean;
  consult_paid: boolean;
  is_closed: boolean;
  is_pre_submit: boolean;
  show_consult_in_progress: boolean;
  ready_for_refills: boolean;
  /** The consult's message thread (its id), null when it has none. */
  consultmessagethread: number | string | null;
  prescriptions: Prescription[];
  selected_treatments: SlugRef[];
  /** When she started it (ISO), null when not given. */
  created_at: string | null;
}

/** Query of GET /consults/{id}/messages/ (SPEC §7): pages of 100, older than `before`. */
interface ConsultMessagesQuery {
  limit: number;
  before?: string;
}

export const consultMessagesQuery = (before?: string | null, limit = CONSULT_MESSAGES_PAGE_SIZE): ConsultMessagesQuery =>
  before ? { limit, before } : { limit };

/** Data of GET /user-tests/all-available-treatments-lightweight/. */
export interface TreatmentAvailability {
  all_available_treatments: Record<string, { treatment_slugs: string[] }>;
  male_partner_voucher_product_slug: string;
  care_products: Record<string, Product>;
}
