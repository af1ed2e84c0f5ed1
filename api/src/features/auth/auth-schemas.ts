// Request and response schemas of the auth routes (the token pair and {detail}: schemas/common.ts).
import { PHONE_NUMBER_MAX_LENGTH } from '@flora/shared/domain';
import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_RULES_TEXT } from './password-rules';

const password = { type: 'string', minLength: 1, maxLength: 128 } as const;
const jwt = { type: 'string', minLength: 1, maxLength: 4096 } as const;
const oneTimeToken = { type: 'string', minLength: 1, maxLength: 256 } as const;

export const tokenBody = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 254, description: 'The email address (case-insensitive).' },
    password,
  },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

export const refreshBody = {
  type: 'object',
  properties: { refresh: jwt },
  required: ['refresh'],
  additionalProperties: false,
} as const;

export const logoutBody = {
  type: 'object',
  properties: {
    refresh: jwt,
    access: { ...jwt, description: 'Optional: the access token to revoke with the session.' },
  },
  required: ['refresh'],
  additionalProperties: false,
} as const;

export const registerBody = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 128, description: PASSWORD_RULES_TEXT },
    first_name: { type: 'string', format: 'line', minLength: 1, maxLength: 150 },
    last_name: { type: 'string', format: 'line', minLength: 1, maxLength: 150 },
    birthday: { type: 'string', format: 'date', description: 'YYYY-MM-DD, in the past.' },
    registration_route: { type: 'string', enum: ['default', 'male_partner', 'treatment'], default: 'default' },
    research_consent: { type: 'boolean', default: false },
    phone_number: {
      type: 'string',
      maxLength: PHONE_NUMBER_MAX_LENGTH,
      description:
        'Optional. Digits, spaces, dots, parentheses, + and - only, with at least 7 digits (SPEC §5); stored as typed, trimmed. Blank means none.',
    },
    accepted_terms: {
      type: 'boolean',
      description: 'Must be true: the person accepted the terms of service and privacy policy (the time is recorded). Otherwise 400 {detail, field: "accepted_terms"}.',
    },
  },
  required: ['email', 'password', 'first_name', 'last_name'],
  additionalProperties: false,
} as const;

export const passwordResetBody = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
  required: ['email'],
  additionalProperties: false,
} as const;

export const resetTokenBody = {
  type: 'object',
  properties: { token: oneTimeToken },
  required: ['token'],
  additionalProperties: false,
} as const;

export const resetConfirmBody = {
  type: 'object',
  properties: { token: oneTimeToken, password: { ...password, description: PASSWORD_RULES_TEXT } },
  required: ['token', 'password'],
  additionalProperties: false,
} as const;

export const resetTokenStatusResponse = { type: 'object', properties: { status: { type: 'string', enum: ['OK'] } }, required: ['status'] } as const;

/** What registration takes; the properties with a default stay optional (the provider registration omits them). */
export type RegistrationInput = FromSchema<typeof registerBody, { keepDefaultedPropertiesOptional: true }>;
