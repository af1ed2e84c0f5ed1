// Input and output schemas of My Account's routes.
import { PASSWORD_RULES_TEXT } from '../auth';
import { NAME_MAX_LENGTH, PHONE_NUMBER_MAX_LENGTH } from '../user';

const str = { type: 'string' } as const;
const obj = (properties: Record<string, unknown>) =>
  ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false }) as const;

const nullableStr = { type: ['string', 'null'] } as const;

/** My Account's profile (GET and PATCH /api/v1/user/profile/). */
export const profileResponse = obj({
  first_name: str,
  last_name: str,
  email: { type: 'string', description: 'Shown, not changeable here (it is the username).' },
  phone_number: nullableStr,
  birthday: { type: ['string', 'null'], description: 'YYYY-MM-DD.' },
});

export const profileBody = {
  type: 'object',
  properties: {
    first_name: { type: 'string', format: 'line', minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Not blank (trimmed).' },
    last_name: { type: 'string', format: 'line', minLength: 1, maxLength: NAME_MAX_LENGTH, description: 'Not blank (trimmed).' },
    phone_number: {
      type: ['string', 'null'],
      maxLength: PHONE_NUMBER_MAX_LENGTH,
      description: 'Digits, spaces, dots, parentheses, plus and hyphen (SPEC §5), at least 7 digits; stored as typed (trimmed). Blank or null clears it.',
    },
    birthday: { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD, from 1900-01-01 up to yesterday (UTC). Null clears it.' },
  },
  minProperties: 1,
  additionalProperties: false,
} as const;

export const passwordChangeBody = {
  type: 'object',
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: 128, description: 'The password the account has now.' },
    new_password: { type: 'string', minLength: 1, maxLength: 128, description: PASSWORD_RULES_TEXT },
  },
  required: ['current_password', 'new_password'],
  additionalProperties: false,
} as const;
