// A complete, submitted health history (questionnaire v1) for demo@flora.test's earlier test
// FLDEMO0002: its read-only review shows every section (/tests/FLDEMO0002/health-history/).
export const DEMO_HEALTH_HISTORY_VERSION = 1;

export const DEMO_HEALTH_HISTORY: Record<string, string | number | boolean | string[]> = {
  symptoms: ['none'],
  has_periods: true,
  last_period_start: '2026-09-20',
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
