// The clinical questions of a consult intake and what must be answered before submission, by
// consult type (SPEC leaves the questionnaire open: these are the team's decisions).
// The choices' values, the care states and the minimum age are @flora/shared's domain, imported
// from there (the intakes' steps offer exactly what submission accepts).
import { CARE_STATES, type IntakeSymptom } from '@flora/shared/domain';
import type { ConsultType } from '../consults';
import type { IntakeAnswers } from './intake-schemas';

/**
 * The health history's symptoms (questionnaire v1) as the intake names them: what she already told
 * us is filled in when her intake opens (issue 27), for her to confirm or change.
 */
export const INTAKE_SYMPTOM_OF_HISTORY: Readonly<Record<string, IntakeSymptom>> = {
  odor: 'odor',
  discharge: 'abnormal_discharge',
  itching: 'itching',
  burning: 'burning',
  irritation: 'irritation',
  dryness: 'dryness',
};

/** US territories: a valid shipping address, but no clinician can treat there yet. */
export const TERRITORIES = ['AS', 'GU', 'MP', 'PR', 'VI'] as const;
export const US_STATE_CODES = [...CARE_STATES, ...TERRITORIES];

/** Consults whose treatments are unsafe in pregnancy: the patient confirms she is not trying to conceive. */
export const needsConceiveConsent = (type: string): boolean => type !== 'male-partner';
export const needsUngatedRxTerms = (type: string): boolean => type === 'ungated-rx';
/**
 * Consults whose intake asks for a photo of a government ID before submission (issue 14 lists the
 * upload among the vaginitis intake's steps). The other types may upload one, and any consult the
 * clinician ends as ID (ID_FAILURE) can reupload.
 */
export const needsPhotoId = (type: string): boolean => type === 'vaginitis';

/**
 * What is still missing before submission, in questionnaire order: answer fields by name, the photo ID
 * as photo_id (PUT .../photo-id/), consents by the action that records them (agree_to_terms, consent_to_ungated_rx_terms, consent_to_not_trying_to_conceive).
 */
export function missingForSubmit(type: ConsultType | string, a: IntakeAnswers): string[] {
  const missing: string[] = [];
  const need = (name: string, answered: boolean) => {
    if (!answered) missing.push(name);
  };
  const femaleQuestions = type !== 'male-partner';
  if (femaleQuestions) {
    need('symptoms', a.symptoms !== null);
    if (a.symptoms?.length) need('symptom_duration', a.symptom_duration !== null);
    need('pregnancy_status', a.pregnancy_status !== null);
    need('breastfeeding', a.breastfeeding !== null);
  } else {
    need('sex_assigned_at_birth', a.sex_assigned_at_birth !== null);
  }
  need('has_allergies', a.has_allergies !== null);
  if (a.has_allergies) need('allergies', a.allergies !== null);
  need('current_medication_ids', a.current_medication_ids !== null);
  need('date_of_birth', a.date_of_birth !== null);
  for (const f of ['address_line1', 'city', 'state', 'zip_code'] as const) need(f, a[f] !== null);
  if (needsPhotoId(type)) need('photo_id', a.photo_id_uploaded_at !== null);
  need('agree_to_terms', a.agreed_to_terms_at !== null);
  if (needsUngatedRxTerms(type)) need('consent_to_ungated_rx_terms', a.consented_to_ungated_rx_terms_at !== null);
  if (needsConceiveConsent(type)) need('consent_to_not_trying_to_conceive', a.consented_to_not_trying_to_conceive_at !== null);
  return missing;
}
