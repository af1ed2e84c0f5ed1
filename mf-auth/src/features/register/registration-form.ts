// The registration form's fields and the checks made before anything is sent; the API checks
// again and its `{detail, field}` lands beside the same field.
export interface RegistrationForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  research_consent: boolean;
}

export type FieldErrors = Partial<Record<keyof RegistrationForm, string>>;

export const EMPTY_FORM: RegistrationForm = { first_name: '', last_name: '', email: '', password: '', research_consent: false };

export const MIN_PASSWORD_LENGTH = 8;

export function validateRegistration(form: RegistrationForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.first_name.trim()) errors.first_name = 'Enter your first name.';
  if (!form.last_name.trim()) errors.last_name = 'Enter your last name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Enter a valid email address.';
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (/^\d+$/.test(form.password)) errors.password = 'Use at least one letter or symbol, not only numbers.';
  return errors;
}
