// A complete health history (questionnaire v1) for tests that submit one: every required question
// shown for these answers has one. Symptoms other than "none" bring their follow-up (duration).
export const NO_SYMPTOMS_HISTORY = {
  symptoms: ['none'],
  has_periods: false,
  menopause_status: 'premenopause',
  hormone_therapy: false,
  sexually_active: false,
  contraception: ['none'],
  pregnant: 'no',
  trying_to_conceive: false,
  breastfeeding: false,
  antibiotics_recent: false,
  prior_diagnoses: ['none'],
  vaginal_products: ['none'],
} as const;

export function completeHistory(answers: Record<string, unknown> = {}): Record<string, unknown> {
  const symptoms = answers.symptoms as string[] | undefined;
  const followUp = symptoms && !symptoms.includes('none') ? { symptom_duration: 'one_to_four_weeks' } : {};
  return { ...NO_SYMPTOMS_HISTORY, ...followUp, ...answers };
}
