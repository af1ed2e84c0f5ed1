// The rules of a consult intake: one per paid consult (or free sti consult); creating it starts the intake (OR -> ST);
// answers change only while it is open; submission needs every required answer and consent and
// moves the consult to SU (submitted).
import { ageOn, isCareAvailableIn, isRealDay, MINIMUM_AGE, utcDayOf, zipFitsState, zipOutOfState } from '@flora/shared/domain';
import { parseISO } from 'date-fns';

// Reads and writes that route files and other features use as they are.
export { findIntakeOfConsult, listMedications } from './intake-repository';
export type { IntakeRecord } from './intake-repository';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { CONSULT_STATUS, findConsultOfUser, moveConsultStatus } from '../consults';
import { findTestById, reportedSymptoms } from '../tests';
import {
  findIntakeOfConsult,
  findIntakeOfUser,
  findPharmacy,
  type IntakeChanges,
  type IntakeRecord,
  insertIntake,
  searchPharmacies,
  unknownMedicationIds,
  updateOpenIntake,
} from './intake-repository';
import type { AddressInfo, IntakePatch } from './intake-schemas';
import { answersOf, toPharmacyView } from './intake-view';
import { INTAKE_SYMPTOM_OF_HISTORY, missingForSubmit, needsConceiveConsent, needsUngatedRxTerms } from './intake-rules';

export const INTAKE_NOT_FOUND = 'No intake with that id.';
export const PHARMACY_RESULTS_LIMIT = 20;

export async function loadIntake(db: Kysely<Database>, userId: number, intakeId: number): Promise<IntakeRecord> {
  const intake = await findIntakeOfUser(db, userId, intakeId);
  if (!intake) throw notFound(INTAKE_NOT_FOUND);
  return intake;
}

/** The symptoms her submitted health history reported, in the intake's words (none for a male partner, who asks no symptoms). */
async function symptomsFromHistory(db: Kysely<Database>, consult: { type: string; test_id: number | null }): Promise<string[]> {
  if (consult.test_id === null || consult.type === 'male-partner') return [];
  const test = await findTestById(db, consult.test_id);
  return test ? [...new Set(reportedSymptoms(test).flatMap((s) => INTAKE_SYMPTOM_OF_HISTORY[s] ?? []))] : [];
}

/** Creates the intake of the user's consult (her health history's symptoms filled in), or answers the existing one (`created` false). */
export async function createIntake(
  db: Kysely<Database>,
  userId: number,
  consultUid: string,
  now: Date,
): Promise<{ intake: IntakeRecord; created: boolean }> {
  const consult = await findConsultOfUser(db, userId, consultUid);
  if (!consult) throw notFound('No consult with that uid.');
  const existing = await findIntakeOfConsult(db, consult.id);
  if (existing) return { intake: existing, created: false };
  // An sti consult has nothing to pay for (the clinician reviews the STI findings of the expanded
  // PCR panel bought with the test, and prescribes): opening its intake orders it (IN -> OR -> ST).
  const free = consult.type === 'sti' && consult.status === CONSULT_STATUS.OPTED_IN;
  if (consult.status === CONSULT_STATUS.OPTED_IN && !free) {
    throw conflict('This consult has not been paid for yet: complete the checkout before starting the intake.');
  }
  const symptoms = await symptomsFromHistory(db, consult);
  await db.transaction().execute(async (trx) => {
    if (free) await moveConsultStatus(trx, consult, CONSULT_STATUS.ORDERED, now);
    await moveConsultStatus(trx, free ? { ...consult, status: CONSULT_STATUS.ORDERED } : consult, CONSULT_STATUS.INTAKE_STARTED, now);
    await insertIntake(trx, consult.id, now, symptoms.length ? { symptoms: JSON.stringify(symptoms) } : {});
  });
  return { intake: (await findIntakeOfConsult(db, consult.id))!, created: true };
}

/** Answers and consents change only while the intake is unsubmitted and its consult is in ST. */
function assertOpen(intake: IntakeRecord): void {
  if (intake.submitted_at !== null) {
    throw conflict(`This intake was submitted at ${intake.submitted_at} and can no longer be changed.`);
  }
  if (intake.consult.status !== CONSULT_STATUS.INTAKE_STARTED) {
    throw conflict(`The consult is in status ${intake.consult.status}; its intake can no longer be changed.`);
  }
}

async function saveChanges(db: Kysely<Database>, intake: IntakeRecord, changes: IntakeChanges, now: Date) {
  const saved = await updateOpenIntake(db, intake.id, { ...changes, updated_at: now.toISOString() });
  if (!saved) throw conflict('This intake was submitted while this request was handled; it can no longer be changed.');
  return (await findIntakeOfUser(db, intake.consult.user_id, intake.id))!;
}

const TEXT_FIELDS = ['allergies', 'other_medications', 'address_line1', 'address_line2', 'city', 'additional_notes'] as const;

/** A date of birth in the past that makes the patient at least MINIMUM_AGE today (UTC). */
function checkDateOfBirth(dob: string, now: Date): void {
  const today = utcDayOf(now);
  if (!isRealDay(dob) || dob < '1900-01-01' || dob >= today) throw badRequest('Enter your real date of birth.', 'date_of_birth');
  if ((ageOn(dob, parseISO(today)) ?? 0) < MINIMUM_AGE) {
    throw badRequest(`You must be ${MINIMUM_AGE} or older to receive care.`, 'date_of_birth');
  }
}

/** Validates a PATCH completely (nothing is written when any field is refused), then saves it. */
export async function updateIntake(db: Kysely<Database>, intake: IntakeRecord, patch: IntakePatch, now: Date): Promise<IntakeRecord> {
  if (Object.keys(patch).length === 0) throw badRequest('Send at least one field to change.');
  assertOpen(intake);

  const changes: IntakeChanges = {};
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value !== null && value.trim() === '') throw badRequest(`The field "${field}" may not be blank; send null to clear it.`, field);
    changes[field] = value === null ? null : value.trim();
  }
  for (const field of ['symptom_duration', 'pregnancy_status', 'sex_assigned_at_birth', 'date_of_birth', 'state', 'zip_code', 'breastfeeding', 'has_allergies', 'pharmacy_id'] as const) {
    if (patch[field] !== undefined) (changes as Record<string, unknown>)[field] = patch[field];
  }
  if (patch.date_of_birth) checkDateOfBirth(patch.date_of_birth, now);
  if (patch.current_medication_ids) {
    const unknown = await unknownMedicationIds(db, patch.current_medication_ids);
    if (unknown.length) throw badRequest(`Unknown medication id: ${unknown.join(', ')}.`, 'current_medication_ids');
  }
  if (patch.pharmacy_id && !(await findPharmacy(db, patch.pharmacy_id))) {
    throw badRequest('Unknown pharmacy id.', 'pharmacy_id');
  }
  if (patch.symptoms !== undefined) changes.symptoms = patch.symptoms === null ? null : JSON.stringify(patch.symptoms);
  if (patch.current_medication_ids !== undefined) {
    changes.current_medication_ids = patch.current_medication_ids === null ? null : JSON.stringify(patch.current_medication_ids);
  }

  // Follow-up answers go with the answer they follow: no duration without symptoms, no allergy text without allergies.
  const current = answersOf(intake);
  const symptoms = patch.symptoms !== undefined ? patch.symptoms : current.symptoms;
  if (symptoms !== null && symptoms.length === 0) changes.symptom_duration = null;
  const hasAllergies = patch.has_allergies !== undefined ? patch.has_allergies : current.has_allergies;
  if (hasAllergies === false) changes.allergies = null;

  return saveChanges(db, intake, changes, now);
}

export type ConsentKind = 'terms' | 'ungated_rx_terms' | 'not_trying_to_conceive';

const CONSENT_COLUMNS = {
  terms: 'agreed_to_terms_at',
  ungated_rx_terms: 'consented_to_ungated_rx_terms_at',
  not_trying_to_conceive: 'consented_to_not_trying_to_conceive_at',
} as const;

/** Records a consent once (a repeated call keeps the first timestamp). */
export async function recordConsent(db: Kysely<Database>, intake: IntakeRecord, kind: ConsentKind, now: Date): Promise<IntakeRecord> {
  assertOpen(intake);
  const type = intake.consult.type;
  if (kind === 'ungated_rx_terms' && !needsUngatedRxTerms(type)) {
    throw conflict(`The ungated-rx terms apply to ungated-rx consults only; this is a ${type} consult.`);
  }
  if (kind === 'not_trying_to_conceive' && !needsConceiveConsent(type)) {
    throw conflict(`This consent does not apply to ${type} consults.`);
  }
  const column = CONSENT_COLUMNS[kind];
  if (intake[column] !== null) return intake;
  return saveChanges(db, intake, { [column]: now.toISOString() }, now);
}

export type SubmitOutcome = { submitted: IntakeRecord } | { missing: string[] };

/** Submits a complete intake and moves its consult ST -> SU; an incomplete one answers what is missing. */
export async function submitIntake(db: Kysely<Database>, intake: IntakeRecord, now: Date): Promise<SubmitOutcome> {
  if (intake.submitted_at !== null) throw conflict(`This intake was already submitted at ${intake.submitted_at}.`);
  assertOpen(intake);
  const missing = missingForSubmit(intake.consult.type, answersOf(intake));
  if (missing.length) return { missing };
  if (!isCareAvailableIn(intake.state!)) {
    throw badRequest(`Care is not available in ${intake.state} yet; a clinician cannot review this intake.`, 'state');
  }
  // The prescription ships there: a ZIP code of another state is a typo in one of the two.
  if (!zipFitsState(intake.zip_code!, intake.state!)) {
    throw badRequest(zipOutOfState(intake.zip_code!, intake.state!), 'zip_code');
  }
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    if (!(await updateOpenIntake(trx, intake.id, { submitted_at: at, updated_at: at }))) {
      throw conflict('This intake was already submitted.');
    }
    await moveConsultStatus(trx, intake.consult, CONSULT_STATUS.SUBMITTED, now);
  });
  return { submitted: (await findIntakeOfUser(db, intake.consult.user_id, intake.id))! };
}

export function addressInfo(intake: IntakeRecord): AddressInfo {
  const { address_line1, address_line2, city, state, zip_code } = intake;
  return {
    intake_id: intake.id,
    address_line1,
    address_line2,
    city,
    state,
    zip_code,
    address_complete: [address_line1, city, state, zip_code].every((v) => v !== null),
    care_available_in_state: state === null ? null : isCareAvailableIn(state),
  };
}

export async function findPharmacies(db: Kysely<Database>, query: { postal_code?: string; pharmacy_name?: string }) {
  const name = query.pharmacy_name?.trim();
  if (!query.postal_code && !name) throw badRequest('Give a postal_code, a pharmacy_name or both.');
  if (name !== undefined && name.length < 2) throw badRequest('pharmacy_name needs at least 2 characters.');
  const rows = await searchPharmacies(db, { zipCode: query.postal_code, name }, PHARMACY_RESULTS_LIMIT);
  return rows.map(toPharmacyView);
}
