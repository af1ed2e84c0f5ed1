// The account forms' rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field. Phone numbers as SPEC §5 writes them (digits,
// spaces, dots, parentheses, plus and hyphen) with at least 7 digits, as the API requires.
import { birthdayRange, isValidPhoneNumber, PASSWORD_MESSAGES, PHONE_NUMBER_MESSAGE } from '@flora/shared/domain';
import {
  check,
  dateInputError,
  forward,
  type InferOutput,
  newPassword,
  nonEmpty,
  object,
  partialCheck,
  pipe,
  string,
  trim,
} from '@flora/shared/forms';

const isPhoneOrBlank = (text: string) => !text || isValidPhoneNumber(text);

export const profileSchema = object({
  first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
  last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
  phone_number: pipe(string(), trim(), check(isPhoneOrBlank, PHONE_NUMBER_MESSAGE)),
  birthday: pipe(
    string(),
    trim(),
    check((text) => !dateInputError(text, birthdayRange()), (issue) => dateInputError(String(issue.input), birthdayRange()) ?? 'Enter a real date.',
    ),
  ),
});

export type ProfileForm = InferOutput<typeof profileSchema>;

export const passwordSchema = pipe(
  object({
    current_password: pipe(string(), nonEmpty('Enter your current password.')),
    new_password: newPassword(),
    new_password_again: string(),
  }),
  forward(
    partialCheck([['new_password'], ['new_password_again']], (input) => input.new_password === input.new_password_again, PASSWORD_MESSAGES.mismatch),
    ['new_password_again'],
  ),
);

export type PasswordForm = InferOutput<typeof passwordSchema>;
export const EMPTY_PASSWORD_FORM: PasswordForm = { current_password: '', new_password: '', new_password_again: '' };
