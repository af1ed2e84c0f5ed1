// Calendar days as the API stores and sends them: 'YYYY-MM-DD' text. The arithmetic is date-fns';
// a day is the same day wherever it is read (no time zone enters a day-to-day sum). parseISO and
// formatISO, not parse and format: those carry date-fns' formatters into every page.
import { addDays, differenceInCalendarDays, differenceInYears, formatISO, isValid, parseISO } from 'date-fns';

const toLocalDate = (day: string): Date => parseISO(day);

/** Whether `text` is a day that exists, written YYYY-MM-DD ('2026-02-30' and '2026-2-3' are not). */
export const isRealDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && isValid(toLocalDate(text));

/** The day `days` after (or before, when negative) `day`. */
export const addDaysToDay = (day: string, days: number): string => formatISO(addDays(toLocalDate(day), days), { representation: 'date' });

/** How many days from `from` to `to` (negative when `to` is earlier). */
export const daysFromTo = (from: string, to: string): number => differenceInCalendarDays(toLocalDate(to), toLocalDate(from));

/** The UTC day of a moment (the API's "today"). */
export const utcDayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Whole years from a YYYY-MM-DD birthday to `today` (a local date), or null when it is not a real day. */
export const ageOn = (birthday: string, today: Date): number | null =>
  isRealDay(birthday) ? differenceInYears(today, toLocalDate(birthday)) : null;
