// The address fields of a lab-order intake and their rules (SPEC: "Address info fields: not
// shown"; the team's decision): US addresses only, state as its 2-letter code, ZIP as 5 or 9
// digits (stored 12345 or 12345-6789), a US phone number of 10 digits (an optional leading 1).
import { badRequest } from '../../common/http-errors';

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip_code',
  'phone_number',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Record<AddressField, string | null>;

/** Fields a full address (PUT) must have; address_line_2 and phone_number may be null. */
export const REQUIRED_FIELDS: readonly AddressField[] = ['first_name', 'last_name', 'address_line_1', 'city', 'state', 'zip_code'];

export const US_STATES = new Set(
  ('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
    'RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP').split(' '),
);

const LABELS: Record<AddressField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  address_line_1: 'Address',
  address_line_2: 'Address line 2',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  phone_number: 'Phone number',
};

/** Trims and checks each given field; answers the stored form (400 {detail, field} for the first fault). */
export function normalizeAddress(input: Partial<Address>): Partial<Address> {
  const out: Partial<Address> = {};
  for (const field of ADDRESS_FIELDS) {
    if (!(field in input)) continue;
    const raw = input[field];
    const value = raw == null ? null : raw.trim();
    if (value === null || value === '') {
      if (REQUIRED_FIELDS.includes(field)) throw badRequest(`${LABELS[field]} is required.`, field);
      out[field] = null;
      continue;
    }
    out[field] = normalizeField(field, value);
  }
  return out;
}

function normalizeField(field: AddressField, value: string): string {
  switch (field) {
    case 'state': {
      const code = value.toUpperCase();
      if (!US_STATES.has(code)) throw badRequest('State must be a US state\'s 2-letter code, e.g. CA.', field);
      return code;
    }
    case 'zip_code': {
      const m = /^(\d{5})(?:-?(\d{4}))?$/.exec(value);
      if (!m) throw badRequest('ZIP code must have 5 or 9 digits, e.g. 94110 or 94110-1234.', field);
      return m[2] ? `${m[1]}-${m[2]}` : m[1];
    }
    case 'phone_number': {
      const digits = value.replace(/[\s().+-]/g, '');
      if (!/^[0-9+\s().-]+$/.test(value) || !/^1?\d{10}$/.test(digits)) {
        throw badRequest('Phone number must be a US number of 10 digits, e.g. (415) 555-0100.', field);
      }
      return digits.slice(-10);
    }
    default:
      return value;
  }
}
