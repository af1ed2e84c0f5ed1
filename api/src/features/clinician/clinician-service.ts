// The clinician back office, shared by the staff routes and the `clinician` CLI: the queue of
// submitted consults, picking one up (SU -> PR), prescribing, building the treatment calendar,
// completing (PR -> CP) or ending it (ER, RF, IE, ID, CA with a reason). Every status change goes
// through moveConsultStatus; each operation names the objects it touched, for the audit log.
import { CONSULT_TYPES_WITH_PLAN } from '@flora/shared/domain';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { AuditAction, Database } from '../../db/schema';
import { knownCode } from '../../db/values';
import type { AuditedObject } from '../audit';
import { activeProductKinds, type ConsultRow, type ConsultStatus, findConsultByUid, loadConsultParts, moveConsultStatus, toConsultView } from '../consults';
import { findIntakeOfConsult, toIntakeView } from '../intake';
import { listActiveProductsOfKinds } from '../products';
import { findTestById, listMicrobes, toResultsSummary } from '../tests';
import { findPlanOfConsult, loadPlanContents, type NewPlanEntry, replacePlan, toTreatmentPlanView } from '../treatment-plans';
import {
  findPatient,
  findReview,
  findTestHash,
  listConsultsInStatus,
  replacePrescriptions,
  saveReview,
} from './clinician-repository';
import type { ClinicianConsultView, NewPrescription, PlanInput, Prescribable, QueueEntry } from './clinician-schemas';

/** How a clinician may end a consult other than completing it. */
export const END_STATUSES = ['ER', 'RF', 'IE', 'ID', 'CA'] as const;
export type EndStatus = (typeof END_STATUSES)[number];
/** Product kinds a clinician may prescribe or put on a calendar. */
export const PRESCRIBABLE_KINDS = ['treatment', 'routine-essential'] as const;
export const PLAN_WEEKS = { min: 2, max: 16 } as const;

export interface Touched {
  action: AuditAction;
  objects: AuditedObject[];
}

export interface Done<T> {
  result: T;
  touched: Touched[];
}

const consultRef = (c: ConsultRow): AuditedObject => ({ type: 'consult', id: c.uid, subjectUserId: c.user_id });

async function consultByUid(db: Kysely<Database>, uid: string): Promise<ConsultRow> {
  const row = await findConsultByUid(db, uid);
  if (!row) throw notFound('No such consult.');
  return row;
}

export async function clinicianQueue(db: Kysely<Database>, status: string) {
  const rows = await listConsultsInStatus(db, status);
  const result = rows.map((r): QueueEntry => ({
    uid: r.uid,
    type: r.type,
    status: r.status,
    patient: { email: r.email, first_name: r.first_name, last_name: r.last_name },
    test_hash: r.test_hash,
    clinician_user_id: r.clinician_user_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
  return {
    result,
    touched: [{ action: 'read' as const, objects: rows.map((r) => ({ type: 'consult', id: r.uid, subjectUserId: r.user_id })) }],
  };
}

/** The result summary of the consult's test: the community state type and infection state (null until ready). */
async function resultsOf(db: Kysely<Database>, testId: number | null) {
  const test = testId === null ? undefined : await findTestById(db, testId);
  if (!test || test.status !== 'ready' || !test.valencia_type) return null;
  const { valencia_type, infection_state, conditions } = toResultsSummary(test, await listMicrobes(db, test.id));
  return { valencia_type, infection_state, conditions };
}

/** Everything a clinician sees of one consult. */
async function clinicianView(db: Kysely<Database>, consult: ConsultRow): Promise<ClinicianConsultView> {
  const [parts, patient, testHash, review, plan, results] = await Promise.all([
    loadConsultParts(db, [consult.id]),
    findPatient(db, consult.user_id),
    findTestHash(db, consult.test_id),
    findReview(db, consult.id),
    findPlanOfConsult(db, consult.id),
    resultsOf(db, consult.test_id),
  ]);
  return {
    consult: toConsultView(consult, parts),
    patient,
    test_hash: testHash,
    results,
    review: review
      ? {
          clinician_user_id: review.clinician_user_id,
          picked_up_at: review.picked_up_at,
          closed_at: review.closed_at,
          outcome_status: review.outcome_status,
          outcome_reason: review.outcome_reason,
        }
      : null,
    treatment_plan: plan ? toTreatmentPlanView(consult.uid, plan, await loadPlanContents(db, plan.id)) : null,
  };
}

export async function showConsult(db: Kysely<Database>, uid: string): Promise<Done<ClinicianConsultView>> {
  const consult = await consultByUid(db, uid);
  const view = await clinicianView(db, consult);
  const subjectUserId = consult.user_id;
  const objects: AuditedObject[] = [{ type: 'consult', id: uid, subjectUserId }];
  if (view.treatment_plan) objects.push({ type: 'treatment_plan', id: uid, subjectUserId });
  // The test's results are read for the consult: listed before it, so the consult leads the patient's access log.
  if (view.results && view.test_hash) objects.unshift({ type: 'user_test', id: view.test_hash, subjectUserId });
  return { result: view, touched: [{ action: 'read', objects }] };
}

/** What a clinician may prescribe or put on a calendar: active treatments and routine essentials, in catalogue order. */
export async function prescribables(db: Kysely<Database>) {
  const rows = await listActiveProductsOfKinds(db, PRESCRIBABLE_KINDS);
  return rows.map((r): Prescribable => ({ slug: r.slug, name: r.name, kind: knownCode(PRESCRIBABLE_KINDS, r.kind, 'products.kind') }));
}

export const NO_INTAKE = 'This consult has no intake yet.';

/** The intake behind a consult, as the patient filled it in: what the clinician decides on. */
export async function showIntake(db: Kysely<Database>, uid: string): Promise<Done<ReturnType<typeof toIntakeView>>> {
  const consult = await consultByUid(db, uid);
  const intake = await findIntakeOfConsult(db, consult.id);
  if (!intake) throw notFound(NO_INTAKE);
  return { result: toIntakeView(intake), touched: [{ action: 'read', objects: [{ type: 'consult_intake', id: intake.id, subjectUserId: consult.user_id }] }] };
}

async function changed(db: Kysely<Database>, consult: ConsultRow, touched: Touched[]): Promise<Done<ClinicianConsultView>> {
  return { result: await clinicianView(db, await consultByUid(db, consult.uid)), touched };
}

/** SU -> PR, recording who picked it up (null from the CLI without --clinician). */
export async function pickUp(db: Kysely<Database>, uid: string, clinicianUserId: number | null, now: Date) {
  const consult = await consultByUid(db, uid);
  await db.transaction().execute(async (trx) => {
    await moveConsultStatus(trx, consult, 'PR', now);
    await saveReview(trx, consult.id, { clinician_user_id: clinicianUserId, picked_up_at: now.toISOString() }, now);
  });
  return changed(db, consult, [{ action: 'update', objects: [consultRef(consult)] }]);
}

const requireInProgress = (consult: ConsultRow, what: string) => {
  if (consult.status !== 'PR') throw conflict(`${what} a consult in progress (PR) only; this one is in status ${consult.status}.`);
};

async function requirePrescribable(db: Kysely<Database>, slugs: string[], field: string) {
  const kinds = await activeProductKinds(db);
  const wrong = slugs.find((s) => !PRESCRIBABLE_KINDS.some((kind) => kind === kinds.get(s)));
  if (wrong) throw badRequest(`${wrong} is not a treatment or routine essential in the catalogue.`, field);
  return kinds;
}

/** Replaces the prescriptions of a consult in progress. A refill count above 0 makes it refillable. */
export async function prescribe(db: Kysely<Database>, uid: string, list: NewPrescription[], now: Date) {
  const consult = await consultByUid(db, uid);
  requireInProgress(consult, 'Prescriptions can be written for');
  const slugs = list.map((p) => p.product_slug);
  if (new Set(slugs).size !== slugs.length) throw badRequest('Each product may be prescribed once.', 'prescriptions');
  await requirePrescribable(db, slugs, 'prescriptions');
  await db.transaction().execute((trx) => replacePrescriptions(trx, consult.id, list, now));
  return changed(db, consult, [{ action: 'update', objects: [{ type: 'consult_prescriptions', id: uid, subjectUserId: consult.user_id }] }]);
}

/**
 * Creates or replaces the calendar of a consult in progress. Every week is 1..last_treatment_week
 * (the last one is the retest week); a treatment must have been prescribed first, a routine
 * essential (the probiotic op-4) need not be.
 */
export async function buildPlan(db: Kysely<Database>, uid: string, input: PlanInput, now: Date) {
  const consult = await consultByUid(db, uid);
  requireInProgress(consult, 'A treatment plan can be built for');
  const weeks = input.last_treatment_week;
  const entries: NewPlanEntry[] = [];
  const seen = new Set<string>();
  for (const w of input.treatment_schedule) {
    if (w.week > weeks) throw badRequest(`Week ${w.week} is after the last week (${weeks}).`, 'treatment_schedule');
    for (const p of w.prescriptions) {
      const key = `${w.week}:${p.slug}`;
      if (seen.has(key)) throw badRequest(`${p.slug} appears twice in week ${w.week}.`, 'treatment_schedule');
      seen.add(key);
      entries.push({ slug: p.slug, week: w.week, as_needed: p.as_needed ?? false });
    }
  }
  if (!entries.length) throw badRequest('The schedule has no prescriptions.', 'treatment_schedule');
  const kinds = await requirePrescribable(
    db,
    entries.map((e) => e.slug),
    'treatment_schedule',
  );
  const prescribed = new Set((await loadConsultParts(db, [consult.id])).prescriptions.get(consult.id)?.map((p) => p.product_slug));
  const unprescribed = entries.find((e) => kinds.get(e.slug) === 'treatment' && !prescribed.has(e.slug));
  if (unprescribed) throw badRequest(`${unprescribed.slug} is not prescribed on this consult; prescribe it first.`, 'treatment_schedule');
  const existed = !!(await findPlanOfConsult(db, consult.id));
  await db.transaction().execute((trx) =>
    replacePlan(trx, consult.id, { last_treatment_week: weeks, treatment_start_date: input.treatment_start_date ?? null, entries }, now),
  );
  return changed(db, consult, [
    { action: existed ? 'update' : 'create', objects: [{ type: 'treatment_plan', id: uid, subjectUserId: consult.user_id }] },
  ]);
}

/** PR -> CP: needs prescriptions, and a plan for the types that come with a calendar. */
export async function complete(db: Kysely<Database>, uid: string, now: Date) {
  const consult = await consultByUid(db, uid);
  if (consult.status === 'PR') {
    const parts = await loadConsultParts(db, [consult.id]);
    if (!parts.prescriptions.get(consult.id)?.length) throw conflict('Prescribe before completing the consult.');
    if (CONSULT_TYPES_WITH_PLAN.includes(consult.type) && !(await findPlanOfConsult(db, consult.id))) {
      throw conflict(`A ${consult.type} consult needs a treatment plan before it is completed.`);
    }
  }
  await db.transaction().execute(async (trx) => {
    await moveConsultStatus(trx, consult, 'CP', now);
    await saveReview(trx, consult.id, { closed_at: now.toISOString(), outcome_status: 'CP', outcome_reason: null }, now);
  });
  return changed(db, consult, [{ action: 'update', objects: [consultRef(consult)] }]);
}

/** Ends a consult as error, referred, ineligible, ID failure or cancelled, keeping the reason. */
export async function endConsult(db: Kysely<Database>, uid: string, status: EndStatus, reason: string, now: Date) {
  const consult = await consultByUid(db, uid);
  if (!reason.trim()) throw badRequest('Give a reason.', 'reason');
  await db.transaction().execute(async (trx) => {
    await moveConsultStatus(trx, consult, status as ConsultStatus, now);
    await saveReview(trx, consult.id, { closed_at: now.toISOString(), outcome_status: status, outcome_reason: reason.trim() }, now);
  });
  return changed(db, consult, [{ action: 'update', objects: [consultRef(consult)] }]);
}
