// Delivers the email outbox over SMTP (nodemailer) when SMTP_URL is set. The `email_outbox` row is
// the queue: the code that sends an email only writes the row (mailer.ts), in the same database as
// the change that caused it, so a crash between writing and sending loses nothing; this sender picks
// up every unsent row, on an interval and right after a write.
//
// Delivery is at least once. A sender first claims a row (a conditional UPDATE: it succeeds for one
// process only, on SQLite and PostgreSQL alike) for a lease longer than any SMTP timeout, sends it,
// then records `sent_at` + `message_id`. Two API processes therefore never send the same row at the
// same time; only a crash after the server accepted the message and before the row was updated sends
// it again once the lease ends. Every attempt of a row carries the same Message-ID, so a mail client
// can tell such a copy for what it is.
//
// A failure (refused, unreachable, timed out) is recorded on the row (`attempts`, `last_error`: an
// error code and the server's reply, never the body or credentials) and tried again after a backoff
// that doubles each time; after `maxAttempts` the row is marked `failed_at` and left alone. A row
// older than `maxAgeMs` when first seen is not sent at all (turning SMTP on over an old development
// database must not email its whole history; its links have expired anyway).
import { randomBytes } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Clock } from '../../common/clock';
import type { Database, EmailOutboxTable } from '../../db/schema';
import { readAttachments } from './mailer';

type EmailOutboxUpdate = Updateable<EmailOutboxTable>;

export interface SenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SmtpSenderOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** smtp://user:pass@host:587 or smtps://... (nodemailer's connection URL). */
  smtpUrl: string;
  /** The From header, e.g. 'Flora <no-reply@flora.example>'. */
  from: string;
  log: SenderLog;
  /** How often the outbox is looked at (besides right after a write). */
  intervalMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Attempts before a row is given up. */
  maxAttempts?: number;
  /** The wait after the first failure; doubled after each further one, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claim holds a row (longer than the SMTP timeouts below together). */
  leaseMs?: number;
  /** Rows older than this are not sent (marked failed). */
  maxAgeMs?: number;
}

export const SMTP_DEFAULTS = {
  intervalMs: 5_000,
  batchSize: 20,
  maxAttempts: 6,
  backoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  maxAgeMs: 2 * 24 * 60 * 60_000,
};

const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export interface RoundResult {
  sent: number;
  failed: number;
}

/** The wait before attempt `attempts + 1` after `attempts` failures. */
export function backoffAfter(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(backoffMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

/** The user name and password of a connection URL, in every spelling they could appear in. */
function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    return [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter((s) => s.length >= 3);
  } catch {
    return [];
  }
}

/** A failure as stored and logged: code, SMTP reply code and text, no credentials, one line, short. */
export function describeSmtpError(err: unknown, smtpUrl: string): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const head = [e.code, e.responseCode].filter((p) => typeof p === 'string' || typeof p === 'number').join(' ');
  let text = String(typeof e.response === 'string' && e.response ? e.response : typeof e.message === 'string' ? e.message : err);
  for (const secret of secretsOf(smtpUrl)) text = text.split(secret).join('[redacted]');
  text = text.replace(/\/\/[^/\s@]*@/g, '//[redacted]@');
  return `${head ? `${head}: ` : ''}${text}`.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The same Message-ID on every attempt of one row. */
function messageIdOf(id: number, createdAt: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'flora.localhost';
  return `<outbox-${id}-${Date.parse(createdAt) || 0}@${domain}>`;
}

export class SmtpSender {
  private readonly o: Required<Omit<SmtpSenderOptions, 'log'>> & { log: SenderLog };
  private readonly transport: ReturnType<typeof createTransport>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RoundResult> | null = null;
  private again = false;
  /** The last round found a full batch. */
  private backlog = false;
  private stopped = true;
  private closing = false;

  constructor(options: SmtpSenderOptions) {
    this.o = { ...SMTP_DEFAULTS, ...options };
    this.transport = createTransport({ url: options.smtpUrl, ...TIMEOUTS }, { from: options.from });
  }

  /** Looks at the outbox now and then every intervalMs, until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A row was just written: look soon (after the writer's transaction has had time to commit). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(50);
  }

  /** Stops the interval and waits for the round in progress (its sends finish and are recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    if (this.stopped || this.running) return;
    try {
      await this.runOnce();
    } catch (err) {
      this.o.log.error({ err: describeSmtpError(err, this.o.smtpUrl) }, 'email outbox round failed');
    }
    if (this.stopped) return;
    const more = this.again || this.backlog;
    this.again = false;
    this.schedule(more ? 0 : this.o.intervalMs);
  }

  /** One round: claims up to batchSize due rows and sends each. Safe to call from tests. */
  runOnce(): Promise<RoundResult> {
    if (this.running) return this.running;
    this.running = this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private due(nowIso: string) {
    return this.o.db
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .orderBy('id')
      .limit(this.o.batchSize)
      .execute();
  }

  /** Takes the row for this sender if it is still due and nobody holds it; false when another did. */
  private async claim(id: number, token: string, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    const result = await this.o.db
      .updateTable('email_outbox')
      .set({ claimed_until: new Date(now.getTime() + this.o.leaseMs).toISOString(), claim_token: token })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async round(): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, failed: 0 };
    const rows = await this.due(this.o.clock.now().toISOString());
    // A full batch means more may be due: the next round starts at once, not after intervalMs (every
    // node's sender reads the same oldest rows, so a backlog drains at about one batch per round).
    this.backlog = rows.length === this.o.batchSize;
    for (const { id } of rows) {
      if (this.closing) break; // the rest stays due for the next process
      const outcome = await this.deliver(id);
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'failed') result.failed++;
    }
    return result;
  }

  private async deliver(id: number): Promise<'sent' | 'failed' | 'skipped'> {
    const { db, clock } = this.o;
    const token = randomBytes(12).toString('hex');
    if (!(await this.claim(id, token, clock.now()))) return 'skipped';
    const row = await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const record = (values: EmailOutboxUpdate) =>
      db.updateTable('email_outbox').set(values).where('id', '=', id).where('claim_token', '=', token).execute();

    if (clock.now().getTime() - Date.parse(row.created_at) > this.o.maxAgeMs) {
      await record({ failed_at: clock.now().toISOString(), last_error: 'not sent: too old when first seen', claimed_until: null });
      this.o.log.warn({ outboxId: id }, 'email not sent: too old');
      return 'failed';
    }

    const attempts = row.attempts + 1;
    try {
      const info = await this.transport.sendMail({
        to: row.to_email,
        subject: row.subject,
        text: row.body,
        attachments: readAttachments(row.attachments).map((a) => ({ filename: a.filename, content: a.content, contentType: a.content_type })),
        messageId: messageIdOf(row.id, row.created_at, this.o.from),
      });
      await record({
        sent_at: clock.now().toISOString(),
        message_id: String(info.messageId ?? messageIdOf(row.id, row.created_at, this.o.from)),
        attempts,
        claimed_until: null,
        next_attempt_at: null,
      });
      this.o.log.info({ outboxId: id, attempts }, 'email sent');
      return 'sent';
    } catch (err) {
      const lastError = describeSmtpError(err, this.o.smtpUrl);
      const now = clock.now();
      const giveUp = attempts >= this.o.maxAttempts;
      await record({
        attempts,
        last_error: lastError,
        claimed_until: null,
        next_attempt_at: giveUp ? null : new Date(now.getTime() + backoffAfter(attempts, this.o.backoffMs, this.o.maxBackoffMs)).toISOString(),
        failed_at: giveUp ? now.toISOString() : null,
      });
      this.o.log.warn({ outboxId: id, attempts, gaveUp: giveUp, error: lastError }, giveUp ? 'email not sent: gave up' : 'email not sent: will retry');
      return 'failed';
    }
  }
}
