// Security headers on every answer (nosniff; HTML pages may not be framed) and the {detail} shape of
// every error, Fastify's own included (router, body parser and HTTP parser refusals).
import { connect } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startCheckout } from '../src/features/checkout/checkout-sessions';
import { createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let provider: string;
let checkoutId: string;
let portalPath: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  provider = (await login(t.app, 'provider@flora.test')).access;
  const user = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow();
  checkoutId = (await startCheckout(t.db, { userId: user.id, kind: 'cart', items: [{ slug: 'op-4', quantity: 1 }] }, t.clock.now())).id;
  const link = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/portal-link/', headers: { authorization: `Bearer ${demo}` } });
  portalPath = new URL(json(link).data.url).pathname;
});
afterAll(() => t.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const FORM = { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };
const LONG = 'x'.repeat(250);

/** Requests built once the fixtures exist (checkout id, portal link, tokens). */
type Request = () => InjectOptions;

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it.each<[string, number, Request]>([
    ['JSON 200', 200, () => ({ method: 'GET', url: '/api/health' })],
    ['JSON 200, signed in', 200, () => ({ method: 'GET', url: '/api/v1/user-config/', headers: bearer(demo) })],
    ['401 {detail}', 401, () => ({ method: 'GET', url: '/api/v1/user-config/' })],
    ['400 {detail} (schema)', 400, () => ({ method: 'POST', url: '/api/token/', payload: '{}', headers: JSON_BODY })],
    ['404 unknown route', 404, () => ({ method: 'GET', url: '/api/v1/nope/' })],
    ['HTML: the sandbox checkout page', 200, () => ({ method: 'GET', url: `/api/v1/checkout/${checkoutId}/` })],
    ['HTML: Swagger UI', 200, () => ({ method: 'GET', url: '/api/docs/' })],
    ['the OpenAPI document', 200, () => ({ method: 'GET', url: '/api/docs/json' })],
    ['an image (SVG)', 200, () => ({ method: 'GET', url: '/api/static/products/op-4.svg' })],
    ['a PDF', 200, () => ({ method: 'GET', url: '/api/v1/provider/resources/understanding-results.pdf', headers: bearer(provider) })],
    ['a CORS preflight', 204, () => ({ method: 'OPTIONS', url: '/api/token/', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' } })],
    ['414 (router)', 414, () => ({ method: 'GET', url: `/api/v1/user-tests/${LONG}/`, headers: bearer(demo) })],
  ])('%s', async (_name, status, request) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("HTML pages: CSP frame-ancestors 'none' and X-Frame-Options DENY", () => {
  // keeps: a directive of the page's own policy that must survive (Swagger UI runs only under its own)
  it.each<[string, number, Request, string]>([
    ['the sandbox checkout page', 200, () => ({ method: 'GET', url: `/api/v1/checkout/${checkoutId}/` }), ''],
    ['the sandbox checkout page of an unknown id', 404, () => ({ method: 'GET', url: '/api/v1/checkout/no-such-checkout/' }), ''],
    ['a sandbox checkout refusal page', 404, () => ({ method: 'POST', url: '/api/v1/checkout/no-such-checkout/pay/', payload: 'delivery=standard', headers: FORM }), ''],
    ['the subscription portal page', 200, () => ({ method: 'GET', url: portalPath, headers: BROWSER }), "form-action 'self'"],
    ['the portal page of an expired link', 404, () => ({ method: 'GET', url: `/api/v1/subscription/portal/${'A'.repeat(43)}/`, headers: BROWSER }), "form-action 'self'"],
    ['a portal refusal page', 400, () => ({ method: 'POST', url: `${portalPath}skip/`, payload: 'subscription_id=x', headers: FORM }), "form-action 'self'"],
    ['Swagger UI', 200, () => ({ method: 'GET', url: '/api/docs' }), "script-src 'self'"],
    ['Swagger UI (trailing slash)', 200, () => ({ method: 'GET', url: '/api/docs/' }), "script-src 'self'"],
  ])('%s', async (_name, status, request, keeps) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(res.headers['content-security-policy']);
    expect(policy.match(/frame-ancestors[^;]*/g)).toEqual(["frame-ancestors 'none'"]);
    expect(policy).toContain(keeps);
  });
});

describe('every error answers {detail}, Fastify refusals included', () => {
  const exactlyDetail = (body: string) => {
    const parsed = JSON.parse(body);
    expect(Object.keys(parsed)).toEqual(['detail']);
    expect(typeof parsed.detail).toBe('string');
  };

  it.each<[string, number, Request]>([
    ['a path parameter over 200 characters (414)', 414, () => ({ method: 'GET', url: `/api/v1/user-tests/${LONG}/`, headers: bearer(demo) })],
    ['a 414 on a form post', 414, () => ({ method: 'POST', url: `/api/v1/checkout/${LONG}/pay/`, payload: 'delivery=standard', headers: FORM })],
    ['a malformed %-escape in the path', 400, () => ({ method: 'GET', url: '/api/v1/user-tests/%ZZ/', headers: bearer(demo) })],
    ['an unknown route', 404, () => ({ method: 'GET', url: '/api/v1/nope/' })],
    ['a method the route does not have', 404, () => ({ method: 'DELETE', url: '/api/health' })],
    ['an unsupported media type (415)', 415, () => ({ method: 'POST', url: '/api/token/', payload: '<a/>', headers: { 'content-type': 'application/xml' } })],
    ['a body over the limit (413)', 413, () => ({ method: 'POST', url: '/api/token/', payload: `{"username":"${'x'.repeat(70_000)}"}`, headers: JSON_BODY })],
    ['malformed JSON', 400, () => ({ method: 'POST', url: '/api/v1/cart/', payload: '{"items":', headers: { ...JSON_BODY, ...bearer(demo) } })],
    ['a Content-Length that does not match the body', 400, () => ({ method: 'POST', url: '/api/token/', payload: '{}', headers: { ...JSON_BODY, 'content-length': '99' } })],
  ])('%s', async (_name, status, request) => {
    const before = await snapshotCounts(t.db);
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    exactlyDetail(res.body);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  describe('requests the HTTP parser refuses (a real socket)', () => {
    let server: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      server = await t.buildAnother();
      await server.listen({ port: 0, host: '127.0.0.1' });
      port = (server.server.address() as { port: number }).port;
    });

    const exchange = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(raw));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });

    it.each([
      ['a malformed request line', 400, 'NOT HTTP\r\n\r\n'],
      ['headers over the size limit', 431, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`],
    ])('%s', async (_name, status, raw) => {
      const answer = await exchange(raw);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(head.toLowerCase()).toContain('content-type: application/json');
      exactlyDetail(body);
    });
  });
});

// Found by the schema fuzzer on PostgreSQL (schema-fuzz.test.ts), where these were 500s: its text
// cannot hold U+0000 and its ids are 32-bit. Refused as input instead, on every database.
describe('input PostgreSQL cannot hold answers 400, never 500', () => {
  let staff: string;
  beforeAll(async () => {
    staff = (await login(t.app, 'staff@flora.test')).access;
  });

  it.each<[string, Request, string | undefined]>([
    ['U+0000 in ?__impersonate= (read before validation)', () => ({ method: 'GET', url: '/api/v1/user-tests/FLDEMO0001/?__impersonate=%00x', headers: bearer(staff) }), undefined],
    ['U+0000 in a query value', () => ({ method: 'GET', url: '/api/v1/consult-intake/medications/?search=a%00', headers: bearer(demo) }), undefined],
    ['U+0000 in a body field without a text format', () => ({ method: 'POST', url: '/api/v1/consult-intake/', payload: { consult_uid: 'c0a80001\u0000' }, headers: bearer(demo) }), 'consult_uid'],
    ['an id beyond 32 bits (calendar treatment)', () => ({ method: 'PATCH', url: '/api/v1/calendar-treatments/2147483648/', payload: { adjustment_type: 'skip' }, headers: bearer(demo) }), 'id'],
    ['an id beyond 32 bits (treatment interruption)', () => ({ method: 'DELETE', url: '/api/v1/treatment-interruption/9728837006/', headers: bearer(demo) }), 'id'],
    ['an id beyond 32 bits (lab order intake)', () => ({ method: 'GET', url: '/api/v1/lab-order-intake/90291154120/address/', headers: bearer(demo) }), 'id'],
    ['an id beyond 32 bits (plan item)', () => ({ method: 'PATCH', url: '/api/v1/user-tests/FLDEMO0001/plan-items/4294967296/', payload: { done: true }, headers: bearer(demo) }), 'id'],
  ])('%s', async (_name, request, field) => {
    const before = await snapshotCounts(t.db);
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(400);
    expect(json(res).field).toBe(field);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});
