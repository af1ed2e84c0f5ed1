// Routes: email verification, and the staff-only outbox reader.

// The public surface: what other features and the rest of api/src may use.
export { devMailboxFeature } from './dev-mailbox-routes';
export { greeting, passwordResetEmail } from './email-templates';
export type { Recipient } from './email-templates';
export { sendVerificationEmail } from './email-verification-service';
export { OutboxMailer } from './mailer';
export { outboxBacklog } from './outbox-service';
export type { EmailAttachment } from './email-schemas';
export type { EmailMessage, Mailer } from './mailer';
export { SmtpSender } from './smtp-sender';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, detailResponse, emptyBody, errors, noQuery } from '../../schemas/common';
import { confirmEmailBody, outboxEntrySchema, outboxQuery } from './email-schemas';
import { confirmEmail, requestVerificationEmail } from './email-verification-service';
import { readOutbox } from './outbox-service';
import { access } from '../../common/access-policy';

export async function emailFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
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

  app.post(
    '/api/v1/email-verification-confirm/',
    {
      config: { access: access.linkHolder() },
      schema: {
        tags: ['email'],
        summary: 'Confirm an email address',
        description:
          'Marks the email of the link\'s account verified and uses up the link. No sign-in needed (the link may be opened in another browser). Unknown, used or expired hash: 404 {detail: "This verification link is invalid or has expired."}.',
        querystring: noQuery,
        body: confirmEmailBody,
        response: { 200: detailResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      await confirmEmail(ctx, request.body.hash);
      return { detail: 'Email Address Verified' };
    },
  );

  app.get(
    '/api/internal/outbox/',
    {
      config: { access: access.staff() },
      schema: {
        tags: ['internal'],
        summary: 'Read the email outbox (staff)',
        description:
          'The emails the API has written to its outbox, newest first (at most `limit`, default 50). `to` filters by recipient (case-insensitive). Each entry carries `link`, the first URL in the body, its `attachments`, and its delivery over SMTP (when SMTP_URL is set): `sent_at` once the server accepted it, `attempts`, `last_error` of the latest failed attempt (an error code and the server\'s reply), `failed_at` when delivery was given up. Without SMTP_URL nothing is sent (`sent_at` stays null). Staff only: 403 otherwise. Audited: a read of each email answered whose recipient has an account (it appears in her access log).',
        security: bearer,
        querystring: outboxQuery,
        response: { 200: { type: 'array', items: outboxEntrySchema }, ...errors(400, 401, 403) },
      },
    },
    async (request) => readOutbox(ctx, request, { to: request.query.to, limit: Number(request.query.limit ?? 50) }),
  );
}
