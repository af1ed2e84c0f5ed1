// Request and response schemas of My Account's routes; the profile view and the inputs take their types from them.
import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_RULES_TEXT } from '../auth';
import { NAME_MAX_LENGTH, PHONE_NUMBER_MAX_LENGTH } from '../user';

/** My Account's profile (GET and PATCH /api/v1/user/profile/). */
export const profileResponse = {
  type: 'object',
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    email: { type: 'string', description: 'Shown, not changeable here (it is the username).' },
    phone_number: { type: ['string', 'null'] },
    birthday: { type: ['string', 'null'], description: 'YYYY-MM-DD.' },
  },
  required: ['first_name', 'last_name', 'email', 'phone_number', 'birthday'],
  additionalProperties: false,
} as const;

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

export type ProfileView = FromSchema<typeof profileResponse>;
export type ProfileInput = FromSchema<typeof profileBody>;
export type PasswordChangeInput = FromSchema<typeof passwordChangeBody>;
