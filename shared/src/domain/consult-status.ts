// Consult status codes, consult types and the main flow (SPEC §4 consult status codes, §3 consult).
// The one code list, for the front end and the API.
import { oneOf } from './loose';

export const CONSULT_STATUS = Object.freeze({
  OPTED_IN: 'IN',
  ORDERED: 'OR',
  INTAKE_STARTED: 'ST',
  SUBMITTED: 'SU',
  IN_PROGRESS: 'PR',
  COMPLETE: 'CP',
  ERROR: 'ER',
  REFERRED: 'RF',
  INELIGIBLE: 'IE',
  ID_FAILURE: 'ID',
  CANCELLED: 'CA',
} as const);

export type ConsultStatusName = keyof typeof CONSULT_STATUS;
export type ConsultStatusCode = (typeof CONSULT_STATUS)[ConsultStatusName];
/** A status as the front end holds it: a known code, or 'unknown' for anything else the API might send. */
export type ConsultStatus = ConsultStatusCode | 'unknown';

const CODES = Object.values(CONSULT_STATUS) as readonly string[];

/** Normalises a raw status: the two-letter codes, 'COMPLETE' as CP (SPEC §4), anything else 'unknown'. */
export function toConsultStatus(raw: unknown): ConsultStatus {
  if (raw === 'COMPLETE') return CONSULT_STATUS.COMPLETE;
  return typeof raw === 'string' && CODES.includes(raw) ? (raw as ConsultStatusCode) : 'unknown';
}

/** The status name of a raw status (e.g. 'IN' -> 'OPTED_IN'), or null when unknown. */
export function consultStatusName(raw: unknown): ConsultStatusName | null {
  const code = toConsultStatus(raw);
  const entry = Object.entries(CONSULT_STATUS).find(([, c]) => c === code);
  return entry ? (entry[0] as ConsultStatusName) : null;
}

/** Whether a raw status is one of the given codes; unknown statuses match nothing. */
export function isStatusIn(raw: unknown, codes: readonly ConsultStatusCode[]): boolean {
  const code = toConsultStatus(raw);
  return code !== 'unknown' && codes.includes(code);
}

/** Statuses in which the clinical intake counts as incomplete (SPEC §4). */
const INTAKE_INCOMPLETE_STATUSES: readonly ConsultStatusCode[] = [CONSULT_STATUS.OPTED_IN, CONSULT_STATUS.ORDERED, CONSULT_STATUS.INTAKE_STARTED];

export const isIntakeIncomplete = (raw: unknown): boolean => isStatusIn(raw, INTAKE_INCOMPLETE_STATUSES);

export const isConsultComplete = (raw: unknown): boolean => toConsultStatus(raw) === CONSULT_STATUS.COMPLETE;

/** A consult status in the patient's words (her care pages) and in the clinician's (the clinic), side by side (SPEC gives only the codes). */
const CONSULT_STATUS_WORDS: Readonly<Record<ConsultStatusName, { patient: string; clinician: string }>> = {
  OPTED_IN: { patient: 'Opted in', clinician: 'Opted in' },
  ORDERED: { patient: 'Ordered', clinician: 'Ordered' },
  INTAKE_STARTED: { patient: 'Intake started', clinician: 'Intake started' },
  SUBMITTED: { patient: 'Under review', clinician: 'Submitted, waiting for review' },
  IN_PROGRESS: { patient: 'Finalizing', clinician: 'In review' },
  COMPLETE: { patient: 'Complete', clinician: 'Complete' },
  ERROR: { patient: 'Needs attention', clinician: 'Ended: error' },
  REFERRED: { patient: 'Referred', clinician: 'Ended: referred' },
  INELIGIBLE: { patient: 'Ineligible', clinician: 'Ended: ineligible' },
  ID_FAILURE: { patient: 'ID verification failed', clinician: 'Ended: ID failure' },
  CANCELLED: { patient: 'Cancelled', clinician: 'Cancelled' },
};

/** The patient's words for a raw status; 'Unknown' for one she cannot be told about. */
export function consultStatusForPatient(raw: unknown): string {
  const name = consultStatusName(raw);
  return name ? CONSULT_STATUS_WORDS[name].patient : 'Unknown';
}

/** The clinician's words for a raw status; an unknown status as given. */
export function consultStatusForClinician(raw: string): string {
  const name = consultStatusName(raw);
  return name ? CONSULT_STATUS_WORDS[name].clinician : raw;
}

export const CONSULT_TYPES = ['vaginitis', 'ungated-rx', 'sti', 'male-partner'] as const;
export type KnownConsultType = (typeof CONSULT_TYPES)[number];
/** A consult type as the front end holds it; 'unknown' for a type the API might add later. */
export type ConsultType = KnownConsultType | 'unknown';

/** A raw consult type as one of SPEC's, or 'unknown'. */
export const toConsultType = (raw: unknown): ConsultType => oneOf<ConsultType>(raw, CONSULT_TYPES, 'unknown');

/** Consult types whose treatment comes with a calendar: completing them needs a plan. */
export const CONSULT_TYPES_WITH_PLAN: readonly string[] = ['vaginitis', 'ungated-rx'] satisfies KnownConsultType[];

/** A consult type in the patient's words (her care pages) and in the clinician's (the clinic), side by side. */
const CONSULT_TYPE_WORDS: Readonly<Record<KnownConsultType, { patient: string; clinician: string }>> = {
  vaginitis: { patient: 'Vaginitis consultation', clinician: 'Vaginitis treatment' },
  'ungated-rx': { patient: 'Prescription treatment', clinician: 'Prescription treatment (ungated)' },
  sti: { patient: 'STI consultation', clinician: 'STI treatment' },
  'male-partner': { patient: 'Male partner treatment', clinician: 'Male partner treatment' },
};
const wordsOf = (type: string) => (CONSULT_TYPE_WORDS as Record<string, { patient: string; clinician: string } | undefined>)[type];

/** The patient's name of a consult type; 'Consultation' for one she cannot be told about. */
export const consultTypeForPatient = (type: string): string => wordsOf(type)?.patient ?? 'Consultation';

/** The clinician's name of a consult type; an unknown type as given. */
export const consultTypeForClinician = (type: string): string => wordsOf(type)?.clinician ?? type;
