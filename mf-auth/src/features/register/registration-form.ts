// The registration form's rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field.
import { boolean, check, email, minLength, nonEmpty, object, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const MIN_PASSWORD_LENGTH = 8;

export const registrationSchema = object({
  first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
  last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
  email: pipe(string(), trim(), email('Enter a valid email address.')),
  password: pipe(
    string(),
    minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    check((value) => !/^\d+$/.test(value), 'Use at least one letter or symbol, not only numbers.'),
  ),
  research_consent: boolean(),
});

export type RegistrationForm = InferOutput<typeof registrationSchema>;

export const EMPTY_FORM: RegistrationForm = { first_name: '', last_name: '', email: '', password: '', research_consent: false };
