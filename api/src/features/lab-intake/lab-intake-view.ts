// The JSON shape of a lab-order intake's address.
import { type Address, ADDRESS_FIELDS, REQUIRED_FIELDS } from './address-rules';
import type { LabOrderIntakeRow } from './lab-intake-repository';

export function toIntakeAddressView(row: LabOrderIntakeRow) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, row[f]])) as Address;
  return {
    id: row.id,
    test_hash: row.test_hash,
    ...address,
    is_complete: REQUIRED_FIELDS.every((f) => address[f] !== null),
    updated_at: row.updated_at,
  };
}

const nullableString = { type: ['string', 'null'] } as const;

export const intakeAddressSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    test_hash: { type: 'string' },
    ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, nullableString])),
    is_complete: { type: 'boolean', description: 'Every required field is filled in.' },
    updated_at: { type: 'string' },
  },
  required: ['id', 'test_hash', ...ADDRESS_FIELDS, 'is_complete', 'updated_at'],
} as const;

const field = (maxLength: number) => ({ type: ['string', 'null'], format: 'line', maxLength }) as const;

/** Body of PUT and PATCH (types and lengths; the rules of address-rules give field errors). */
export const addressProperties = {
  first_name: field(100),
  last_name: field(100),
  address_line_1: field(200),
  address_line_2: field(200),
  city: field(100),
  state: { ...field(2), description: "The state's 2-letter code (US), e.g. CA." },
  zip_code: { ...field(10), description: '5 or 9 digits: 94110, 94110-1234 or 941101234.' },
  phone_number: { ...field(25), description: 'US, 10 digits (a leading 1 or +1 allowed); digits, spaces, dots, parentheses, plus and hyphen.' },
} as const;
