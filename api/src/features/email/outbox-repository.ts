import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutboxEntry } from './email-schemas';
import { readAttachments } from './mailer';

/** An outbox entry and the account its recipient holds (null: no account has that address). */
export interface OutboxRecord {
  entry: OutboxEntry;
  recipientUserId: number | null;
}

export async function listOutbox(db: Kysely<Database>, opts: { to?: string; limit: number }): Promise<OutboxRecord[]> {
  let q = db
    .selectFrom('email_outbox')
    .leftJoin('users', 'users.email', 'email_outbox.to_email')
    .selectAll('email_outbox')
    .select('users.id as recipient_user_id')
    .orderBy('email_outbox.id', 'desc')
    .limit(opts.limit);
  if (opts.to) q = q.where('email_outbox.to_email', '=', opts.to.trim().toLowerCase());
  const rows = await q.execute();
  return rows.map((r) => ({
    recipientUserId: r.recipient_user_id ?? null,
    entry: {
      id: r.id,
      to: r.to_email,
      subject: r.subject,
      body: r.body,
      link: r.body.match(/https?:\/\/\S+/)?.[0] ?? null,
      attachments: readAttachments(r.attachments),
      created_at: r.created_at,
      sent_at: r.sent_at,
      attempts: r.attempts,
      last_error: r.last_error,
      failed_at: r.failed_at,
    },
  }));
}

export async function countOutbox(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('email_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Emails not sent yet (waiting for the sender or a retry) and given up on (failed). */
export async function outboxBacklog(db: Kysely<Database>): Promise<{ waiting: number; failed: number }> {
  const row = await db
    .selectFrom('email_outbox')
    .where('sent_at', 'is', null)
    .select((eb) => [
      eb.fn.countAll().filterWhere('failed_at', 'is', null).as('waiting'),
      eb.fn.countAll().filterWhere('failed_at', 'is not', null).as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}
