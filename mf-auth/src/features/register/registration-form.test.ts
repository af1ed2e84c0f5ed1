import { safeParse } from 'valibot';
import { EMPTY_FORM, registrationSchema, toRegistration, type CheckedRegistration, type RegistrationForm } from './registration-form';

const TERMS_MESSAGE = 'Accept the terms of service and privacy policy to create your account.';
const BIRTHDAY_MISSING = 'Enter your birthday.';
const valid: RegistrationForm = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@flora.test',
  password: 'analytical',
  birthday: '12/10/1990',
  phone_number: '',
  research_consent: false,
  accepted_terms: true,
};

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
  ['the email as password', { password: 'ADA@flora.test' }, { password: 'Use a password that is not your email address.' }],
  ['the email name as password', { email: 'adalovelace@flora.test', password: 'adalovelace' }, { password: 'Use a password that is not your email address.' }],
  ['no birthday', { birthday: ' ' }, { birthday: BIRTHDAY_MISSING }],
  ['a birthday in another format', { birthday: '1990-12-10' }, { birthday: 'Enter a real date as MM/DD/YYYY, for example 03/05/2026.' }],
  ['an impossible birthday', { birthday: '02/30/1990' }, { birthday: 'Enter a real date as MM/DD/YYYY, for example 03/05/2026.' }],
  ['a birthday in the future', { birthday: '01/01/2999' }, { birthday: expect.stringMatching(/^Enter a date on or before \d\d\/\d\d\/\d{4}\.$/) }],
  ['a birthday before 1900', { birthday: '12/31/1899' }, { birthday: 'Enter a date on or after 01/01/1900.' }],
  ['a phone number as SPEC §5 allows', { phone_number: '+1 (415) 555.0100' }, {}],
  ['a phone number with letters', { phone_number: '415-555-CALL' }, { phone_number: expect.stringContaining('only digits, spaces, dots, parentheses') }],
  ['a phone number too short', { phone_number: '555-01' }, { phone_number: expect.stringContaining('at least 7 digits') }],
  ['terms not accepted', { accepted_terms: false }, { accepted_terms: TERMS_MESSAGE }],
])('%s', (_name, change, errors) => {
  expect(fieldErrors({ ...valid, ...change })).toEqual(errors);
});

test('an empty form has an error for every required field', () => {
  expect(Object.keys(fieldErrors(EMPTY_FORM)).sort()).toEqual(['accepted_terms', 'birthday', 'email', 'first_name', 'last_name', 'password']);
});

test('the values sent have the spaces around names and email trimmed', () => {
  const parsed = safeParse(registrationSchema, { ...valid, first_name: ' Ada ', email: ' ada@flora.test ' });
  expect(parsed.output).toMatchObject({ first_name: 'Ada', email: 'ada@flora.test' });
});

test('the body sent: the variant as registration route, the birthday as the API reads it, no blank phone', () => {
  const parsed = safeParse(registrationSchema, { ...valid, phone_number: '  ' });
  expect(toRegistration(parsed.output as CheckedRegistration, 'treatment')).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@flora.test',
    password: 'analytical',
    birthday: '1990-12-10',
    research_consent: false,
    accepted_terms: true,
    registration_route: 'treatment',
  });
  const withPhone = safeParse(registrationSchema, { ...valid, phone_number: ' 415 555 0100 ' });
  expect(toRegistration(withPhone.output as CheckedRegistration, 'male_partner')).toMatchObject({ phone_number: '415 555 0100', registration_route: 'male_partner' });
});
