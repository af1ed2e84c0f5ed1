// A treatment plan calendar, a calendar entry and an interruption as the API answers them
// (their shapes: treatment-plan-schemas.ts).
import { bool } from '../../db/values';
import { type Pause, pauseEnd, weekDates } from './plan-calendar';
import { pausesDuringPeriod } from './period-pause';
import type { EntryRow, InterruptionRow, PlanContents, PlanRow } from './plans-repository';
import type { CalendarTreatmentView, InterruptionView, TreatmentPlanView } from './treatment-plan-schemas';

export const toCalendarTreatmentView = (e: EntryRow): CalendarTreatmentView => ({
  id: e.id,
  slug: e.product_slug,
  name: e.product_name ?? e.product_slug,
  pauses_during_period: pausesDuringPeriod(e.product_slug),
  week: Number(e.week),
  original_week: Number(e.original_week),
  as_needed: bool(e.as_needed),
  adjustment_type: e.adjustment_type,
  adjustment_reason: e.adjustment_reason,
});

export const toInterruptionView = (i: InterruptionRow, consultUid: string): InterruptionView => ({
  id: i.id,
  consult_uid: consultUid,
  start_date: i.start_date,
  days: Number(i.days),
  end_date: pauseEnd({ start_date: i.start_date, days: Number(i.days) }),
});

export function toTreatmentPlanView(consultUid: string, plan: PlanRow, contents: PlanContents): TreatmentPlanView {
  const weeks = Number(plan.last_treatment_week);
  const pauses: Pause[] = contents.interruptions.map((i) => ({ start_date: i.start_date, days: Number(i.days) }));
  const start = plan.treatment_start_date;
  // SPEC §5: a period pauses only boric acid and vaginal probiotics. Those move later by the paused
  // days; every other treatment keeps its week's dates. The retest week comes after every treatment,
  // the paused ones included, so it moves too.
  const pausing = start ? weekDates(start, weeks, pauses) : [];
  const continuing = start ? weekDates(start, weeks, []) : [];
  const entries = contents.entries.map(toCalendarTreatmentView);
  return {
    consult_uid: consultUid,
    start_date: start,
    end_date: pausing.at(-1)?.end_date ?? null,
    last_treatment_week: weeks,
    paused_days: pauses.reduce((sum, p) => sum + p.days, 0),
    treatment_schedule: Array.from({ length: weeks }, (_, i) => {
      const week = i + 1 === weeks ? pausing[i] : continuing[i];
      return {
        week: i + 1,
        start_date: week?.start_date ?? null,
        end_date: week?.end_date ?? null,
        pausing_start_date: pausing[i]?.start_date ?? null,
        pausing_end_date: pausing[i]?.end_date ?? null,
        is_retest_week: i + 1 === weeks,
        prescriptions: entries.filter((e) => e.week === i + 1),
      };
    }),
    interruptions: contents.interruptions.map((i) => toInterruptionView(i, consultUid)),
  };
}
