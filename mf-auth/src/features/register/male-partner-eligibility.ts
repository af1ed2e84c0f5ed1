// The male-partner eligibility gate (SPEC §2.11, §5): its statements, and the confirmation kept
// for this browser tab so /register/male-partner/ can be left and resumed but never skipped to.

/** The four statements a male partner confirms, then the confirmation line (SPEC §5). */
export const ELIGIBILITY_STATEMENTS = [
  'My partner was recently diagnosed with or treated for bacterial vaginosis (BV).',
  'I was assigned male at birth.',
  'I will discuss this treatment with another treating clinician.',
  "I'm not having a life-threatening emergency, and I have no active symptoms such as open sores.",
] as const;

export const CONFIRMATION_LINE = 'I confirm the above is all true';

const KEY = 'flora.malePartnerEligibility';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Navigation state the gate passes along too, for a browser whose session storage is blocked. */
export const ELIGIBILITY_STATE = { malePartnerEligibility: 'confirmed' } as const;

export function isMalePartnerEligibilityConfirmed(state?: unknown): boolean {
  if ((state as Partial<typeof ELIGIBILITY_STATE> | null)?.malePartnerEligibility === 'confirmed') return true;
  return storage()?.getItem(KEY) === 'confirmed';
}

export function confirmMalePartnerEligibility(): void {
  try {
    storage()?.setItem(KEY, 'confirmed');
  } catch {
    // Storage full or blocked: the registration page then sends the person back to the gate.
  }
}

