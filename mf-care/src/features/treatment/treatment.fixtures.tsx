// Fixtures of the My Treatment component tests: a plan as GET .../treatment_plan/ answers it.
import { addDays } from 'date-fns';
import type { ApiResponse } from '@flora/shared';
import { isoDay } from './plan-dates';
import type { CalendarTreatment, Interruption, TreatmentPlan } from './api/treatment-plan';

export const UID = 'c-plan';
export const PLAN = `GET /api/v1/consults/${UID}/treatment_plan/`;
export const FAQS = 'GET /api/v1/faqs/';
export const NOT_FOUND = { status: 404, body: { detail: 'This consult has no treatment plan yet.' } } as const;

const NAMES: Record<string, [string, boolean]> = {
  'ba-14': ['Boric Acid Suppositories', true],
  'op-4': ['Vaginal Probiotic', true],
  'af-1': ['Antifungal (Fluconazole)', false],
  'soo-3': ['Soothing Cream', false],
};

let nextId = 1;
export const anEntry = (slug: string, week: number, over: Partial<CalendarTreatment> = {}): CalendarTreatment => ({
  id: nextId++,
  slug,
  name: NAMES[slug]?.[0] ?? slug,
  pauses_during_period: NAMES[slug]?.[1] ?? false,
  week,
  original_week: week,
  as_needed: slug === 'soo-3',
  adjustment_type: null,
  adjustment_reason: null,
  ...over,
});

const day = (offset: number) => isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + offset));

/** The offsets (from today) of six seven-day weeks from `start` that skip the paused days: the API's dates of the treatments that pause. */
function pausingWeeks(start: number, interruptions: Interruption[]): [number, number][] {
  const paused = new Set(interruptions.flatMap((i) => Array.from({ length: i.days }, (_, n) => isoDay(addDays(fromIso(i.start_date), n)))));
  const weeks: [number, number][] = [];
  for (let d = start, first = start, counted = 0; weeks.length < 6; d++) {
    if (paused.has(day(d))) continue;
    if (counted === 0) first = d;
    if (++counted === 7) {
      weeks.push([first, d]);
      counted = 0;
    }
  }
  return weeks;
}

const fromIso = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** demo@'s six-week plan: boric acid weeks 1-2, antifungal and soothing cream week 1, probiotic weeks 1-5; started `startedDaysAgo` (null: no start date). */
export function aPlan({ startedDaysAgo = 3 as number | null, interruptions = [] as Interruption[], entries = [] as CalendarTreatment[] } = {}): TreatmentPlan {
  const all = entries.length
    ? entries
    : [anEntry('ba-14', 1), anEntry('af-1', 1), anEntry('soo-3', 1), anEntry('op-4', 1), anEntry('ba-14', 2), ...[2, 3, 4, 5].map((w) => anEntry('op-4', w))];
  const start = startedDaysAgo === null ? null : -startedDaysAgo;
  const pausing = start === null ? [] : pausingWeeks(start, interruptions);
  const dated = (offset: number | undefined) => (offset === undefined ? null : day(offset));
  return {
    consult_uid: UID,
    start_date: dated(start ?? undefined),
    end_date: dated(pausing[5]?.[1]),
    last_treatment_week: 6,
    paused_days: interruptions.reduce((n, i) => n + i.days, 0),
    // As the API dates them: the weeks by the treatments that continue, the retest week after the paused ones.
    treatment_schedule: [1, 2, 3, 4, 5, 6].map((week) => ({
      week,
      start_date: week === 6 ? dated(pausing[5]?.[0]) : start === null ? null : day(start + (week - 1) * 7),
      end_date: week === 6 ? dated(pausing[5]?.[1]) : start === null ? null : day(start + week * 7 - 1),
      pausing_start_date: dated(pausing[week - 1]?.[0]),
      pausing_end_date: dated(pausing[week - 1]?.[1]),
      is_retest_week: week === 6,
      prescriptions: all.filter((e) => e.week === week),
    })),
    interruptions,
  };
}

export const aPeriod = (startOffset: number, days: number, id = 7): Interruption => ({
  id,
  consult_uid: UID,
  start_date: day(startOffset),
  days,
  end_date: day(startOffset + days - 1),
});

export const faqPage = (page: number, count: number, size = 10): ApiResponse<'/api/v1/faqs/'> => ({
  count,
  next: page * size < count ? `/api/v1/faqs/?page=${page + 1}` : null,
  previous: page > 1 ? `/api/v1/faqs/?page=${page - 1}` : null,
  results: Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => {
    const n = (page - 1) * size + i + 1;
    return { id: n, question: `Question ${n}?`, answer: `Answer ${n}.`, category: 'care' };
  }),
});

export { day };
