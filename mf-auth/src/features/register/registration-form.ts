// The registration form's rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field. The same form serves /register/,
// /treatments/register/ and /register/male-partner/ (the variant sets the registration route).
import {
  birthdayRange,
  inputDateToIso,
  isNotLikeEmail,
  isValidPhoneNumber,
  PASSWORD_MESSAGES,
  PHONE_NUMBER_MESSAGE,
} from '@flora/shared/domain';
import {
  boolean,
  check,
  dateInputError,
  email,
  forward,
  type InferInput,
  type InferOutput,
  newPassword,
  nonEmpty,
  object,
  partialCheck,
  pipe,
  string,
  trim,
} from '@flora/shared/forms';
import type { Registration } from './api/register';

export type RegistrationVariant = 'default' | 'treatment' | 'male_partner';

const TERMS_MESSAGE = 'Accept the terms of service and privacy policy to create your account.';
const BIRTHDAY_MISSING = 'Enter your birthday.';

const birthdayProblem = (text: string): string | null =>
  text.trim() ? dateInputError(text, birthdayRange()) : BIRTHDAY_MISSING;

export const registrationSchema = pipe(
  object({
    first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
    last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
    email: pipe(string(), trim(), email('Enter a valid email address.')),
    password: newPassword(),
    birthday: pipe(
      string(),
      check((text) => birthdayProblem(text) === null, (issue) => birthdayProblem(String(issue.input)) ?? BIRTHDAY_MISSING),
    ),
    phone_number: pipe(string(), trim(), check((text) => text === '' || isValidPhoneNumber(text), PHONE_NUMBER_MESSAGE)),
    research_consent: boolean(),
    accepted_terms: pipe(
      boolean(),
      check((accepted) => accepted, TERMS_MESSAGE),
    ),
  }),
  forward(
    partialCheck(
      [['password'], ['email']],
      (input) => isNotLikeEmail(input.password, input.email),
      PASSWORD_MESSAGES.likeEmail,
    ),
    ['password'],
  ),
);

export type RegistrationForm = InferInput<typeof registrationSchema>;
export type CheckedRegistration = InferOutput<typeof registrationSchema>;

export const EMPTY_FORM: RegistrationForm = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  birthday: '',
  phone_number: '',
  research_consent: false,
  accepted_terms: false,
};

/** The body of POST /api/v1/register/ for checked values (no phone number when none was typed). */
export function toRegistration(values: CheckedRegistration, variant: RegistrationVariant): NonNullable<Registration> {
  const { phone_number, birthday, ...rest } = values;
  return {
    ...rest,
    birthday: inputDateToIso(birthday) as string, // checked by the schema
    ...(phone_number ? { phone_number } : {}),
    registration_route: variant,
  };
}
