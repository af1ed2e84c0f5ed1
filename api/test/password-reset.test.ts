import { createTestApp, get, json, login, outboxFor, post, queryParam, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { passwordResetPerAddress: { max: 4, windowMs: 60 * 60_000 } } });
});
afterAll(() => t.close());

const GENERIC = { detail: 'If an account exists for this email, we sent a link to reset the password.' };
const INVALID = { detail: 'This password reset link is invalid or has expired.' };
let ip = 0;
const request = (email: string) => post(t.app, '/api/v1/password_reset/', { email }, { remoteAddress: `10.9.0.${++ip}` });

async function resetTokenFor(email: string) {
  expect(json(await request(email))).toEqual(GENERIC);
  const [mail] = await outboxFor(t.app, email);
  expect(mail.subject).toMatch(/Reset your Flora password/);
  expect(mail.link).toMatch(/^http:\/\/localhost:3000\/password-reset-confirm\/\?token=/);
  return queryParam(mail.link!, 'token');
}

describe('password reset', () => {
  it('works end to end via the outbox and signs the account out everywhere', async () => {
    const session = await login(t.app, 'new@flora.test');
    const token = await resetTokenFor('NEW@flora.test');
    const stored = await t.db.selectFrom('one_time_tokens').select('token_hash').where('purpose', '=', 'password_reset').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token); // only a digest is stored

    const valid = await post(t.app, '/api/v1/password_reset/validate_token/', { token });
    expect(valid.statusCode).toBe(200);
    expect(json(valid)).toEqual({ status: 'OK' });

    const res = await post(t.app, '/api/v1/password_reset/confirm/', { token, password: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'Password reset. Please log in.' });

    expect((await post(t.app, '/api/token/', { username: 'new@flora.test', password: 'flora-demo-2026' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/token/', { username: 'new@flora.test', password: 'a-brand-new-secret' })).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user-config/', session.access)).statusCode).toBe(401);
    expect((await post(t.app, '/api/token/refresh/', { refresh: session.refresh })).statusCode).toBe(401);

    // one use only
    expect(json(await post(t.app, '/api/v1/password_reset/validate_token/', { token }))).toEqual(INVALID);
    const again = await post(t.app, '/api/v1/password_reset/confirm/', { token, password: 'another-secret-1' });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual(INVALID);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await request('nobody@flora.test');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(GENERIC);
    const after = await snapshotCounts(t.db);
    expect(after.email_outbox).toBe(before.email_outbox);
    expect(after.one_time_tokens).toBe(before.one_time_tokens);
  });

  it('refuses an unacceptable new password and keeps the token usable', async () => {
    const token = await resetTokenFor('noconsent@flora.test');
    const before = await snapshotCounts(t.db);
    for (const password of ['short', '12345678901', 'noconsent@flora.test']) {
      const res = await post(t.app, '/api/v1/password_reset/confirm/', { token, password });
      expect(res.statusCode).toBe(400);
      expect(json(res).field).toBe('password');
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await post(t.app, '/api/v1/password_reset/validate_token/', { token })).statusCode).toBe(200);
  });

  it('expires links after an hour', async () => {
    const token = await resetTokenFor('partner@flora.test');
    t.clock.advance(61 * 60_000);
    expect((await post(t.app, '/api/v1/password_reset/validate_token/', { token })).statusCode).toBe(404);
    expect((await post(t.app, '/api/v1/password_reset/confirm/', { token, password: 'whatever-secret' })).statusCode).toBe(404);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await snapshotCounts(t.db);
    const cases: [string, unknown][] = [
      ['/api/v1/password_reset/', {}],
      ['/api/v1/password_reset/', { email: 'not-an-email' }],
      ['/api/v1/password_reset/', { email: 'demo@flora.test', next: '/x' }],
      ['/api/v1/password_reset/validate_token/', { token: 5 }],
      ['/api/v1/password_reset/confirm/', { token: 'x' }],
      ['/api/v1/password_reset/confirm/', { token: 'x', password: 'abcdefghij', password2: 'abcdefghij' }],
    ];
    for (const [url, body] of cases) {
      const res = await post(t.app, url, body);
      expect(res.statusCode).toBe(400);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('limits requests per client address', async () => {
    const send = () => post(t.app, '/api/v1/password_reset/', { email: 'demo@flora.test' }, { remoteAddress: '10.8.8.8' });
    for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(200);
    const blocked = await send();
    expect(blocked.statusCode).toBe(429);
    expect(typeof json(blocked).detail).toBe('string');
  });
});
