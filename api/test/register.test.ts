import { loadConfig } from '../src/config';
import { createTestApp, get, json, outboxFor, post, queryParam, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test registers from the same address as it likes; the limit has its own tests below.
afterEach(() => t.db.deleteFrom('rate_limit_counters').execute());

const valid = (over: Record<string, unknown> = {}) => ({
  email: 'Alice@Example.test',
  password: 'a-good-password',
  first_name: 'Alice',
  last_name: 'Liddell',
  accepted_terms: true,
  ...over,
});

describe('POST /api/v1/register/', () => {
  it('creates the account, signs in (201 {access, refresh}) and emails a verification link', async () => {
    const res = await post(t.app, '/api/v1/register/', valid({ birthday: '1992-03-04', research_consent: true }));
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const me = json(await get(t.app, '/api/v1/user-config/', body.access));
    expect(me).toMatchObject({
      email: 'alice@example.test',
      username: 'alice@example.test',
      firstName: 'Alice',
      lastName: 'Liddell',
      birthday: '1992-03-04',
      emailVerified: false,
      registrationRoute: 'default',
      consentCompleted: { research: true },
      tests: { total_test_count: 0 },
    });
    const [mail] = await outboxFor(t.app, 'alice@example.test');
    expect(mail.subject).toMatch(/Verify your email/);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email-confirm\/\?hash=/);
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alice@example.test').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores the phone number as typed (trimmed) and when the terms were accepted', async () => {
    const res = await post(t.app, '/api/v1/register/', valid({ email: 'phone@example.test', phone_number: ' +1 (415) 555.0100 ' }));
    expect(res.statusCode).toBe(201);
    const me = json(await get(t.app, '/api/v1/user-config/', json(res).access));
    expect(me.phone_number).toBe('+1 (415) 555.0100');
    const row = await t.db.selectFrom('users').select(['terms_accepted_at']).where('email', '=', 'phone@example.test').executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).toBe(t.clock.now().toISOString());
  });

  it('treats a blank phone number as none', async () => {
    const res = await post(t.app, '/api/v1/register/', valid({ email: 'nophone@example.test', phone_number: '   ' }));
    expect(res.statusCode).toBe(201);
    expect(json(await get(t.app, '/api/v1/user-config/', json(res).access)).phone_number).toBeNull();
  });

  it.each([
    ['default', null],
    ['treatment', '/treatments/'],
    ['male_partner', '/treatments/male-partner/intake/start'],
  ])('the verification link of a %s registration continues to %s', async (route, next) => {
    const email = `link-${route}@example.test`;
    expect((await post(t.app, '/api/v1/register/', valid({ email, registration_route: route }))).statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, email);
    expect(queryParam(mail.link!, 'hash')).toBeTruthy();
    expect(new URL(mail.link!).searchParams.get('next')).toBe(next);
  });

  it('records the male-partner registration route and defaults consent to false', async () => {
    const res = await post(t.app, '/api/v1/register/', valid({ email: 'mp@example.test', registration_route: 'male_partner' }));
    expect(res.statusCode).toBe(201);
    const me = json(await get(t.app, '/api/v1/user-config/', json(res).access));
    expect(me.registrationRoute).toBe('male_partner');
    expect(me.consentCompleted.research).toBe(false);
  });

  it('refuses an email already used, whatever its case (writing only the address\'s registration count)', async () => {
    const before = await snapshotCounts(t.db);
    const res = await post(t.app, '/api/v1/register/', valid({ email: 'DEMO@flora.test' }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'An account with this email already exists.', field: 'email' });
    expect(await snapshotCounts(t.db)).toEqual({ ...before, rate_limit_counters: before.rate_limit_counters! + 1 });
  });

  it.each([
    ['a short password', { password: 'short1' }, 'password', /at least 8 characters/],
    ['an entirely numeric password', { password: '1234567890' }, 'password', /entirely numeric/],
    ['the email as password', { email: 'carol@example.test', password: 'Carol@Example.test' }, 'password', /similar to the email/],
    ['the email name as password', { email: 'carolinexyz@example.test', password: 'carolinexyz' }, 'password', /similar to the email/],
    ['a missing first name', { first_name: undefined }, 'first_name', /required/],
    ['a blank last name', { last_name: '   ' }, 'last_name', /last name/],
    ['an invalid email', { email: 'not-an-email' }, 'email', /valid email/],
    ['an impossible birthday', { birthday: '1990-02-30' }, 'birthday', /date/],
    ['a future birthday', { birthday: '2999-01-01' }, 'birthday', /birthday/],
    ['a birthday in another format', { birthday: '04/12/1990' }, 'birthday', /YYYY-MM-DD/],
    ['an unknown registration route', { registration_route: 'provider' }, 'registration_route', /one of/],
    ['a string for a boolean', { research_consent: 'true' }, 'research_consent', /boolean/],
    ['an unknown field', { is_staff: true }, 'is_staff', /Unknown field/],
    ['terms not accepted', { accepted_terms: false }, 'accepted_terms', /accept the terms/],
    ['terms missing', { accepted_terms: undefined }, 'accepted_terms', /accept the terms/],
    ['a phone number with letters', { phone_number: '415-555-CALL' }, 'phone_number', /at least 7 digits, using only digits/],
    ['a phone number with too few digits', { phone_number: '555-01' }, 'phone_number', /at least 7 digits/],
    ['a phone number with a slash', { phone_number: '415/555/0100' }, 'phone_number', /only digits, spaces, dots/],
    ['a phone number too long', { phone_number: '1'.repeat(31) }, 'phone_number', /at most 30/],
    ['a number for a name', { first_name: 42 }, 'first_name', /string/],
  ])('answers 400 {detail, field} for %s and writes nothing', async (_name, over, field, message) => {
    const before = await snapshotCounts(t.db);
    const res = await post(t.app, '/api/v1/register/', valid({ email: 'bob@example.test', ...over }));
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.field).toBe(field);
    expect(body.detail).toMatch(message);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('answers 400 for a non-object or malformed body', async () => {
    const before = await snapshotCounts(t.db);
    for (const payload of ['[]', '"x"', '{', 'null', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register/',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('works without the trailing slash', async () => {
    const res = await post(t.app, '/api/v1/register', valid({ email: 'noslash@example.test' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('email verification', () => {
  it('confirms the address from the registration email, once', async () => {
    const reg = json(await post(t.app, '/api/v1/register/', valid({ email: 'dora@example.test' })));
    const [mail] = await outboxFor(t.app, 'dora@example.test');
    const hash = queryParam(mail.link!, 'hash');
    const res = await post(t.app, '/api/v1/email-verification-confirm/', { hash });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'Email Address Verified' });
    expect(json(await get(t.app, '/api/v1/user-config/', reg.access)).emailVerified).toBe(true);
    const again = await post(t.app, '/api/v1/email-verification-confirm/', { hash });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ detail: 'This verification link is invalid or has expired.' });
  });

  it('sends a new link on request (signed in, empty body) that works', async () => {
    const pair = json(await post(t.app, '/api/token/', { username: 'unverified@flora.test', password: 'flora-demo-2026' }));
    const before = (await outboxFor(t.app, 'unverified@flora.test')).length;
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/email-verification/' },
      { method: 'POST' as const, url: '/api/v1/email-verification/', payload: '{}', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/api/v1/email-verification/', payload: '', headers: { 'content-type': 'application/json' } },
    ]) {
      const res = await t.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${pair.access}` } });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ detail: 'Verification email sent.' });
    }
    const mails = await outboxFor(t.app, 'unverified@flora.test');
    expect(mails).toHaveLength(before + 3);
    const hash = queryParam(mails[0].link!, 'hash');
    expect((await post(t.app, '/api/v1/email-verification-confirm/', { hash })).statusCode).toBe(200);
    const me = json(await get(t.app, '/api/v1/user-config/', pair.access));
    expect(me.emailVerified).toBe(true);
    const already = await t.app.inject({ method: 'POST', url: '/api/v1/email-verification/', headers: { authorization: `Bearer ${pair.access}` } });
    expect(json(already)).toEqual({ detail: 'Your email address is already verified.' });
  });

  it('needs a sign-in to send, refuses a body with fields, and refuses unknown or expired hashes', async () => {
    expect((await post(t.app, '/api/v1/email-verification/')).statusCode).toBe(401);
    const pair = json(await post(t.app, '/api/token/', { username: 'new@flora.test', password: 'flora-demo-2026' }));
    const withField = await post(t.app, '/api/v1/email-verification/', { email: 'x@y.test' }, { headers: { authorization: `Bearer ${pair.access}` } });
    expect(withField.statusCode).toBe(400);
    expect(json(withField).field).toBe('email');
    expect((await post(t.app, '/api/v1/email-verification-confirm/', { hash: 'unknown' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/v1/email-verification-confirm/', {})).statusCode).toBe(400);
    expect((await post(t.app, '/api/v1/email-verification-confirm/', { hash: 'x', extra: 1 })).statusCode).toBe(400);

    const reg = await post(t.app, '/api/v1/register/', valid({ email: 'late@example.test' }));
    expect(reg.statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, 'late@example.test');
    t.clock.advance(8 * 24 * 3600_000);
    expect((await post(t.app, '/api/v1/email-verification-confirm/', { hash: queryParam(mail.link!, 'hash') })).statusCode).toBe(404);
  });
});

describe('GET /api/internal/outbox/', () => {
  it('is for staff only', async () => {
    expect((await get(t.app, '/api/internal/outbox/')).statusCode).toBe(401);
    const demo = json(await post(t.app, '/api/token/', { username: 'demo@flora.test', password: 'flora-demo-2026' }));
    const res = await get(t.app, '/api/internal/outbox/', demo.access);
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toEqual(expect.any(String));
  });

  it('lists newest first and rejects unknown query parameters', async () => {
    const staff = json(await post(t.app, '/api/token/', { username: 'staff@flora.test', password: 'flora-demo-2026' }));
    const all = json(await get(t.app, '/api/internal/outbox/?limit=5', staff.access));
    expect(all.length).toBeLessThanOrEqual(5);
    // Every entry carries its attachments, [] for none (the schema requires them).
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((m: { attachments: unknown }) => m.attachments)).toEqual(all.map(() => []));
    expect(all.map((m: { id: number }) => m.id)).toEqual([...all.map((m: { id: number }) => m.id)].sort((a, b) => b - a));
    expect((await get(t.app, '/api/internal/outbox/?foo=1', staff.access)).statusCode).toBe(400);
    expect((await get(t.app, '/api/internal/outbox/?limit=abc', staff.access)).statusCode).toBe(400);
  });
});

describe('registration limit (issue 28: docs/security.md)', () => {
  const from = (address: string, email: string) => post(t.app, '/api/v1/register/', valid({ email }), { remoteAddress: address });

  it('counts a taken email (it is an enumeration probe) but not a form the service refuses before', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await post(t.app, '/api/v1/register/', valid({ email: `typo${i}@example.test`, first_name: ' ' }), { remoteAddress: '10.9.1.1' })).statusCode).toBe(400);
    }
    for (let i = 0; i < 10; i++) expect((await from('10.9.1.1', 'demo@flora.test')).statusCode).toBe(400);
    expect((await from('10.9.1.1', 'fresh-after-probes@example.test')).statusCode).toBe(429);
  });

  it('takes another number from FLORA_REGISTRATIONS_PER_HOUR (the e2e journeys register dozens)', async () => {
    process.env.FLORA_REGISTRATIONS_PER_HOUR = '1';
    const other = await t.buildAnother().finally(() => delete process.env.FLORA_REGISTRATIONS_PER_HOUR);
    const register = (email: string) => post(other, '/api/v1/register/', valid({ email }), { remoteAddress: '10.9.3.1' });
    expect((await register('env-limit1@example.test')).statusCode).toBe(201);
    expect((await register('env-limit2@example.test')).statusCode).toBe(429);
    expect(() => loadConfig({ FLORA_REGISTRATIONS_PER_HOUR: 'lots' })).toThrow(/FLORA_REGISTRATIONS_PER_HOUR must be a whole number from 1/);
    expect(() => loadConfig({ FLORA_REGISTRATIONS_PER_HOUR: '0' })).toThrow(/FLORA_REGISTRATIONS_PER_HOUR/);
  });
});
