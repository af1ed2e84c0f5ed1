import { countRows, createTestApp, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerAccount: { max: 3, windowMs: 15 * 60_000 },
      loginPerAddress: { max: 5, windowMs: 15 * 60_000 },
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

describe('login rate limits', () => {
  it('blocks an account after too many failures, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('noconsent@flora.test', 'wrong-pass', `10.2.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('noconsent@flora.test', 'flora-demo-2026', '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).detail).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // other accounts are not affected
    expect((await attempt('unverified@flora.test', 'flora-demo-2026', '10.2.0.9')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt('noconsent@flora.test', 'flora-demo-2026', '10.2.0.9')).statusCode).toBe(200);
  });

  it('blocks a client address after too many failures across accounts', async () => {
    const emails = ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test', 'e@x.test'];
    for (const email of emails) expect((await attempt(email, 'wrong-pass', '10.3.0.1')).statusCode).toBe(401);
    const blocked = await attempt('partner@flora.test', 'flora-demo-2026', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ detail: expect.stringMatching(/Too many failed login attempts/) });
    // the same account from another address is fine
    expect((await attempt('partner@flora.test', 'flora-demo-2026', '10.3.0.2')).statusCode).toBe(200);
  });

  it('clears the account counter after a successful login', async () => {
    for (let i = 0; i < 2; i++) await attempt('staff@flora.test', 'wrong-pass', '10.4.0.1');
    expect((await attempt('staff@flora.test', 'flora-demo-2026', '10.4.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await attempt('staff@flora.test', 'wrong-pass', '10.4.0.3');
    expect((await attempt('staff@flora.test', 'flora-demo-2026', '10.4.0.4')).statusCode).toBe(200);
  });

  it('keeps the counters in the database, shared by every API process', async () => {
    const other = await t.buildAnother();
    for (let i = 0; i < 3; i++) {
      const app = i % 2 ? other : t.app;
      await post(app, '/api/token/', { username: 'provider@flora.test', password: 'nope-nope' }, { remoteAddress: `10.5.0.${i}` });
    }
    const res = await post(other, '/api/token/', { username: 'provider@flora.test', password: 'flora-demo-2026' }, { remoteAddress: '10.5.0.9' });
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
