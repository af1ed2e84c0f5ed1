// Complete, submitted health histories (questionnaire v1) for demo@flora.test's tests: their
// read-only reviews show every section (/tests/FLDEMO0001/health-history/, .../FLDEMO0002/...).
export const DEMO_HEALTH_HISTORY_VERSION = 1;

/** FLDEMO0002 (CST I-A); `last_period_start` is set when seeded. */
export const DEMO_HEALTH_HISTORY: Record<string, string | number | boolean | string[]> = {
  symptoms: ['none'],
  has_periods: true,
  cycle_regular: 'regular',
  menopause_status: 'premenopause',
  hormone_therapy: false,
  sexually_active: true,
  partners: 'one',
  new_partner: false,
  contraception: ['condoms'],
  pregnant: 'no',
  trying_to_conceive: false,
  breastfeeding: false,
  antibiotics_recent: false,
  prior_diagnoses: ['bv'],
  recurring_infections: 1,
  vaginal_products: ['lubricant'],
};

/** FLDEMO0001 (CST IV-B, BV without symptoms, as BV often is); `last_period_start` is set when seeded. */
export const DEMO_CURRENT_HEALTH_HISTORY: Record<string, string | number | boolean | string[]> = {
  symptoms: ['none'],
  has_periods: true,
  cycle_regular: 'irregular',
  menopause_status: 'premenopause',
  hormone_therapy: false,
  sexually_active: true,
  partners: 'one',
  new_partner: true,
  contraception: ['hormonal_iud'],
  pregnant: 'no',
  trying_to_conceive: false,
  breastfeeding: false,
  antibiotics_recent: false,
  prior_diagnoses: ['bv', 'yeast'],
  recurring_infections: 2,
  vaginal_products: ['scented_products'],
};
