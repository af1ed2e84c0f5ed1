// Routes: email verification, and the staff-only outbox reader.

// The public surface: what other features and the rest of api/src may use.
export { devMailboxFeature } from './dev-mailbox';
export { greeting, passwordResetEmail } from './email-templates';
export type { Recipient } from './email-templates';
export { sendVerificationEmail } from './email-verification-service';
export { OutboxMailer } from './mailer';
export type { EmailAttachment, EmailMessage, Mailer } from './mailer';
export { SmtpSender } from './smtp-sender';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, detailResponse, emptyBody, errors, noQuery } from '../../schemas/common';
import { confirmEmail, requestVerificationEmail } from './email-verification-service';
import { readOutbox } from './outbox-service';
import { access } from '../../common/access-policy';

export async function emailFeature(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/v1/email-verification/',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['email'],
        summary: 'Send the verification email again',
        description:
          'Emails the signed-in user a new one-time link to /verify-email-confirm/?hash=... (valid 7 days; older links stay valid). Already verified: 200 with a message saying so, nothing sent. At most 5 per hour (429 beyond). Registration sends the first one.',
        security: bearer,
        querystring: noQuery,
        body: emptyBody,
        response: { 200: detailResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({ detail: await requestVerificationEmail(ctx, currentUser(request)) }),
  );

  app.post<{ Body: { hash: string } }>(
    '/api/v1/email-verification-confirm/',
    {
      config: { access: access.linkHolder() },
      schema: {
        tags: ['email'],
        summary: 'Confirm an email address',
        description:
          'Marks the email of the link\'s account verified and uses up the link. No sign-in needed (the link may be opened in another browser). Unknown, used or expired hash: 404 {detail: "This verification link is invalid or has expired."}.',
        querystring: noQuery,
        body: {
          type: 'object',
          properties: { hash: { type: 'string', minLength: 1, maxLength: 256 } },
          required: ['hash'],
          additionalProperties: false,
        },
        response: { 200: detailResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      await confirmEmail(ctx, request.body.hash);
      return { detail: 'Email Address Verified' };
    },
  );

  app.get<{ Querystring: { to?: string; limit?: string } }>(
    '/api/internal/outbox/',
    {
      config: { access: access.staff() },
      schema: {
        tags: ['internal'],
        summary: 'Read the email outbox (staff)',
        description:
          'The emails the API has written to its outbox, newest first (at most `limit`, default 50). `to` filters by recipient (case-insensitive). Each entry carries `link`, the first URL in the body, its `attachments`, and its delivery over SMTP (when SMTP_URL is set): `sent_at` once the server accepted it, `attempts`, `last_error` of the latest failed attempt (an error code and the server\'s reply), `failed_at` when delivery was given up. Without SMTP_URL nothing is sent (`sent_at` stays null). Staff only: 403 otherwise. Audited: a read of each email answered whose recipient has an account (it appears in her access log).',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 254 },
            limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$', description: '1-999, default 50' },
            __impersonate: { type: 'string', maxLength: 0, description: 'Not supported here (must be empty).' },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'array',
            items: {
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
                  items: {
                    type: 'object',
                    properties: { filename: { type: 'string' }, content_type: { type: 'string' }, content: { type: 'string' } },
                    required: ['filename', 'content_type', 'content'],
                  },
                },
                created_at: { type: 'string' },
                sent_at: { type: ['string', 'null'], description: 'When the SMTP server accepted it.' },
                attempts: { type: 'integer', description: 'Delivery attempts so far.' },
                last_error: { type: ['string', 'null'], description: 'Why the latest attempt failed.' },
                failed_at: { type: ['string', 'null'], description: 'When delivery was given up.' },
              },
              required: ['id', 'to', 'subject', 'body', 'link', 'created_at', 'sent_at', 'attempts', 'last_error', 'failed_at'],
            },
          },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => readOutbox(ctx, request, { to: request.query.to, limit: Number(request.query.limit ?? 50) }),
  );
}
