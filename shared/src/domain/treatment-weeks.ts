// Hints on the treatment calendar's weeks (SPEC §4 treatment week hints).

export const TREATMENT_WEEK_HINTS = {
  initialCheckIn: 'Initial check-in',
  finalRetest: 'Final retest',
} as const;
export type TreatmentWeekHint = keyof typeof TREATMENT_WEEK_HINTS;

export const isInitialCheckInWeek = (week: number): boolean => week === 1;

/** The last treatment week is the final retest; no last week known (0 or less) means none. */
export const isFinalRetestWeek = (week: number, lastTreatmentWeek: number | null | undefined): boolean =>
  !!lastTreatmentWeek && lastTreatmentWeek > 0 && week === lastTreatmentWeek;

/** The hints of a week, in calendar order; a one-week plan's week 1 has both. */
export function treatmentWeekHints(week: number, lastTreatmentWeek: number | null | undefined): TreatmentWeekHint[] {
  const hints: TreatmentWeekHint[] = [];
  if (isInitialCheckInWeek(week)) hints.push('initialCheckIn');
  if (isFinalRetestWeek(week, lastTreatmentWeek)) hints.push('finalRetest');
  return hints;
}
