// The phone-number rule of SPEC §5, checked by every form that asks for a phone number. The rule
// itself is phone-number-rule.js, which the API requires too.
import { isValidPhoneNumber } from './phone-number-rule';

export { isValidPhoneNumber, PHONE_NUMBER_MAX_LENGTH, PHONE_NUMBER_MESSAGE, PHONE_NUMBER_PATTERN } from './phone-number-rule';

/** The hint shown under a phone-number field. */
export const PHONE_NUMBER_HINT = 'For example (415) 555-0100 or +1 415 555 0100.';

/** Whether a text (e.g. in a message) is a phone number by the same rule; nothing is not one. */
export const isPhoneNumber = (text: string | null | undefined): boolean => !!text && isValidPhoneNumber(text);
