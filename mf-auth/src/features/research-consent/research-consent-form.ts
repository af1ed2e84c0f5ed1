// The consent form's one rule: the box is ticked before anything is sent.
import { boolean, check, object, pipe, type InferOutput } from '@flora/shared/forms';

export const CONSENT_REQUIRED = 'Tick the box to take part. Tests and care need it.';

export const researchConsentSchema = object({
  research_consent: pipe(
    boolean(),
    check((value) => value, CONSENT_REQUIRED),
  ),
});

export type ResearchConsentForm = InferOutput<typeof researchConsentSchema>;
