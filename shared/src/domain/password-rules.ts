// The password rules a person is told before anything is sent (the API checks again, and also
// rejects a password too similar to the email address). Used by every form that sets a password.

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  onlyNumbers: 'Use at least one letter or symbol, not only numbers.',
  mismatch: 'The passwords do not match.',
} as const;

/** The hint shown under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not only numbers.`;

export const isLongEnoughPassword = (value: string): boolean => value.length >= PASSWORD_MIN_LENGTH;

export const isNotOnlyNumbers = (value: string): boolean => !/^\d+$/.test(value);

/** The first rule `value` breaks, as the message to show, or null when it follows them all. */
export function passwordProblem(value: string): string | null {
  if (!isLongEnoughPassword(value)) return PASSWORD_MESSAGES.tooShort;
  if (!isNotOnlyNumbers(value)) return PASSWORD_MESSAGES.onlyNumbers;
  return null;
}
