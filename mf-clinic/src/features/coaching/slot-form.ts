// An open time as staff enter it: a date and time in their own zone, in the future, and a length of
// 15-60 minutes (the API takes 15-120; the clinic offers the usual lengths).
import { check, nonEmpty, object, picklist, pipe, string, trim } from '@flora/shared/forms';

export const CALL_LENGTHS = ['15', '30', '45', '60'] as const;

const inFuture = (local: string) => {
  const at = new Date(local).getTime();
  return !Number.isNaN(at) && at > Date.now();
};

export const slotSchema = object({
  starts_at: pipe(string(), trim(), nonEmpty('Enter the date and time of the call.'), check(inFuture, 'Pick a time in the future.')),
  duration_minutes: picklist(CALL_LENGTHS, 'Pick a length.'),
});
