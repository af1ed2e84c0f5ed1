// Calendar arithmetic on ISO dates (YYYY-MM-DD, UTC days). A plan is a number of treatment weeks of
// seven treatment days each, counted from the start date; days inside an interruption are paused and
// not counted, so every week after (or around) an interruption ends later by the paused days.
// The day arithmetic itself is @flora/shared's (calendar-day.ts).
import { addDaysToDay } from '@flora/shared/domain';

export interface Pause {
  start_date: string;
  days: number;
}

export interface WeekDates {
  start_date: string;
  end_date: string;
}

export const pauseEnd = (p: Pause): string => addDaysToDay(p.start_date, p.days - 1);

/** The first and last treatment day of each of `weeks` weeks starting on `start`, skipping paused days. */
export function weekDates(start: string, weeks: number, pauses: Pause[]): WeekDates[] {
  const paused = new Set(pauses.flatMap((p) => Array.from({ length: p.days }, (_, i) => addDaysToDay(p.start_date, i))));
  const out: WeekDates[] = [];
  let day = start;
  for (let w = 0; w < weeks; w++) {
    let first = '';
    for (let counted = 0; counted < 7; day = addDaysToDay(day, 1)) {
      if (paused.has(day)) continue;
      if (counted === 0) first = day;
      counted++;
      if (counted === 7) out.push({ start_date: first, end_date: day });
    }
  }
  return out;
}

/** Two pauses share at least one day. */
export const overlaps = (a: Pause, b: Pause): boolean => a.start_date <= pauseEnd(b) && b.start_date <= pauseEnd(a);
