// The provider registration form's rules, checked before anything is sent; the API checks again
// and its `{detail, field}` lands beside the same field.
import { email, newPassword, nonEmpty, object, pipe, string, trim, type InferOutput } from '@flora/shared/forms';

export const providerRegistrationSchema = object({
  first_name: pipe(string(), trim(), nonEmpty('Enter your first name.')),
  last_name: pipe(string(), trim(), nonEmpty('Enter your last name.')),
  email: pipe(string(), trim(), email('Enter a valid email address.')),
  password: newPassword(),
});

export type ProviderRegistrationForm = InferOutput<typeof providerRegistrationSchema>;

export const EMPTY_PROVIDER_FORM: ProviderRegistrationForm = { first_name: '', last_name: '', email: '', password: '' };
