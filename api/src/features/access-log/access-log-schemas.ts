// Request and response schemas of the access log route; the entries of access-log-view.ts take their types from them.
import type { FromSchema } from 'json-schema-to-ts';
import { ROW_ID_PATTERN } from '../../schemas/common';

export const accessLogQuery = {
  type: 'object',
  properties: {
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-100, default 50' },
    before: { type: 'string', pattern: ROW_ID_PATTERN, description: 'An entry id: entries older than it.' },
    __impersonate: { type: 'string', maxLength: 254, description: 'Staff only: the email or uuid of the user to view the API as (read-only).' },
  },
  additionalProperties: false,
} as const;

export const accessEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', description: 'When (ISO 8601, UTC).' },
    who: {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['you', 'provider', 'clinician', 'staff', 'system'] },
        name: { type: 'string' },
        impersonating: { type: 'boolean', description: 'A staff member viewing the app as you.' },
      },
      required: ['kind', 'name', 'impersonating'],
      additionalProperties: false,
    },
    what: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['test', 'consult', 'intake', 'message thread', 'photo ID', 'account', 'order', 'record'] },
        id: { type: ['string', 'null'], description: 'The test hash, consult uid, intake or message id; null for a list.' },
        label: { type: 'string', description: 'The object in plain words, e.g. "test results".' },
      },
      required: ['type', 'id', 'label'],
      additionalProperties: false,
    },
    how: { type: 'string', enum: ['read', 'write', 'export'] },
  },
  required: ['id', 'at', 'who', 'what', 'how'],
  additionalProperties: false,
} as const;

export const accessLogPageSchema = {
  type: 'object',
  properties: {
    results: { type: 'array', items: accessEntrySchema },
    next_before: { type: ['integer', 'null'], description: 'Pass as `before` for the next page; null on the last page.' },
  },
  required: ['results', 'next_before'],
  additionalProperties: false,
} as const;

export type AccessEntry = FromSchema<typeof accessEntrySchema>;
