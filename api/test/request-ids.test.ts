// Issue 31: one click followed from the browser to the database. The API takes the shell's
// X-Request-Id when well-formed (else makes one), echoes it, and every log line of the request
// carries it; the log still shows no password, token or Authorization header.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { createTestApp, type TestApp } from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    app = await t.buildAnother({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('echoes a well-formed X-Request-Id, and every log line of that request carries it', async () => {
    const id = randomUUID().replace(/-/g, '');
    const res = await app.inject({ method: 'GET', url: '/api/v1/faqs/', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });

  it('makes an id when none is sent, a new one for each request', async () => {
    const [a, b] = [await app.inject({ url: '/api/health' }), await app.inject({ url: '/api/health' })];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(lines.filter((line) => line.reqId === a.headers['x-request-id'])).toHaveLength(2);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(129)],
    ['a space', 'click 1234567'],
    ['markup', '<script>alert(1)</script>'],
    ['a forged log field', 'abcdefgh","level":60'],
  ])('refuses a malformed id (%s) and answers with its own', async (_case, given) => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(JSON.stringify(lines)).not.toContain(given);
  });

  it('an id on a refused request too (404, 401), and the log keeps passwords, tokens, Authorization and cookies out', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'x-request-id': 'signin-0001' },
      payload: { username: 'demo@flora.test', password: DEMO_PASSWORD },
    });
    expect(signIn.headers['x-request-id']).toBe('signin-0001');
    const { access, refresh } = signIn.json();
    const profile = await app.inject({
      url: '/api/v1/user/profile/',
      headers: { authorization: `Bearer ${access}`, cookie: 'session=KNOWN-COOKIE-VALUE', 'x-request-id': 'profile-0002' },
    });
    expect(profile.statusCode).toBe(200);
    const missing = await app.inject({ url: '/api/v1/nothing-here/', headers: { 'x-request-id': 'missing-0003' } });
    expect([missing.statusCode, missing.headers['x-request-id']]).toEqual([404, 'missing-0003']);
    const refused = await app.inject({ url: '/api/v1/user/profile/', headers: { authorization: 'Bearer not-a-token', 'x-request-id': 'refused-0004' } });
    expect([refused.statusCode, refused.headers['x-request-id']]).toEqual([401, 'refused-0004']);

    expect(new Set(lines.map((line) => line.reqId))).toEqual(new Set(['signin-0001', 'profile-0002', 'missing-0003', 'refused-0004']));
    const log = JSON.stringify(lines);
    for (const secret of [DEMO_PASSWORD, access, refresh, 'not-a-token', 'Bearer', 'KNOWN-COOKIE-VALUE']) expect(log).not.toContain(secret);
  });
});
