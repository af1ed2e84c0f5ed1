// The provider intake (SPEC §1 "Providers register, complete an intake, wait for verification";
// its fields are not shown, so this is the team's decision): the practice, the NPI (10 digits with
// its Luhn check digit), the specialty, a US phone number and practice address, and the state
// license. Any field may be saved empty (null) while the intake is in progress; staff verify the
// provider only once every required field is there.
import { badRequest } from '../../common/http-errors';
import { normalizeAddress, US_STATES } from '../lab-intake';
import { isValidNpi } from './npi';

export const INTAKE_FIELDS = [
  'practice_name',
  'npi',
  'specialty',
  'phone_number',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip_code',
  'license_state',
  'license_number',
] as const;
export type IntakeField = (typeof INTAKE_FIELDS)[number];
export type ProviderIntake = Record<IntakeField, string | null>;

/** Every field but the second address line is needed for verification. */
export const REQUIRED_FOR_VERIFICATION: readonly IntakeField[] = INTAKE_FIELDS.filter((f) => f !== 'address_line_2');

export const SPECIALTIES = [
  'ob-gyn',
  'family-medicine',
  'internal-medicine',
  'midwifery',
  'nurse-practitioner',
  'physician-assistant',
  'naturopathic-medicine',
  'urology',
  'other',
] as const;

const LABELS: Record<IntakeField, string> = {
  practice_name: 'Practice name',
  npi: 'NPI',
  specialty: 'Specialty',
  phone_number: 'Phone number',
  address_line_1: 'Address',
  address_line_2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  license_state: 'License state',
  license_number: 'License number',
};

/** Trims and checks each given field (blank means null); 400 {detail, field} for the first fault. */
export function normalizeIntake(input: Partial<ProviderIntake>): Partial<ProviderIntake> {
  const out: Partial<ProviderIntake> = {};
  for (const field of INTAKE_FIELDS) {
    if (!(field in input)) continue;
    const value = input[field]?.trim() ?? '';
    out[field] = value === '' ? null : normalizeField(field, value);
  }
  return out;
}

function normalizeField(field: IntakeField, value: string): string {
  switch (field) {
    case 'npi':
      if (!isValidNpi(value)) throw badRequest('NPI must be 10 digits with a valid check digit.', field);
      return value;
    // The address rules of the lab-order intake (US state code, ZIP, US phone) apply as they are.
    case 'state':
    case 'zip_code':
    case 'phone_number':
      return normalizeAddress({ [field]: value })[field]!;
    case 'license_state': {
      const code = value.toUpperCase();
      if (!US_STATES.has(code)) throw badRequest("License state must be a US state's 2-letter code, e.g. CA.", field);
      return code;
    }
    case 'license_number':
      if (!/^[A-Za-z0-9][A-Za-z0-9.-]{2,29}$/.test(value)) throw badRequest('License number must be 3-30 letters, digits, hyphens or dots.', field);
      return value.toUpperCase();
    default:
      return value;
  }
}

/** The required fields still empty, in form order. */
export const missingForVerification = (intake: ProviderIntake): IntakeField[] =>
  REQUIRED_FOR_VERIFICATION.filter((f) => intake[f] == null);

export const describeMissing = (missing: readonly IntakeField[]) => missing.map((f) => LABELS[f]).join(', ');
