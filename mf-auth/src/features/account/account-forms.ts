// My Account's form rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field. Phone numbers as SPEC §5 writes them (digits,
// spaces, dots, parentheses, plus and hyphen) with at least 7 digits, as the API requires.
import { dateInputError, isLongEnoughPassword, isNotOnlyNumbers, isPhoneNumber, parseInputDate, PASSWORD_MESSAGES } from '@flora/shared';
import { check, forward, nonEmpty, object, partialCheck, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MESSAGE = 'Enter a phone number with digits, spaces, dots, parentheses, plus or hyphen (at least 7 digits).';

const isPhoneOrBlank = (text: string) => !text || (isPhoneNumber(text) && text.replace(/\D/g, '').length >= PHONE_MIN_DIGITS);

/** The latest birthday accepted: yesterday (a birthday is in the past). */
export const latestBirthday = () => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
};
export const EARLIEST_BIRTHDAY = new Date(1900, 0, 1);

export const profileSchema = object({
  first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
  last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
  phone_number: pipe(string(), trim(), check(isPhoneOrBlank, PHONE_MESSAGE)),
  birthday: pipe(
    string(),
    trim(),
    check((text) => !dateInputError(text, { min: EARLIEST_BIRTHDAY, max: latestBirthday() }), (issue) =>
      dateInputError(String(issue.input), { min: EARLIEST_BIRTHDAY, max: latestBirthday() }) ?? 'Enter a real date.',
    ),
  ),
});

export type ProfileForm = InferOutput<typeof profileSchema>;

/** 'YYYY-MM-DD' from the typed MM/DD/YYYY (null when blank). */
export function toIsoDate(text: string): string | null {
  const date = parseInputDate(text);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const passwordSchema = pipe(
  object({
    current_password: pipe(string(), nonEmpty('Enter your current password.')),
    new_password: pipe(string(), check(isLongEnoughPassword, PASSWORD_MESSAGES.tooShort), check(isNotOnlyNumbers, PASSWORD_MESSAGES.onlyNumbers)),
    new_password_again: string(),
  }),
  forward(
    partialCheck([['new_password'], ['new_password_again']], (input) => input.new_password === input.new_password_again, PASSWORD_MESSAGES.mismatch),
    ['new_password_again'],
  ),
);

export type PasswordForm = InferOutput<typeof passwordSchema>;
export const EMPTY_PASSWORD_FORM: PasswordForm = { current_password: '', new_password: '', new_password_again: '' };
