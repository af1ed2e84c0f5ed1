// Email delivery over SMTP (features/email/smtp-sender.ts): the outbox row is the queue. Each row
// records its delivery attempts, the last error (a short code and the server's reply, never the
// body), when it may be tried again, who holds it right now (a lease, so that two API processes
// never send it at the same time), and once sent its time (`sent_at`, already there) and the
// message id the SMTP server accepted; `failed_at` when the sender gave up.
import type { Kysely } from 'kysely';

const COLUMNS: [string, 'text' | 'integer'][] = [
  ['attempts', 'integer'],
  ['last_error', 'text'],
  ['next_attempt_at', 'text'],
  ['claimed_until', 'text'],
  ['claim_token', 'text'],
  ['message_id', 'text'],
  ['failed_at', 'text'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema
      .alterTable('email_outbox')
      .addColumn(name, type, (c) => (name === 'attempts' ? c.notNull().defaultTo(0) : c))
      .execute();
  }
  await db.schema.createIndex('email_outbox_pending_idx').on('email_outbox').columns(['sent_at', 'failed_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_pending_idx').execute();
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('email_outbox').dropColumn(name).execute();
}
