// The phone-number rule of SPEC §5 (digits, spaces, dots, parentheses, plus and hyphen), checked by
// every form that asks for a phone number and by the API.

/** Only the characters SPEC §5 allows, with at least 7 digits among them (a number, not just punctuation). */
export const PHONE_NUMBER_PATTERN = '^(?=(?:[^0-9]*[0-9]){7})[0-9 .()+-]+$';

/** The longest phone number accepted, as typed (with its spaces and punctuation). */
export const PHONE_NUMBER_MAX_LENGTH = 30;

export const PHONE_NUMBER_MESSAGE = 'Enter a phone number with at least 7 digits, using only digits, spaces, dots, parentheses, + and -.';

const pattern = new RegExp(PHONE_NUMBER_PATTERN);

/** Whether `value` (spaces around it ignored) is an acceptable phone number. */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= PHONE_NUMBER_MAX_LENGTH && pattern.test(trimmed);
}

/** The hint shown under a phone-number field. */
export const PHONE_NUMBER_HINT = 'For example (415) 555-0100 or +1 415 555 0100.';

/** Whether a text (e.g. in a message) is a phone number by the same rule; nothing is not one. */
export const isPhoneNumber = (text: string | null | undefined): boolean => !!text && isValidPhoneNumber(text);
