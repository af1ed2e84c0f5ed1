// Ending a consult other than by completing it: one of the five outcomes and a note for the record
// (required; at most 1000 characters, as the API takes it).
import { maxLength, nonEmpty, object, picklist, pipe, string, trim } from '@flora/shared/forms';

export const END_OUTCOMES = [
  { value: 'ER', label: 'Error', description: 'Something is wrong for the patient to fix; the consult can be picked up again.' },
  { value: 'RF', label: 'Referred', description: 'Referred out to another provider.' },
  { value: 'IE', label: 'Ineligible', description: 'Not eligible for treatment.' },
  { value: 'ID', label: 'ID failure', description: 'The identity could not be verified; the patient can upload a new photo ID.' },
  { value: 'CA', label: 'Cancelled', description: 'The consult is cancelled.' },
] as const;

export type EndStatus = (typeof END_OUTCOMES)[number]['value'];
export const REASON_MAX_LENGTH = 1000;

export const endSchema = object({
  status: picklist(
    END_OUTCOMES.map((o) => o.value),
    'Choose how the consult ends.',
  ),
  reason: pipe(string(), trim(), nonEmpty('Write a note: why the consult ends this way.'), maxLength(REASON_MAX_LENGTH, `A note can be at most ${REASON_MAX_LENGTH} characters.`)),
});
