// The JSON shape of a treatment plan calendar (SPEC §3: start_date, last_treatment_week,
// treatment_schedule of weeks with prescriptions by slug), of a calendar entry and of an interruption.
import { bool } from '../../db/values';
import { ADJUSTMENT_TYPES } from './adjustment-reasons';
import { type Pause, pauseEnd, weekDates } from './plan-calendar';
import { pausesDuringPeriod } from './period-pause';
import type { EntryRow, InterruptionRow, PlanContents, PlanRow } from './plans-repository';

export interface CalendarTreatmentView {
  id: number;
  slug: string;
  name: string;
  pauses_during_period: boolean;
  week: number;
  original_week: number;
  as_needed: boolean;
  adjustment_type: string | null;
  adjustment_reason: string | null;
}

export interface InterruptionView {
  id: number;
  consult_uid: string;
  start_date: string;
  days: number;
  end_date: string;
}

export interface TreatmentPlanView {
  consult_uid: string;
  start_date: string | null;
  end_date: string | null;
  last_treatment_week: number;
  paused_days: number;
  treatment_schedule: {
    week: number;
    start_date: string | null;
    end_date: string | null;
    pausing_start_date: string | null;
    pausing_end_date: string | null;
    is_retest_week: boolean;
    prescriptions: CalendarTreatmentView[];
  }[];
  interruptions: InterruptionView[];
}

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

const nullableDate = { type: ['string', 'null'], format: 'date' } as const;

export const calendarTreatmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The calendar entry id (PATCH /api/v1/calendar-treatments/{id}/).' },
    slug: { type: 'string', description: 'The product slug, e.g. ba-14, af-1, af-3, soo-3, est-1, op-4.' },
    name: { type: 'string', description: "The product's name (the slug when the catalogue has no such product)." },
    pauses_during_period: {
      type: 'boolean',
      description: 'SPEC §5: boric acid and vaginal probiotics may be paused during a period (true); every other treatment continues (false).',
    },
    week: { type: 'integer' },
    original_week: { type: 'integer', description: 'The week the clinician planned (differs from week after a reschedule).' },
    as_needed: { type: 'boolean', description: 'Taken as needed rather than on a fixed schedule.' },
    adjustment_type: { type: ['string', 'null'], enum: [...ADJUSTMENT_TYPES, null] },
    adjustment_reason: { type: ['string', 'null'] },
  },
  required: ['id', 'slug', 'name', 'pauses_during_period', 'week', 'original_week', 'as_needed', 'adjustment_type', 'adjustment_reason'],
} as const;

export const interruptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    consult_uid: { type: 'string' },
    start_date: { type: 'string', format: 'date' },
    days: { type: 'integer' },
    end_date: { type: 'string', format: 'date', description: 'The last paused day.' },
  },
  required: ['id', 'consult_uid', 'start_date', 'days', 'end_date'],
} as const;

export const treatmentPlanSchema = {
  type: 'object',
  properties: {
    consult_uid: { type: 'string' },
    start_date: { ...nullableDate, description: 'The treatment start date; null until the patient sets it.' },
    end_date: { ...nullableDate, description: 'The last day of the retest week, after paused days; null without a start date.' },
    last_treatment_week: { type: 'integer', description: 'The number of weeks; the last one is the retest week.' },
    paused_days: { type: 'integer', description: 'Total days of the interruptions.' },
    treatment_schedule: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          week: { type: 'integer', description: 'Week 1 is the initial check-in; the last week is the final retest.' },
          start_date: {
            ...nullableDate,
            description:
              "First day of the week, as the treatments that continue during a period take it (interruptions do not move it; the retest week's do, as pausing_start_date); null without a start date.",
          },
          end_date: { ...nullableDate, description: 'Last day of the week: start_date plus six days (the retest week: pausing_end_date).' },
          pausing_start_date: {
            ...nullableDate,
            description:
              "First treatment day of this week's treatments that pause during a period (pauses_during_period): start_date moved later by the paused days before it; null without a start date.",
          },
          pausing_end_date: {
            ...nullableDate,
            description: 'Their last treatment day: seven treatment days after pausing_start_date, plus any paused days inside.',
          },
          is_retest_week: { type: 'boolean' },
          prescriptions: { type: 'array', items: calendarTreatmentSchema },
        },
        required: ['week', 'start_date', 'end_date', 'pausing_start_date', 'pausing_end_date', 'is_retest_week', 'prescriptions'],
      },
    },
    interruptions: { type: 'array', items: interruptionSchema },
  },
  required: ['consult_uid', 'start_date', 'end_date', 'last_treatment_week', 'paused_days', 'treatment_schedule', 'interruptions'],
} as const;
