// How the API sends email: every email is written to the `email_outbox` table, in the same database
// as the change that caused it. With SMTP_URL set, smtp-sender.ts delivers the table over SMTP (and
// `afterWrite` wakes it up); without, the emails stay there (staff read them through
// GET /api/internal/outbox/, a developer at /api/dev/mailbox/).
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import type { Database } from '../../db/schema';
import type { EmailAttachment } from './email-schemas';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text, containing any link in full. */
  body: string;
  /** Text files sent with it (a calendar invite). */
  attachments?: EmailAttachment[];
}

/** The outbox column's JSON back as attachments ([] for none or unreadable). */
export function readAttachments(json: string | null): EmailAttachment[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as EmailAttachment[]) : [];
  } catch {
    return [];
  }
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** Called after each write (the SMTP sender looks at the outbox right away). */
    private readonly afterWrite?: () => void,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({
        to_email: message.to.toLowerCase(),
        subject: message.subject,
        body: message.body,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        created_at: this.clock.now().toISOString(),
      })
      .execute();
    this.afterWrite?.();
  }
}
