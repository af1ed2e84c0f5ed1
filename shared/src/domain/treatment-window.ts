// Treatment eligibility window: 21 days after receiving results (SPEC §5, §9).
import { addDays, isAfter } from 'date-fns';
import { TREATMENT_ELIGIBILITY_WINDOW_DAYS } from './constants';
import { toDate } from './format';

/** The last moment treatment can be bought, or null without a valid results date. */
export function treatmentEligibilityDeadline(resultsReceivedAt: Date | string | number | null | undefined): Date | null {
  const received = toDate(resultsReceivedAt);
  return received ? addDays(received, TREATMENT_ELIGIBILITY_WINDOW_DAYS) : null;
}

/** Within the window up to and including the 21st day after results; no results date means not within. */
export function isWithinTreatmentEligibilityWindow(
  resultsReceivedAt: Date | string | number | null | undefined,
  now: Date = new Date(),
): boolean {
  const deadline = treatmentEligibilityDeadline(resultsReceivedAt);
  return !!deadline && !isAfter(now, deadline);
}
