// The rules of a person's own details (registration and My Account's profile): names, a birthday in
// the past, a phone number as SPEC §5 writes them (digits, spaces, dots, parentheses, plus and
// hyphen), with at least 7 digits so a stray '1' is not taken for a number.
import { badRequest } from '../../common/http-errors';

export const PHONE_NUMBER_PATTERN = /^(?=.*\d)[\d\s.()+-]+$/;
export const PHONE_NUMBER_MIN_DIGITS = 7;
export const PHONE_NUMBER_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 150;

export const BIRTHDAY_MESSAGE = 'Enter a valid birthday (YYYY-MM-DD, in the past).';
export const PHONE_MESSAGE = 'Enter a phone number with digits, spaces, dots, parentheses, plus or hyphen (at least 7 digits).';

/** A real date from 1900-01-01 up to yesterday (UTC): today or later is refused. */
export function assertPlausibleBirthday(birthday: string, now: Date, field = 'birthday') {
  const date = new Date(`${birthday}T00:00:00Z`);
  const today = now.toISOString().slice(0, 10);
  if (Number.isNaN(date.getTime()) || birthday < '1900-01-01' || birthday >= today) {
    throw badRequest(BIRTHDAY_MESSAGE, field);
  }
}

/** The phone number as stored (trimmed; blank clears it to null); 400 on field phone_number when it is not one. */
export function normalizePhoneNumber(raw: string | null): string | null {
  const phone = raw?.trim() ?? '';
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE_NUMBER_PATTERN.test(phone) || digits < PHONE_NUMBER_MIN_DIGITS) throw badRequest(PHONE_MESSAGE, 'phone_number');
  return phone;
}

/** A name, trimmed; 400 on the field when nothing is left. */
export function requiredName(raw: string, field: 'first_name' | 'last_name'): string {
  const name = raw.trim();
  if (!name) throw badRequest(field === 'first_name' ? 'Please enter your first name.' : 'Please enter your last name.', field);
  return name;
}
