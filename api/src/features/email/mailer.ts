// How the API sends email. The only implementation today writes to the `email_outbox` table
// (developers and the e2e tests read it through GET /api/internal/outbox/); a real provider
// plugs in behind the same interface (and can deliver from the outbox).
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import type { Database } from '../../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text, containing any link in full. */
  body: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({
        to_email: message.to.toLowerCase(),
        subject: message.subject,
        body: message.body,
        created_at: this.clock.now().toISOString(),
      })
      .execute();
  }
}
