// Dates of My Treatment: the API dates the plan in ISO days (YYYY-MM-DD); "today" is her local day.
import { formatISO } from 'date-fns';
import type { CalendarTreatment, Interruption, PlanWeek, TreatmentPlan } from './api/treatment-plan';

/** A local day as YYYY-MM-DD. */
export const isoDay = (date: Date): string => formatISO(date, { representation: 'date' });

/** Whether the ISO day falls within a dated week (its start and end days included). */
export const weekHoldsDay = (week: PlanWeek, day: string): boolean =>
  !!week.start_date && !!week.end_date && week.start_date <= day && day <= week.end_date;

/**
 * The days of a week's treatment (SPEC §5): one that pauses during a period (boric acid, vaginal
 * probiotics) is moved later by the paused days; the others keep the week's own dates.
 */
export function entryDates(week: PlanWeek, entry: CalendarTreatment): { start: string | null; end: string | null } {
  return entry.pauses_during_period ? { start: week.pausing_start_date, end: week.pausing_end_date } : { start: week.start_date, end: week.end_date };
}

/** The week today falls in (by the dates of the treatments that continue), or null (no start date yet, not begun, or finished). */
export const currentWeek = (plan: TreatmentPlan, today: string): number | null =>
  plan.treatment_schedule.find((week) => weekHoldsDay(week, today))?.week ?? null;

/** The weeks a period overlaps, by their own dates, which a period does not move (their treatments are the ones it pauses or not). */
export const weeksOfPause = (plan: TreatmentPlan, pause: Interruption): PlanWeek[] =>
  plan.treatment_schedule.filter((w) => w.start_date && w.end_date && w.start_date <= pause.end_date && pause.start_date <= w.end_date);

/** The products of some weeks split by SPEC §5: those that pause during a period and those that continue (names, unique). */
export function pauseSplit(weeks: PlanWeek[]): { pause: string[]; continue: string[] } {
  const entries = weeks.flatMap((w) => w.prescriptions).filter((e) => e.adjustment_type !== 'skip');
  const names = (pauses: boolean) => [...new Set(entries.filter((e) => e.pauses_during_period === pauses).map((e) => e.name))];
  return { pause: names(true), continue: names(false) };
}
