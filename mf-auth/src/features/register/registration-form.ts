// The registration form's rules, checked before anything is sent; the API checks again and its
// `{detail, field}` lands beside the same field.
import { isLongEnoughPassword, isNotOnlyNumbers, PASSWORD_MESSAGES } from '@flora/shared';
import { boolean, check, email, nonEmpty, object, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const registrationSchema = object({
  first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
  last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
  email: pipe(string(), trim(), email('Enter a valid email address.')),
  password: pipe(
    string(),
    check(isLongEnoughPassword, PASSWORD_MESSAGES.tooShort),
    check(isNotOnlyNumbers, PASSWORD_MESSAGES.onlyNumbers),
  ),
  research_consent: boolean(),
});

export type RegistrationForm = InferOutput<typeof registrationSchema>;

export const EMPTY_FORM: RegistrationForm = { first_name: '', last_name: '', email: '', password: '', research_consent: false };
