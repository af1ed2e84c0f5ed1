// Business constants and limits of SPEC §9 (and the client limits of §8). The chunk time-out is in
// limits.json beside this file: only the build tools (CommonJS, no TypeScript) read it.

/** More than REQUEST_CAP.max requests within REQUEST_CAP.windowMs clears storage and goes to /login/ (SPEC §8). */
export const REQUEST_CAP = { max: 50, windowMs: 10_000 } as const;

/** A narrow (mobile) screen is a window width below this many pixels (SPEC §2.7, §9). */
export const NARROW_SCREEN_MAX_WIDTH = 600;

/** Consult messages are fetched in pages of this many (`?limit=`, SPEC §7, §9); the API's default page. */
export const CONSULT_MESSAGES_PAGE_SIZE = 100;

/** A consult message (the patient's or the clinician's) is at most this many characters once trimmed. */
export const MESSAGE_MAX_LENGTH = 5000;

/** Treatment can be bought up to this many days after results are received (SPEC §5, §9). */
export const TREATMENT_ELIGIBILITY_WINDOW_DAYS = 21;

/** Metronidazole: no alcohol during treatment and this many hours after the last dose (SPEC §5, §9). */
export const ALCOHOL_AVOIDANCE_HOURS = 72;

/** Avoid unprotected sex at least this many hours after vaginal treatments (SPEC §5, §9). */
export const UNPROTECTED_SEX_WAIT_HOURS = 24;

/** Body defaults of POST /api/v1/subscription/next-charge-with-discount/ (SPEC §7, §9). */
export const RETEST_DISCOUNT = { code: 'RETEST20', type: 'fixed_amount', value: 20 } as const;

/** The male-partner BV treatment voucher when the API sends no product (SPEC §9). */
export const MALE_PARTNER_DEFAULT_PRODUCT = {
  price: 129,
  sku: 'MP-BV-001',
  freeShipping: true,
  voucherSlug: 'male-partner-treatment-voucher',
  quantityPerAdd: 1,
} as const;

/** The routine-essentials probiotic (SPEC §1, §2.9, §9). */
export const PROBIOTIC_SLUG = 'op-4';

/** Products that count as routine essentials (cart add event 'routine-essential', SPEC §4). */
export const ROUTINE_ESSENTIAL_SLUGS: readonly string[] = [PROBIOTIC_SLUG];

/** Care upsell prices in dollars (SPEC §9). */
export const CARE_UPSELL_PRICES = { calendar: 30, coachingCall: 35, travelBag: 25, consultReview: 30 } as const;

/** Shipping facts and labels shown in the shop (SPEC §9). */
export const SHIPPING = { free: true, hsaFsaEligible: true, windowLabel: '2-4 business days' } as const;

/** Provider response-time labels (SPEC §9). */
export const RESPONSE_TIME_LABELS = { businessHours: '24 business hours', hours: '24 hours' } as const;

/** Program lengths quoted in copy (SPEC §9). */
export const PROGRAM_LENGTHS = { probioticWeeks: 7, maintenanceMonths: 3, maintenanceBoricAcidCourses: 2 } as const;

/** Treatment purchase types (SPEC §9). */
export const PURCHASE_TYPES = { overTheCounter: 'over-the-counter', prescription: 'prescription' } as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[keyof typeof PURCHASE_TYPES];

/** Consult purchase type of an à-la-carte care purchase (SPEC §3 consult, §4 care CTA). */
export const A_LA_CARE_PURCHASE_TYPE = 'a-la-care';

/** Care price threshold in dollars; SPEC §9 gives the value but not its meaning, so no rule uses it yet. */
export const CARE_PRICE_THRESHOLD = 159;

/**
 * The lab that processes care-eligible VM tests. SPEC §4 calls it only "the named lab": a VM test
 * from any other (known) lab makes the user a returning Canadian. The API seeds its tests with this value.
 */
export const CARE_LAB = 'microgen';

/** Test type of the vaginal microbiome test (SPEC §3). */
export const VM_TEST_TYPE = 'VM';

/** The coaching call (SPEC §9, $35): bought in the shop, then booked in My Account (issue 26). */
export const COACHING_CALL_SLUG = 'coaching-call';

/** Care products that are membership variants (SPEC §3 product). */
export const MEMBERSHIP_PRODUCT_SLUGS = [
  'membership_vmt',
  'membership_expanded_pcr',
  'grandfathered_membership_vmt',
  'canada_membership_vmt',
] as const;

/** Treatment slugs the calendar knows (SPEC §3 treatment plan calendar). */
export const KNOWN_TREATMENT_SLUGS = ['est-1', 'soo-3', 'af-1', 'af-3', 'ba-14'] as const;

/**
 * Contact points (SPEC §9 says care, cancellation and support addresses exist but not what they are):
 * placeholders on the demo domain, filled into `{email}` of the banner messages.
 */
export const CONTACT_EMAILS = {
  care: 'care@flora.test',
  cancellation: 'cancellations@flora.test',
  support: 'support@flora.test',
} as const;

/** date-fns patterns: display with or without the year, parse typed dates (SPEC §9). */
export const DATE_FORMATS = { display: 'MMM d, yyyy', displayShort: 'MMM d', input: 'MM/dd/yyyy' } as const;

/** In-app message defaults of the messaging component (SPEC §9). */
export const IN_APP_MESSAGE_DEFAULTS = { durationMs: 5000, minIntervalMs: 30_000, triggerTimeoutExtraMs: 30_000 } as const;
