// The patient's side of a treatment plan: reading the calendar, choosing the start date, resetting
// it, pausing treatment (interruptions) and adjusting single entries (skip or reschedule).
import { daysFromTo, utcDayOf } from '@flora/shared/domain';

// Reads and writes that route files and other features use as they are.
export { findPlanOfConsult, loadPlanContents, replacePlan } from './plans-repository';
export type { NewPlanEntry } from './plans-repository';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { consultOfUser, type ConsultRow } from '../consults';
import { isReasonFor } from './adjustment-reasons';
import { overlaps, type Pause, weekDates } from './plan-calendar';
import { toCalendarTreatmentView, toInterruptionView, toTreatmentPlanView } from './plan-view';
import type { Adjustment, InterruptionChange, NewInterruption } from './treatment-plan-schemas';
import {
  adjustEntry,
  deleteInterruption,
  findEntryOfUser,
  findInterruptionOfUser,
  findPlanById,
  findPlanOfConsult,
  insertInterruption,
  loadPlanContents,
  type PlanRow,
  resetPlan,
  setStartDate,
  updateInterruption,
} from './plans-repository';

/** How far from today a start date may be. */
export const START_DATE_PAST_DAYS = 14;
export const START_DATE_FUTURE_DAYS = 90;

export interface VisiblePlan {
  consult: ConsultRow;
  plan: PlanRow;
}

/** A patient sees a plan once the consult is complete (the clinician may still change it before). */
export async function visiblePlan(db: Kysely<Database>, userId: number, uid: string): Promise<VisiblePlan> {
  const consult = await consultOfUser(db, userId, uid);
  const plan = consult.status === 'CP' ? await findPlanOfConsult(db, consult.id) : undefined;
  if (!plan) throw notFound('This consult has no treatment plan yet.');
  return { consult, plan };
}

export async function presentPlan(db: Kysely<Database>, { consult, plan }: VisiblePlan) {
  const fresh = (await findPlanOfConsult(db, consult.id)) ?? plan;
  return toTreatmentPlanView(consult.uid, fresh, await loadPlanContents(db, fresh.id));
}

export async function chooseStartDate(db: Kysely<Database>, { plan }: VisiblePlan, date: string, now: Date): Promise<void> {
  if (plan.treatment_start_date !== null) {
    throw conflict(`The treatment start date is already set (${plan.treatment_start_date}); reset the calendar to choose another.`);
  }
  const offset = daysFromTo(utcDayOf(now), date);
  if (offset < -START_DATE_PAST_DAYS || offset > START_DATE_FUTURE_DAYS) {
    throw badRequest(
      `The start date must be between ${START_DATE_PAST_DAYS} days ago and ${START_DATE_FUTURE_DAYS} days from today.`,
      'treatment_start_date',
    );
  }
  await setStartDate(db, plan.id, date, now);
}

export async function resetCalendar(db: Kysely<Database>, { plan }: VisiblePlan, now: Date): Promise<number[]> {
  const { interruptions } = await loadPlanContents(db, plan.id);
  await db.transaction().execute((trx) => resetPlan(trx, plan.id, now));
  return interruptions.map((i) => i.id);
}

/** An interruption must fall inside the calendar (start date to last day, given the other pauses) and overlap no other. */
async function checkPause(db: Kysely<Database>, plan: PlanRow, pause: Pause, exceptId?: number): Promise<void> {
  if (plan.treatment_start_date === null) throw conflict('Set a treatment start date before pausing treatment.');
  const others = (await loadPlanContents(db, plan.id)).interruptions.filter((i) => i.id !== exceptId);
  const pauses = others.map((i) => ({ start_date: i.start_date, days: Number(i.days) }));
  const end = weekDates(plan.treatment_start_date, Number(plan.last_treatment_week), pauses).at(-1)!.end_date;
  if (pause.start_date < plan.treatment_start_date || pause.start_date > end) {
    throw badRequest(`The interruption must start within the treatment calendar (${plan.treatment_start_date} to ${end}).`, 'start_date');
  }
  const clash = pauses.find((p) => overlaps(p, pause));
  if (clash) throw conflict(`This interruption overlaps another one (from ${clash.start_date}, ${clash.days} days).`);
}

export async function addInterruption(db: Kysely<Database>, userId: number, input: NewInterruption, now: Date) {
  const visible = await visiblePlan(db, userId, input.consult_uid);
  const pause = { start_date: input.start_date, days: input.days };
  await checkPause(db, visible.plan, pause);
  return toInterruptionView(await insertInterruption(db, visible.plan.id, pause, now), visible.consult.uid);
}

async function interruptionOfUser(db: Kysely<Database>, userId: number, id: number) {
  const found = await findInterruptionOfUser(db, userId, id);
  if (!found || found.consult_status !== 'CP') throw notFound('No such treatment interruption.');
  return found;
}

export async function changeInterruption(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: InterruptionChange,
  now: Date,
) {
  const found = await interruptionOfUser(db, userId, id);
  if (input.consult_uid !== undefined && input.consult_uid !== found.consult_uid) {
    throw badRequest('An interruption cannot be moved to another consult.', 'consult_uid');
  }
  const plan = (await findPlanOfConsult(db, found.consult_id))!;
  const pause = { start_date: input.start_date, days: input.days };
  await checkPause(db, plan, pause, id);
  return toInterruptionView(await updateInterruption(db, id, pause, now), found.consult_uid);
}

export async function removeInterruption(db: Kysely<Database>, userId: number, id: number) {
  const found = await interruptionOfUser(db, userId, id);
  await deleteInterruption(db, id);
  return found;
}

/** Skip an entry in its week, or reschedule it to another week of the calendar. */
export async function adjustCalendarTreatment(db: Kysely<Database>, userId: number, id: number, input: Adjustment, now: Date) {
  const entry = await findEntryOfUser(db, userId, id);
  if (!entry || entry.consult_status !== 'CP') throw notFound('No such calendar treatment.');
  if (!isReasonFor(input.adjustment_type, input.reason)) {
    throw badRequest(`"${input.reason}" is not a reason for ${input.adjustment_type}; see adjustment-reason-options.`, 'reason');
  }
  let week = Number(entry.week);
  if (input.adjustment_type === 'skip') {
    if (input.week !== undefined) throw badRequest('A skip keeps the entry in its week; do not send week.', 'week');
  } else {
    const plan = (await findPlanById(db, entry.plan_id))!;
    if (input.week === undefined) throw badRequest('A reschedule needs the new week.', 'week');
    if (input.week > Number(plan.last_treatment_week)) {
      throw badRequest(`The plan has ${plan.last_treatment_week} weeks.`, 'week');
    }
    if (input.week === week) throw badRequest(`The entry is already in week ${week}.`, 'week');
    const { entries } = await loadPlanContents(db, entry.plan_id);
    if (entries.some((e) => e.id !== entry.id && e.product_slug === entry.product_slug && Number(e.week) === input.week)) {
      throw conflict(`${entry.product_slug} is already scheduled in week ${input.week}.`);
    }
    week = input.week;
  }
  const change = { week, adjustment_type: input.adjustment_type, adjustment_reason: input.reason };
  await adjustEntry(db, entry.id, change, now);
  return toCalendarTreatmentView({ ...entry, ...change });
}
