// Request and response schemas of the email routes (verification, the staff outbox reader, the
// development mailbox); the outbox entries and attachments take their types from them.
import type { FromSchema } from 'json-schema-to-ts';

export const confirmEmailBody = {
  type: 'object',
  properties: { hash: { type: 'string', minLength: 1, maxLength: 256 } },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const outboxQuery = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 254 },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-999, default 50' },
    __impersonate: { type: 'string', maxLength: 0, description: 'Not supported here (must be empty).' },
  },
  additionalProperties: false,
} as const;

export const emailAttachmentSchema = {
  type: 'object',
  // content_type: e.g. 'text/calendar; method=PUBLISH; charset=utf-8'.
  properties: { filename: { type: 'string' }, content_type: { type: 'string' }, content: { type: 'string' } },
  required: ['filename', 'content_type', 'content'],
} as const;

export const outboxEntrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    to: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    link: { type: ['string', 'null'] },
    attachments: {
      type: 'array',
      description: 'Files sent with it (e.g. the .ics invite of a coaching call), text content.',
      items: emailAttachmentSchema,
    },
    created_at: { type: 'string' },
    sent_at: { type: ['string', 'null'], description: 'When the SMTP server accepted it.' },
    attempts: { type: 'integer', description: 'Delivery attempts so far.' },
    last_error: { type: ['string', 'null'], description: 'Why the latest attempt failed.' },
    failed_at: { type: ['string', 'null'], description: 'When delivery was given up.' },
  },
  required: ['id', 'to', 'subject', 'body', 'link', 'attachments', 'created_at', 'sent_at', 'attempts', 'last_error', 'failed_at'],
} as const;

export const mailboxQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 254, description: 'Only the emails to this address.' } },
  additionalProperties: false,
} as const;

export type EmailAttachment = FromSchema<typeof emailAttachmentSchema>;
export type OutboxEntry = FromSchema<typeof outboxEntrySchema>;
