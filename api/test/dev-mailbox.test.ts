// GET /api/dev/mailbox/: the outbox as an HTML page, only in development without SMTP.
import { OutboxMailer } from '../src/features/email/mailer';
import { expectSandboxPagePolicy } from './helpers/sandbox-page';
import { createTestApp, get, post, type TestApp } from './helpers/test-app';

const MAILBOX = '/api/dev/mailbox/';

describe('the development mailbox (FLORA_ENV=development, no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { envName: 'development' } });
  });
  afterAll(() => t.close());

  it('lists each email newest first: recipient, subject, time, text, its link clickable', async () => {
    expect((await post(t.app, '/api/v1/password_reset/', { email: 'new@flora.test' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const reg = await post(t.app, '/api/v1/register/', { email: 'Mia@Example.test', password: 'a-good-password', first_name: 'Mia', last_name: 'Box', accepted_terms: true });
    expect(reg.statusCode).toBe(201);

    const res = await get(t.app, MAILBOX);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expectSandboxPagePolicy(res);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const html = res.body;
    expect(html).toContain('<h1>Mailbox</h1>');
    expect(html).not.toMatch(/<script/i);

    const verify = html.indexOf('Verify your email address for Flora');
    const reset = html.indexOf('Reset your Flora password');
    expect(verify).toBeGreaterThan(0);
    expect(reset).toBeGreaterThan(verify); // newest first
    expect(html).toContain('<dd>mia@example.test</dd>');
    expect(html).toContain('<dd>new@flora.test</dd>');
    expect(html).toMatch(/<time datetime="2026-11-20T12:01:00.000Z">Nov 20, 2026, 12:01 UTC<\/time>/);
    expect(html).toContain('Hi Mia,');

    const [row] = await t.db.selectFrom('email_outbox').select('body').where('to_email', '=', 'mia@example.test').execute();
    const link = row.body.match(/https?:\/\/\S+/)![0];
    expect(html).toContain(`<a href="${link}">${link}</a>`);
    expect(html).toContain('2 emails, newest first.');
  });

  it('?to= shows one recipient (any case); an address without email says so', async () => {
    const one = (await get(t.app, `${MAILBOX}?to=${encodeURIComponent(' MIA@example.test ')}`)).body;
    expect(one).toContain('Verify your email address for Flora');
    expect(one).not.toContain('Reset your Flora password');
    expect(one).toContain('1 email to mia@example.test, newest first.');
    expect(one).toContain('value="mia@example.test"');
    expect(one).toContain(`<a href="${MAILBOX}">Show every recipient</a>`);

    const none = (await get(t.app, `${MAILBOX}?to=nobody@example.test`)).body;
    expect(none).toContain('No emails to nobody@example.test yet.');
    expect((await get(t.app, `${MAILBOX}?to=${'a'.repeat(255)}`)).statusCode).toBe(400);
  });

  it('escapes what an email holds (no markup of a message reaches the page)', async () => {
    await new OutboxMailer(t.db, t.clock).send({
      to: 'x"><script>alert(1)</script>@example.test',
      subject: '<img src=x onerror=alert(1)> & "quoted"',
      body: 'Hello <b>there</b>\nhttps://flora.test/a?b="><script>alert(2)</script> and javascript:alert(3)',
    });
    const html = (await get(t.app, MAILBOX)).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;');
    expect(html).toContain('x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.test');
    // Only http(s) URLs become links, cut at the first quote or angle bracket.
    expect(html).toContain('<a href="https://flora.test/a?b=">https://flora.test/a?b=</a>&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/href="javascript:/);

    const filtered = (await get(t.app, `${MAILBOX}?to=${encodeURIComponent('"><script>alert(4)</script>')}`)).body;
    expect(filtered).not.toContain('<script>');
    expect(filtered).toContain('value="&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"');
  });

  it('shows an attachment (the .ics invite) by name, its text escaped', async () => {
    await new OutboxMailer(t.db, t.clock).send({
      to: 'invite@example.test',
      subject: 'Booked',
      body: 'See the invite.',
      attachments: [{ filename: 'flora-coaching-call.ics', content_type: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nSUMMARY:<b>x</b>\r\nEND:VCALENDAR' }],
    });
    const html = (await get(t.app, `${MAILBOX}?to=invite@example.test`)).body;
    expect(html).toContain('<summary>Attached: flora-coaching-call.ics</summary>');
    expect(html).toContain('SUMMARY:&lt;b&gt;x&lt;/b&gt;');
  });

  it('an empty outbox says where emails come from', async () => {
    await t.db.deleteFrom('email_outbox').execute();
    expect((await get(t.app, MAILBOX)).body).toContain('No emails yet. Create an account or ask for a password reset, then reload this page.');
  });
});

describe('the development mailbox does not exist', () => {
  it.each([
    ['in test', { envName: 'test' }],
    ['in production', { envName: 'production' }],
    ['in development with SMTP_URL set (emails really leave)', { envName: 'development', smtpUrl: 'smtp://127.0.0.1:9' }],
  ])('%s', async (_name, config) => {
    const t = await createTestApp({ config, seed: false });
    try {
      const res = await get(t.app, MAILBOX);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await t.close();
    }
  });
});
