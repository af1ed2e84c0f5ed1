import { safeParse } from '@flora/shared/forms';
import { EMPTY_FORM, registrationSchema, type RegistrationForm } from './registration-form';

const valid: RegistrationForm = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@flora.test', password: 'analytical', research_consent: false };

/** The first message per field, as the form shows them. */
function fieldErrors(form: RegistrationForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of safeParse(registrationSchema, form).issues ?? []) {
    const key = String(issue.path?.[0]?.key);
    errors[key] ??= issue.message;
  }
  return errors;
}

test.each<[string, Partial<RegistrationForm>, Record<string, string>]>([
  ['a complete form', {}, {}],
  ['research consent is optional', { research_consent: false }, {}],
  ['an email with spaces around it', { email: '  ada@flora.test ' }, {}],
  ['a blank first name', { first_name: '   ' }, { first_name: 'Enter your first name.' }],
  ['a blank last name', { last_name: '' }, { last_name: 'Enter your last name.' }],
  ['an email without a domain', { email: 'ada@' }, { email: 'Enter a valid email address.' }],
  ['an email without a dot in the domain', { email: 'ada@flora' }, { email: 'Enter a valid email address.' }],
  ['an email with a space inside', { email: 'ada lovelace@flora.test' }, { email: 'Enter a valid email address.' }],
  ['a 7-character password', { password: 'abcdefg' }, { password: 'Use at least 8 characters.' }],
  ['an 8-character password', { password: 'abcdefgh' }, {}],
  ['a password of only numbers', { password: '1234567890' }, { password: 'Use at least one letter or symbol, not only numbers.' }],
  ['a short password of only numbers', { password: '1234' }, { password: 'Use at least 8 characters.' }],
])('%s', (_name, change, errors) => {
  expect(fieldErrors({ ...valid, ...change })).toEqual(errors);
});

test('an empty form has an error for every required field', () => {
  expect(Object.keys(fieldErrors(EMPTY_FORM)).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
});

test('the values sent have the spaces around names and email trimmed', () => {
  const parsed = safeParse(registrationSchema, { ...valid, first_name: ' Ada ', email: ' ada@flora.test ' });
  expect(parsed.output).toMatchObject({ first_name: 'Ada', email: 'ada@flora.test' });
});
