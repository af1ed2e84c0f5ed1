// The intake's steps and rules, checked before anything is sent (the API checks again and its
// {detail, field} lands beside the same field): the practice, where to reach it, the license.
// Fields as the API defines them (api/src/features/provider/provider-intake-rules.ts).
import { check, type InferOutput, nonEmpty, object, optional, pipe, string, trim } from '@flora/shared/forms';
import type { Intake } from '../../lib/api/provider-intake';

export const SPECIALTIES: Record<string, string> = {
  'ob-gyn': 'Obstetrics and gynecology (OB-GYN)',
  'family-medicine': 'Family medicine',
  'internal-medicine': 'Internal medicine',
  midwifery: 'Midwifery',
  'nurse-practitioner': 'Nurse practitioner',
  'physician-assistant': 'Physician assistant',
  'naturopathic-medicine': 'Naturopathic medicine',
  urology: 'Urology',
  other: 'Other',
};

/** The US states, DC and territories the API accepts, by 2-letter code. */
export const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI'.split(
    ' ',
  );

/** NPI (CMS): 10 digits, the last a Luhn check digit over the first nine with 80840 in front. */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const isUsPhone = (text: string) => /^[0-9+\s().-]+$/.test(text) && /^1?\d{10}$/.test(text.replace(/[\s().+-]/g, ''));
const required = (message: string) => pipe(string(), trim(), nonEmpty(message));

export const practiceSchema = object({
  practice_name: required('Enter the name of your practice.'),
  npi: pipe(required('Enter your NPI.'), check(isValidNpi, 'NPI must be 10 digits with a valid check digit.')),
  specialty: required('Choose your specialty.'),
});

export const contactSchema = object({
  phone_number: pipe(required('Enter the practice phone number.'), check(isUsPhone, 'Enter a US number of 10 digits, e.g. (415) 555-0100.')),
  address_line_1: required('Enter the practice address.'),
  address_line_2: optional(pipe(string(), trim()), ''),
  city: required('Enter the city.'),
  state: required('Choose the state.'),
  zip_code: pipe(required('Enter the ZIP code.'), check((t) => /^\d{5}(-?\d{4})?$/.test(t), 'ZIP code must have 5 or 9 digits, e.g. 94110.')),
});

export const licenseSchema = object({
  license_state: required('Choose the state that issued your license.'),
  license_number: pipe(
    required('Enter your license number.'),
    check((t) => /^[A-Za-z0-9][A-Za-z0-9.-]{2,29}$/.test(t), 'License number must be 3-30 letters, digits, hyphens or dots.'),
  ),
});

export type PracticeValues = InferOutput<typeof practiceSchema>;
export type ContactValues = InferOutput<typeof contactSchema>;
export type LicenseValues = InferOutput<typeof licenseSchema>;

export const STEPS = [
  { id: 'practice', name: 'Practice', fields: ['practice_name', 'npi', 'specialty'] },
  { id: 'contact', name: 'Address and phone', fields: ['phone_number', 'address_line_1', 'address_line_2', 'city', 'state', 'zip_code'] },
  { id: 'license', name: 'License', fields: ['license_state', 'license_number'] },
  { id: 'review', name: 'Review', fields: [] },
] as const;

export type StepId = (typeof STEPS)[number]['id'];
export type IntakeField = (typeof STEPS)[number]['fields'][number];

export const LABELS: Record<IntakeField, string> = {
  practice_name: 'Practice name',
  npi: 'NPI',
  specialty: 'Specialty',
  phone_number: 'Practice phone',
  address_line_1: 'Address',
  address_line_2: 'Address line 2 (optional)',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  license_state: 'License state',
  license_number: 'License number',
};

/** Where she left off: the first step with a required field still empty, else the review. */
export function resumeStep(intake: Intake): StepId {
  const missing = new Set<string>(intake.missing_for_verification);
  return STEPS.find((step) => step.fields.some((field) => missing.has(field)))?.id ?? 'review';
}

/** The intake's saved values of some fields, as form values ('' for empty). */
export function valuesOf<F extends IntakeField>(intake: Intake, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, intake[field] ?? ''])) as Record<F, string>;
}

/** Form values as the API takes them: blank is null. */
export const toPatch = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value?.trim() ? value.trim() : null]));

/** A saved value as the review shows it. */
export function displayValue(intake: Intake, field: IntakeField): string {
  const value = intake[field];
  if (!value) return field === 'address_line_2' ? '—' : 'Not given yet';
  if (field === 'specialty') return SPECIALTIES[value] ?? value;
  if (field === 'phone_number' && /^\d{10}$/.test(value)) return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
  return value;
}
