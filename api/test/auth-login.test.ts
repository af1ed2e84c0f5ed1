import { countRows, createTestApp, json, login, outboxFor, post, queryParam, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerAccountAndAddress: { max: 3, windowMs: 15 * 60_000 },
      loginPerAccount: { free: 6, windowMs: 15 * 60_000, delaysMs: [1000, 2000, 60_000] },
      loginPerAddress: { max: 8, windowMs: 15 * 60_000 },
    },
  });
});
afterAll(() => t.close());

const BAD = 'No active account found with the given credentials';
const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  post(t.app, '/api/token/', { username, password }, { remoteAddress: ip });

describe('POST /api/token/', () => {
  it('answers an access and a refresh token for the right password, email case-insensitive', async () => {
    const res = await attempt('  Demo@Flora.TEST ', 'flora-demo-2026', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    const claims = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ token_type: 'access', sub: expect.any(String), jti: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const header = JSON.parse(Buffer.from(body.access.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await attempt('new@flora.test', 'not-the-password', '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ detail: BAD });
    const unknown = await attempt('nobody@flora.test', 'whatever-123', '10.1.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ detail: BAD });
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it.each([
    ['missing password', { username: 'demo@flora.test' }, 'password'],
    ['unknown field', { username: 'demo@flora.test', password: 'x', remember: true }, 'remember'],
    ['wrong type', { username: 'demo@flora.test', password: 12345678 }, 'password'],
    ['empty username', { username: '', password: 'x' }, 'username'],
  ])('answers 400 {detail, field} and writes nothing for %s', async (_name, body, field) => {
    const before = await snapshotCounts(t.db);
    const res = await post(t.app, '/api/token/', body, { remoteAddress: '10.1.0.3' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"username": "demo@flora.test",', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['null', 'null', 'application/json'],
    ['no body', '', 'application/json'],
    ['form encoding', 'username=a&password=b', 'application/x-www-form-urlencoded'],
    ['a prototype key', '{"__proto__": {"x": 1}, "username": "a", "password": "b"}', 'application/json'],
  ])('answers 4xx {detail} for %s', async (_name, payload, type) => {
    const before = await snapshotCounts(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('login rate limits (issue 28: docs/security.md)', () => {
  const status = (res: { statusCode: number }) => res.statusCode;

  it("an attacker's failures lock out the attacker, not the patient: her right password from her own device still works", async () => {
    for (const spelling of ['rhea@flora.test', 'RHEA@flora.test', ' Rhea@Flora.Test']) await attempt(spelling, 'wrong-pass', '10.3.0.66');
    expect(status(await attempt('rhea@flora.test', 'wrong-pass', '10.3.0.66'))).toBe(429);
    expect(status(await attempt('rhea@flora.test', 'flora-demo-2026', '10.3.0.66'))).toBe(429);
    expect(status(await attempt('rhea@flora.test', 'flora-demo-2026', '10.3.0.10'))).toBe(200);
  });

  it('guesses spread over many addresses slow down with growing delays, and the patient waits at most the longest one', async () => {
    const from = (i: number) => `10.4.1.${i}`;
    for (let i = 0; i < 7; i++) expect(status(await attempt('staff@flora.test', 'wrong-pass', from(i)))).toBe(401);
    // The 7th set a 1 s wait: an attempt inside it is refused without being counted, even the right password.
    const early = await attempt('staff@flora.test', 'flora-demo-2026', from(20));
    expect(status(early)).toBe(429);
    expect(json(early).detail).toBe('Too many failed login attempts. Please try again in 1 second.');
    expect(early.headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect(status(await attempt('staff@flora.test', 'wrong-pass', from(8)))).toBe(401);
    expect(json(await attempt('staff@flora.test', 'wrong-pass', from(9))).detail).toBe('Too many failed login attempts. Please try again in 2 seconds.');
    t.clock.advance(2000);
    expect(status(await attempt('staff@flora.test', 'wrong-pass', from(10)))).toBe(401);
    // From here every guess waits the longest delay; simultaneous ones get one check per delay.
    t.clock.advance(60_000);
    const burst = await Promise.all([11, 12, 13, 14, 15].map((i) => attempt('staff@flora.test', 'wrong-pass', from(i))));
    expect(burst.map(status).sort()).toEqual([401, 429, 429, 429, 429]);
    t.clock.advance(60_000);
    expect(status(await attempt('staff@flora.test', 'flora-demo-2026', from(30)))).toBe(200);
    // A success clears the account's counters: the next typo is only a typo.
    expect(status(await attempt('staff@flora.test', 'wrong-pass', from(31)))).toBe(401);
    expect(status(await attempt('staff@flora.test', 'flora-demo-2026', from(31)))).toBe(200);
  });

  it('one client failing across many accounts is refused for a while (credential stuffing); others are not', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => `${x}@x.test`);
    for (const email of emails) expect(status(await attempt(email, 'wrong-pass', '10.5.0.1'))).toBe(401);
    expect(status(await attempt('partner@flora.test', 'flora-demo-2026', '10.5.0.1'))).toBe(429);
    expect(status(await attempt('partner@flora.test', 'flora-demo-2026', '10.5.0.2'))).toBe(200);
  });

  it('successful logins from a shared address do not count against it', async () => {
    for (let i = 0; i < 10; i++) expect(status(await attempt('new@flora.test', 'flora-demo-2026', '10.6.0.1'))).toBe(200);
  });

  it("a successful password reset clears the account's counters", async () => {
    for (let i = 0; i < 3; i++) await attempt('olivia@flora.test', 'wrong-pass', '10.7.0.1');
    expect(status(await attempt('olivia@flora.test', 'flora-demo-2026', '10.7.0.1'))).toBe(429);
    await post(t.app, '/api/v1/password_reset/', { email: 'olivia@flora.test' }, { remoteAddress: '10.7.0.2' });
    const [mail] = await outboxFor(t.app, 'olivia@flora.test');
    const reset = await post(t.app, '/api/v1/password_reset/confirm/', { token: queryParam(mail.link!, 'token'), password: 'a-new-passphrase-2026' });
    expect(reset.statusCode).toBe(200);
    expect(status(await attempt('olivia@flora.test', 'a-new-passphrase-2026', '10.7.0.1'))).toBe(200);
  });

  it('keeps the counters in the database, shared by every API process', async () => {
    const other = await t.buildAnother();
    for (let i = 0; i < 3; i++) {
      const app = i % 2 ? other : t.app;
      await post(app, '/api/token/', { username: 'provider@flora.test', password: 'nope-nope' }, { remoteAddress: '10.8.0.1' });
    }
    const res = await post(other, '/api/token/', { username: 'provider@flora.test', password: 'flora-demo-2026' }, { remoteAddress: '10.8.0.1' });
    expect(res.statusCode).toBe(429);
    expect(await countRows(t.db, 'rate_limit_counters')).toBeGreaterThan(0);
  });
});

it('lets every demo account log in (once the rate-limit windows above have passed)', async () => {
  t.clock.advance(16 * 60_000);
  for (const email of ['demo', 'new', 'unverified', 'noconsent', 'partner', 'provider', 'pending-provider', 'staff']) {
    await expect(login(t.app, `${email}@flora.test`)).resolves.toHaveProperty('access');
  }
});
