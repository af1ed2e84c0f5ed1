// @ts-check
// The phone-number rule (SPEC §5: digits, spaces, dots, parentheses, plus and hyphen), the one copy
// for @flora/shared's forms (phone-number.ts) and the API (api/src/features/auth/registration-service.ts).
// Plain CommonJS JavaScript on purpose, like consult-status-codes.js: the built API runs on node from
// api/dist and requires this file by its relative path.

/** Only the characters SPEC §5 allows, with at least 7 digits among them (a number, not just punctuation). */
exports.PHONE_NUMBER_PATTERN = '^(?=(?:[^0-9]*[0-9]){7})[0-9 .()+-]+$';

/** The longest phone number accepted, as typed (with its spaces and punctuation). */
exports.PHONE_NUMBER_MAX_LENGTH = 30;

exports.PHONE_NUMBER_MESSAGE = 'Enter a phone number with at least 7 digits, using only digits, spaces, dots, parentheses, + and -.';

const pattern = new RegExp(exports.PHONE_NUMBER_PATTERN);

/**
 * Whether `value` (spaces around it ignored) is an acceptable phone number.
 * @param {string} value
 * @returns {boolean}
 */
exports.isValidPhoneNumber = (value) => {
  const trimmed = value.trim();
  return trimmed.length <= exports.PHONE_NUMBER_MAX_LENGTH && pattern.test(trimmed);
};
