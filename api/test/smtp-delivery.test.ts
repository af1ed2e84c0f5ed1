// The outbox delivered over SMTP, against a real SMTP server listening on loopback in this test
// (the `smtp-server` package; what arrives is parsed with `mailparser`), not a mock transport.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { OutboxMailer } from '../src/features/email/mailer';
import { type SenderLog, SmtpSender, type SmtpSenderOptions } from '../src/features/email/smtp-sender';
import { createTestApp, outboxFor, post, type TestApp } from './helpers/test-app';

interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Answers the next n messages with this error (a reply code and text). */
  refuse(n: number, code: number, text: string): void;
  /** Resolves when `count` messages have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

async function startSmtp(options: Partial<SMTPServerOptions> = {}, credentials = ''): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusals: { left: number; code: number; text: string } = { left: 0, code: 0, text: '' };
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals.left > 0) {
            refusals.left--;
            return callback(Object.assign(new Error(refusals.text), { responseCode: refusals.code }));
          }
          received.push(mail);
          waiters.splice(0).forEach((w) => w());
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    refuse(n, code, text) {
      refusals = { left: n, code, text };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const FROM = 'Flora <no-reply@flora.test>';
const address = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

function recordingLog() {
  const lines: unknown[] = [];
  const log: SenderLog = {
    info: (obj, msg) => lines.push({ level: 'info', ...obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', ...obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', ...obj, msg }),
  };
  return { log, lines };
}

describe('an API with SMTP_URL', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: FROM } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification email of a new account: recipient, subject, link; the row records the delivery', async () => {
    const res = await post(t.app, '/api/v1/register/', {
      email: 'Smtp.Person@Example.test',
      password: 'a-good-password',
      first_name: 'Sam',
      last_name: 'Tp',
      accepted_terms: true,
    });
    expect(res.statusCode).toBe(201);

    const [mail] = await smtp.waitFor(1);
    const row = await t.db.selectFrom('email_outbox').selectAll().where('to_email', '=', 'smtp.person@example.test').executeTakeFirstOrThrow();
    const link = row.body.match(/https?:\/\/\S+/)![0];
    expect(address(mail)).toBe('smtp.person@example.test');
    expect(mail.from?.value).toEqual([{ name: 'Flora', address: 'no-reply@flora.test' }]);
    expect(mail.subject).toBe('Verify your email address for Flora');
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email-confirm\/\?hash=/);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hi Sam,');

    // The row is marked sent only after the server accepted it, with the id the server saw.
    for (let i = 0; i < 50 && !(await t.db.selectFrom('email_outbox').select('sent_at').where('id', '=', row.id).executeTakeFirstOrThrow()).sent_at; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const sent = await t.db.selectFrom('email_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ sent_at: t.clock.now().toISOString(), attempts: 1, last_error: null, failed_at: null, claimed_until: null });
    expect(sent.message_id).toBe(mail.messageId);

    // Staff see the delivery in the outbox.
    const [entry] = await outboxFor(t.app, 'smtp.person@example.test');
    expect(entry).toMatchObject({ link, sent_at: sent.sent_at, attempts: 1, last_error: null, failed_at: null });
  });
});

describe('the SMTP sender', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let mailer: OutboxMailer;
  const senders: SmtpSender[] = [];
  const sender = (extra: Partial<SmtpSenderOptions> = {}) => {
    const s = new SmtpSender({ db: t.db, clock: t.clock, smtpUrl: smtp.url, from: FROM, log: recordingLog().log, backoffMs: 60_000, ...extra });
    senders.push(s);
    return s;
  };
  const rows = () => t.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
  const write = (to: string, n = 1) =>
    Promise.all(Array.from({ length: n }, (_, i) => mailer.send({ to, subject: `Hello ${i + 1}`, body: `Open https://flora.test/x/${i + 1} now.` })));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    mailer = new OutboxMailer(t.db, t.clock);
  });
  beforeEach(async () => {
    smtp = await startSmtp();
    await t.db.deleteFrom('email_outbox').execute();
  });
  afterEach(async () => {
    for (const s of senders.splice(0)) await s.stop();
    await smtp.close();
  });
  afterAll(() => t.close());

  it('sends what was written while no sender ran (a crash between write and send loses nothing)', async () => {
    await write('later@example.test', 3);
    expect(await sender().runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Hello 1', 'Hello 2', 'Hello 3']);
    expect((await rows()).every((r) => r.sent_at && r.message_id && r.attempts === 1)).toBe(true);
    expect(await sender().runOnce()).toEqual({ sent: 0, failed: 0 }); // nothing twice
  });

  it('delivers an attachment written with the email (the .ics invite of a coaching call)', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({ to: 'invite@example.test', subject: 'Booked', body: 'See the invite.', attachments: [{ filename: 'flora-coaching-call.ics', content_type: 'text/calendar; method=PUBLISH; charset=utf-8', content: ics }] });
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail.text).toContain('See the invite.');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([['flora-coaching-call.ics', 'text/calendar', ics]]);
  });

  it('a server that refuses, then accepts: the email is tried again after the backoff and delivered once', async () => {
    await write('retry@example.test');
    smtp.refuse(1, 451, 'Requested action aborted: try again later');
    const s = sender();

    expect(await s.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, failed_at: null, attempts: 1, claimed_until: null });
    expect(row.last_error).toMatch(/451/);
    expect(row.last_error).toMatch(/try again later/);
    expect(row.next_attempt_at).toBe(new Date(t.clock.now().getTime() + 60_000).toISOString());

    expect(await s.runOnce()).toEqual({ sent: 0, failed: 0 }); // not before the backoff
    t.clock.advance(60_000);
    expect(await s.runOnce()).toEqual({ sent: 1, failed: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, failed_at: null });
    expect(row.sent_at).toBe(t.clock.now().toISOString());

    t.clock.advance(60 * 60_000);
    expect(await s.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].subject).toBe('Hello 1');
    // Every attempt of a row carries the same Message-ID (a duplicate after a crash is recognisable).
    expect(smtp.received[0].messageId).toBe(row.message_id);
  });

  it('gives up after the last attempt, with the backoff doubling in between, and records each failure', async () => {
    await write('nobody@example.test');
    smtp.refuse(100, 550, 'Mailbox unavailable');
    const s = sender({ maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await s.runOnce()).toEqual({ sent: 0, failed: 1 });
      const [row] = await rows();
      expect(row.attempts).toBe(attempt);
      if (row.next_attempt_at) {
        waits.push(Date.parse(row.next_attempt_at) - t.clock.now().getTime());
        t.clock.set(row.next_attempt_at);
      }
    }
    expect(waits).toEqual([60_000, 120_000]);
    const [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, attempts: 3, next_attempt_at: null, failed_at: t.clock.now().toISOString() });
    expect(row.last_error).toMatch(/^EMESSAGE 550: .*Mailbox unavailable/);
    t.clock.advance(24 * 60 * 60_000);
    expect(await s.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('an unreachable server: a connection failure is recorded and tried again later', async () => {
    await write('offline@example.test');
    const closedPort = smtp.port;
    await smtp.close();
    const s = sender({ smtpUrl: `smtp://127.0.0.1:${closedPort}` });
    expect(await s.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row.last_error).toMatch(/^ESOCKET: connect ECONNREFUSED/);
    expect(row.next_attempt_at).not.toBeNull();
    smtp = await startSmtp(); // afterEach closes it
  });

  it('records and logs a refused login without the password, the body or the link', async () => {
    await smtp.close();
    smtp = await startSmtp(
      {
        disabledCommands: ['STARTTLS'],
        authOptional: false,
        allowInsecureAuth: true,
        onAuth: (auth, _session, callback) =>
          auth.username === 'flora' && auth.password === 'right-Secret-42' ? callback(null, { user: 'flora' }) : callback(new Error('Invalid username or password')),
      },
      'flora:wrong-Secret-42@',
    );
    await write('auth@example.test');
    const { log, lines } = recordingLog();
    expect(await sender({ log }).runOnce()).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row.last_error).toMatch(/^EAUTH/);
    const recorded = JSON.stringify([row.last_error, lines]);
    expect(recorded).not.toContain('wrong-Secret-42');
    expect(recorded).not.toContain('flora.test/x/1');
    expect(recorded).not.toContain('auth@example.test');
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', outboxId: row.id, attempts: 1, msg: 'email not sent: will retry' })]);

    // The right password: delivered.
    const good = sender({ smtpUrl: smtp.url.replace('wrong-Secret-42', 'right-Secret-42') });
    t.clock.advance(60_000);
    expect(await good.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(address(smtp.received[0])).toBe('auth@example.test');
  });

  it('two API processes over one outbox: every email is sent exactly once', async () => {
    await write('many@example.test', 12);
    const [a, b] = [sender({ batchSize: 12 }), sender({ batchSize: 12 })];
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ra.sent + rb.sent).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(12);
  });

  it('a row another process holds is left alone until its lease ends', async () => {
    await write('held@example.test');
    const lease = new Date(t.clock.now().getTime() + 120_000).toISOString();
    await t.db.updateTable('email_outbox').set({ claimed_until: lease, claim_token: 'crashed-process' }).execute();
    const s = sender();
    expect(await s.runOnce()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(120_001); // the holder crashed: after the lease the email still goes out
    expect(await s.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('does not send an email older than the age limit (turning SMTP on over an old database)', async () => {
    await write('old@example.test');
    t.clock.advance(3 * 24 * 60 * 60_000);
    await write('new@example.test');
    expect(await sender().runOnce()).toEqual({ sent: 1, failed: 1 });
    const [old, fresh] = await rows();
    expect(old).toMatchObject({ sent_at: null, last_error: 'not sent: too old when first seen' });
    expect(old.failed_at).not.toBeNull();
    expect(fresh.sent_at).not.toBeNull();
    expect(smtp.received.map(address)).toEqual(['new@example.test']);
  });

  it('started over a backlog larger than a batch, it sends it all at once, not a batch per interval', async () => {
    await write('backlog@example.test', 7);
    const s = sender({ batchSize: 3, intervalMs: 60_000 });
    s.start();
    await smtp.waitFor(7, 5_000);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(7);
  });

  it('started, it sends on its own and right after a write; stop() ends it cleanly', async () => {
    const s = sender({ intervalMs: 60_000 });
    const nudging = new OutboxMailer(t.db, t.clock, () => s.nudge());
    s.start();
    await nudging.send({ to: 'soon@example.test', subject: 'Soon', body: 'Hello' });
    await smtp.waitFor(1, 5_000); // long before the interval: the write woke the sender up
    await s.stop();
    await nudging.send({ to: 'stopped@example.test', subject: 'After stop', body: 'Hello' });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.map((m) => m.subject)).toEqual(['Soon']);
    expect((await rows()).find((r) => r.to_email === 'stopped@example.test')?.sent_at).toBeNull();
  });
});
