import * as C from './constants';

describe('business constants (SPEC §9)', () => {
  it.each<[string, unknown, unknown]>([
    ['request cap 50 per 10 s (§8)', C.REQUEST_CAP, { max: 50, windowMs: 10_000 }],
    ['consult messages page size', C.CONSULT_MESSAGES_PAGE_SIZE, 100],
    ['treatment eligibility window', C.TREATMENT_ELIGIBILITY_WINDOW_DAYS, 21],
    ['alcohol avoidance hours', C.ALCOHOL_AVOIDANCE_HOURS, 72],
    ['unprotected sex wait hours', C.UNPROTECTED_SEX_WAIT_HOURS, 24],
    ['retest discount', C.RETEST_DISCOUNT, { code: 'RETEST20', type: 'fixed_amount', value: 20 }],
    [
      'male-partner default product',
      C.MALE_PARTNER_DEFAULT_PRODUCT,
      { price: 129, sku: 'MP-BV-001', freeShipping: true, voucherSlug: 'male-partner-treatment-voucher', quantityPerAdd: 1 },
    ],
    ['probiotic slug', C.PROBIOTIC_SLUG, 'op-4'],
    ['care upsell prices', C.CARE_UPSELL_PRICES, { calendar: 30, coachingCall: 35, travelBag: 25, consultReview: 30 }],
    ['shipping', C.SHIPPING, { free: true, hsaFsaEligible: true, windowLabel: '2-4 business days' }],
    ['response time labels', C.RESPONSE_TIME_LABELS, { businessHours: '24 business hours', hours: '24 hours' }],
    ['program lengths', C.PROGRAM_LENGTHS, { probioticWeeks: 7, maintenanceMonths: 3, maintenanceBoricAcidCourses: 2 }],
    ['purchase types', C.PURCHASE_TYPES, { overTheCounter: 'over-the-counter', prescription: 'prescription' }],
    ['care price threshold', C.CARE_PRICE_THRESHOLD, 159],
    ['storage keys', C.STORAGE_KEYS, { accessToken: 'accessToken', refreshToken: 'refreshToken', currentUser: 'currentUser' }],
    ['chunk load time-out', C.CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['narrow screen', C.NARROW_SCREEN_MAX_WIDTH, 600],
    ['date formats', C.DATE_FORMATS, { display: 'MMM d, yyyy', displayShort: 'MMM d', input: 'MM/dd/yyyy' }],
    ['in-app message defaults', C.IN_APP_MESSAGE_DEFAULTS, { durationMs: 5000, minIntervalMs: 30_000, triggerTimeoutExtraMs: 30_000 }],
    ['known treatment slugs (§3)', C.KNOWN_TREATMENT_SLUGS, ['est-1', 'soo-3', 'af-1', 'af-3', 'ba-14']],
    [
      'membership product slugs (§3)',
      C.MEMBERSHIP_PRODUCT_SLUGS,
      ['membership_vmt', 'membership_expanded_pcr', 'grandfathered_membership_vmt', 'canada_membership_vmt'],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
