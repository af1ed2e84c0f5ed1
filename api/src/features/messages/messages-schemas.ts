// Request and response schemas of the message routes, and the types that follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { impersonationQuery } from '../../schemas/common';
import { MESSAGE_MAX_LENGTH } from '@flora/shared/domain';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './messages-service';

export const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string', minLength: 1, maxLength: 64, description: 'The consult uid.' } },
  required: ['uid'],
  additionalProperties: false,
} as const;

export const pageQuery = {
  ...impersonationQuery,
  properties: {
    ...impersonationQuery.properties,
    limit: { type: 'string', pattern: '^[0-9]{1,4}$', description: `1-${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}` },
    before: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'A message id (at most 9 digits).' },
  },
} as const;

export const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Increasing with time: the cursor of `before`.' },
    author: {
      type: 'object',
      properties: {
        role: { type: 'string', enum: ['patient', 'clinician'] },
        name: { type: 'string', description: 'First name and last initial, e.g. "Dana D.".' },
      },
      required: ['role', 'name'],
    },
    body: { type: 'string' },
    created_at: { type: 'string' },
  },
  required: ['id', 'author', 'body', 'created_at'],
} as const;

export const messageBodySchema = {
  type: 'object',
  properties: {
    body: {
      type: 'string',
      format: 'text',
      minLength: 1,
      maxLength: MESSAGE_MAX_LENGTH,
      description: `1-${MESSAGE_MAX_LENGTH} characters; trimmed; may not be blank.`,
    },
  },
  required: ['body'],
  additionalProperties: false,
} as const;

export type MessageView = FromSchema<typeof messageSchema>;
export type MessageBody = FromSchema<typeof messageBodySchema>;
