// The password rules a person is told before anything is sent (the API checks again, and also
// rejects a password too similar to the email address). Used by every form that sets a password.

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  onlyNumbers: 'Use at least one letter or symbol, not only numbers.',
  mismatch: 'The passwords do not match.',
  likeEmail: 'Use a password that is not your email address.',
} as const;

/** The hint shown under a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not only numbers.`;

/** The hint under a new account's password field, where the email is known: all the API's rules. */
export const NEW_ACCOUNT_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not only numbers, and not your email address.`;

export const isLongEnoughPassword = (value: string): boolean => value.length >= PASSWORD_MIN_LENGTH;

export const isNotOnlyNumbers = (value: string): boolean => !/^\d+$/.test(value);

/** The API refuses a password equal to the email address or to its part before the @ (any case). */
export function isNotLikeEmail(password: string, email: string): boolean {
  const lowered = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if (!lowered || !mail) return true;
  return lowered !== mail && lowered !== mail.split('@')[0];
}
