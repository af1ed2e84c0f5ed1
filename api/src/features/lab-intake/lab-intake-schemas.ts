// The JSON schemas of the lab-order intake, request and response (the address rules: address-rules).
import { idParams } from '../../schemas/common';
import { ADDRESS_FIELDS } from './address-rules';

/** The intake's id in a path. */
export const intakeIdParams = idParams('The lab-order intake id.');

const nullableString = { type: ['string', 'null'] } as const;

/** The address of an intake as the API answers it. */
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
