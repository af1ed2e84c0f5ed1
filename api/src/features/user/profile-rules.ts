// The rules of a person's own details (registration and My Account's profile): names, a birthday in
// the past, a phone number by SPEC §5's rule (the one copy the forms share, in @flora/shared/domain).
import { isRealDay, isValidPhoneNumber, PHONE_NUMBER_MESSAGE, utcDayOf } from '@flora/shared/domain';
import { badRequest } from '../../common/http-errors';

export { PHONE_NUMBER_MAX_LENGTH } from '@flora/shared/domain';
export const NAME_MAX_LENGTH = 150;

export const BIRTHDAY_MESSAGE = 'Enter a valid birthday (YYYY-MM-DD, in the past).';

/** A real date from 1900-01-01 up to yesterday (UTC): today or later is refused. */
export function assertPlausibleBirthday(birthday: string, now: Date, field = 'birthday') {
  if (!isRealDay(birthday) || birthday < '1900-01-01' || birthday >= utcDayOf(now)) {
    throw badRequest(BIRTHDAY_MESSAGE, field);
  }
}

/** The phone number as stored (trimmed; blank clears it to null); 400 on field phone_number when it is not one. */
export function normalizePhoneNumber(raw: string | null): string | null {
  const phone = raw?.trim() ?? '';
  if (!phone) return null;
  if (!isValidPhoneNumber(phone)) throw badRequest(PHONE_NUMBER_MESSAGE, 'phone_number');
  return phone;
}

/** A name, trimmed; 400 on the field when nothing is left. */
export function requiredName(raw: string, field: 'first_name' | 'last_name'): string {
  const name = raw.trim();
  if (!name) throw badRequest(field === 'first_name' ? 'Please enter your first name.' : 'Please enter your last name.', field);
  return name;
}
