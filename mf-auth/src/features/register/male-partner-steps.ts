// The steps of the male-partner sign-up, as the Stepper on its pages names them (SPEC §2.8).
export const MALE_PARTNER_STEPS = ['Eligibility', 'Your account', 'Confirm your email', 'Sign in and start'] as const;
