// An intake and a pharmacy as their JSON (intake-schemas.ts).
import { INTAKE_SYMPTOMS, PREGNANCY_STATUSES, SEXES_AT_BIRTH, SYMPTOM_DURATIONS } from '@flora/shared/domain';
import { bool, knownCode } from '../../db/values';
import { consultTypeOf } from '../consults';
import type { IntakeAnswers, IntakeView, PharmacyView } from './intake-schemas';
import type { IntakeRecord, PharmacyRow } from './intake-repository';
import { missingForSubmit, US_STATE_CODES } from './intake-rules';

const nullableBool = (v: unknown): boolean | null => (v === null || v === undefined ? null : bool(v));
const parseList = <T>(json: string | null): T[] | null => (json === null ? null : (JSON.parse(json) as T[]));
const codeOrNull = <Code extends string>(codes: readonly Code[], raw: string | null, column: string) =>
  raw === null ? null : knownCode(codes, raw, `consult_intakes.${column}`);

/** The stored answers, decoded (JSON lists, 0/1 flags). */
export function answersOf(i: IntakeRecord): IntakeAnswers {
  return {
    symptoms: parseList<string>(i.symptoms)?.map((s) => knownCode(INTAKE_SYMPTOMS, s, 'consult_intakes.symptoms')) ?? null,
    symptom_duration: codeOrNull(SYMPTOM_DURATIONS, i.symptom_duration, 'symptom_duration'),
    pregnancy_status: codeOrNull(PREGNANCY_STATUSES, i.pregnancy_status, 'pregnancy_status'),
    breastfeeding: nullableBool(i.breastfeeding),
    has_allergies: nullableBool(i.has_allergies),
    allergies: i.allergies,
    current_medication_ids: parseList<number>(i.current_medication_ids),
    other_medications: i.other_medications,
    sex_assigned_at_birth: codeOrNull(SEXES_AT_BIRTH, i.sex_assigned_at_birth, 'sex_assigned_at_birth'),
    date_of_birth: i.date_of_birth,
    address_line1: i.address_line1,
    address_line2: i.address_line2,
    city: i.city,
    state: codeOrNull(US_STATE_CODES, i.state, 'state'),
    zip_code: i.zip_code,
    pharmacy_id: i.pharmacy_id,
    additional_notes: i.additional_notes,
    agreed_to_terms_at: i.agreed_to_terms_at,
    consented_to_ungated_rx_terms_at: i.consented_to_ungated_rx_terms_at,
    consented_to_not_trying_to_conceive_at: i.consented_to_not_trying_to_conceive_at,
    photo_id_uploaded_at: i.photo_id_uploaded_at,
  };
}

export function toIntakeView(i: IntakeRecord): IntakeView {
  const answers = answersOf(i);
  return {
    id: i.id,
    consult_uid: i.consult.uid,
    consult_type: consultTypeOf(i.consult.type),
    ...answers,
    photo_id_uploaded: i.photo_id_uploaded_at !== null,
    submitted_at: i.submitted_at,
    missing_for_submit: i.submitted_at === null ? missingForSubmit(i.consult.type, answers) : [],
    created_at: i.created_at,
    updated_at: i.updated_at,
  };
}

export const toPharmacyView = (p: PharmacyRow): PharmacyView => ({
  id: p.id,
  name: p.name,
  address_line1: p.address_line1,
  city: p.city,
  state: p.state,
  zip_code: p.zip_code,
  phone_number: p.phone_number,
});
