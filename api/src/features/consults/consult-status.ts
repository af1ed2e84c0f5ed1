// Consult types, status codes (SPEC §4) and the flags derived from a status.
// The status codes and consult types are @flora/shared's domain (the one list).
import { CONSULT_STATUS, CONSULT_TYPES, type ConsultStatusCode, type KnownConsultType } from '@flora/shared/domain';
import { knownCode } from '../../db/values';
import type { ConsultView } from './consult-schemas';

export { CONSULT_TYPES };
export type ConsultType = KnownConsultType;

/** Where a consult's prescriptions are filled (PATCH /api/v1/consults/{uid}/). */
export const PHARMACY_TYPES = ['flora-pharmacy', 'local-pharmacy'] as const;

export { CONSULT_STATUS };
export type ConsultStatus = ConsultStatusCode;
export const CONSULT_STATUS_CODES: ConsultStatus[] = Object.values(CONSULT_STATUS);

/** A consult's stored codes, read as the codes they are. */
export const consultStatusOf = (raw: string) => knownCode(CONSULT_STATUS_CODES, raw, 'consults.status');
export const consultTypeOf = (raw: string) => knownCode(CONSULT_TYPES, raw, 'consults.type');
export const pharmacyTypeOf = (raw: string | null) => (raw === null ? null : knownCode(PHARMACY_TYPES, raw, 'consults.pharmacy_type'));

/** Before the intake is submitted. */
export const PRE_SUBMIT: readonly string[] = ['IN', 'OR', 'ST'];
/** Submitted and waiting on a clinician. */
export const PENDING: readonly string[] = ['SU', 'PR'];
/** Submitted, not finished: what "consult in progress" shows (clinician review, or a problem to fix). */
export const IN_PROGRESS: readonly string[] = ['SU', 'PR', 'ER', 'ID'];
/** Finished for good: complete, referred out, ineligible, cancelled. */
export const CLOSED: readonly string[] = ['CP', 'RF', 'IE', 'CA'];

export type ConsultFlags = Pick<ConsultView, 'consult_paid' | 'consult_pending' | 'is_closed' | 'is_pre_submit' | 'show_consult_in_progress'>;

export function deriveFlags(status: string, paid: boolean): ConsultFlags {
  return {
    consult_paid: paid,
    consult_pending: PENDING.includes(status),
    is_closed: CLOSED.includes(status),
    is_pre_submit: PRE_SUBMIT.includes(status),
    show_consult_in_progress: IN_PROGRESS.includes(status),
  };
}

const STATUS_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(CONSULT_STATUS).map(([name, code]) => [code, name.toLowerCase().replace(/_/g, ' ')]),
);

/**
 * The legal moves between statuses (SPEC §4 leaves them open; this is the team's decision).
 * Main flow IN -> OR -> ST -> SU -> PR -> CP. A clinician may end a submitted consult as ER (something
 * to fix), RF (referred out), IE (ineligible) or ID (identity not verified); the patient's fix sends
 * ER or ID back to SU. Before completion a consult may be cancelled. CP, RF, IE and CA are final.
 */
const CONSULT_TRANSITIONS: Readonly<Record<ConsultStatus, readonly ConsultStatus[]>> = {
  IN: ['OR', 'CA'],
  OR: ['ST', 'CA'],
  ST: ['SU', 'CA'],
  SU: ['PR', 'ER', 'RF', 'IE', 'ID', 'CA'],
  PR: ['CP', 'ER', 'RF', 'IE', 'ID', 'CA'],
  ER: ['SU', 'PR', 'RF', 'IE', 'CA'],
  ID: ['SU', 'IE', 'CA'],
  CP: [],
  RF: [],
  IE: [],
  CA: [],
};

export const canTransition = (from: string, to: string): boolean =>
  (CONSULT_TRANSITIONS[from as ConsultStatus] ?? []).includes(to as ConsultStatus);

/** Why a move is refused, in words a caller can act on (the 409 `detail`). */
export function transitionRefusal(from: string, to: string): string {
  const allowed = CONSULT_TRANSITIONS[from as ConsultStatus] ?? [];
  const next = allowed.length ? `it can move to ${allowed.map((s) => `${s} (${STATUS_NAMES[s]})`).join(', ')}` : 'it is final';
  return `A consult in status ${from} (${STATUS_NAMES[from] ?? 'unknown'}) cannot move to ${to} (${STATUS_NAMES[to] ?? 'unknown'}); ${next}.`;
}
