// The male-partner eligibility gate (SPEC §2.11, §5 male-partner eligibility).

/**
 * The four statements of SPEC §5 (paraphrased there; this is our wording) and the confirmation line
 * (verbatim). All five must be confirmed before continuing.
 */
export const MALE_PARTNER_ELIGIBILITY_STATEMENTS = {
  partnerDiagnosed: 'My partner was recently diagnosed with or treated for bacterial vaginosis (BV).',
  assignedMaleAtBirth: 'I was assigned male at birth.',
  willDiscussWithClinician: 'I will discuss this treatment with any other clinician who is treating me.',
  noEmergencyOrSymptoms:
    'I am not experiencing a life-threatening emergency and I have no active symptoms, such as open sores.',
  confirmAllTrue: 'I confirm the above is all true',
} as const;
export type EligibilityStatement = keyof typeof MALE_PARTNER_ELIGIBILITY_STATEMENTS;

export const ELIGIBILITY_STATEMENT_KEYS = Object.keys(MALE_PARTNER_ELIGIBILITY_STATEMENTS) as EligibilityStatement[];

export type EligibilityAnswers = Partial<Record<EligibilityStatement, boolean>>;

/** Statements not yet confirmed, in screen order. */
export const unconfirmedStatements = (answers: EligibilityAnswers | null | undefined): EligibilityStatement[] =>
  ELIGIBILITY_STATEMENT_KEYS.filter((k) => answers?.[k] !== true);

/** Continue only when every statement and the confirmation line are confirmed. */
export const canContinueEligibility = (answers: EligibilityAnswers | null | undefined): boolean =>
  unconfirmedStatements(answers).length === 0;

/** The modal for an already logged-in user (SPEC §2.11); the message and actions are our wording, 'COPIED!' verbatim. */
export const MALE_PARTNER_LOGGED_IN_MODAL = {
  message: 'This treatment must be bought by the intended patient: the male partner, with an account of his own.',
  continueWithNewAccount: 'Continue with a new account',
  shareLink: 'Share link with your partner',
  copied: 'COPIED!',
} as const;
