// Issue 31: GET /metrics — per-route request counts and latency (route patterns, never ids or
// emails), rate-limit refusals, database connections and the email outbox backlog; answered to
// loopback and FLORA_METRICS_NETWORKS only, 404 (as an unknown path) to everyone else.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_CONSULT } from '../src/db/seed/demo-data';
import { call, createTestApp, login, post, TEST_CONFIG, type TestApp } from './helpers/test-app';

/** The value of one series in Prometheus text (undefined: absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const parseNetworks = (value: string | undefined) => loadConfig({ FLORA_METRICS_NETWORKS: value }).metricsNetworks;

describe('GET /metrics', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const scrape = async (extra: Partial<InjectOptions> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', ...extra });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp();
    app = await t.buildAnother({ rateLimits: { passwordResetPerAddress: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('counts requests and their latency per route pattern and status, without ids or emails', async () => {
    const demo = await login(app, 'demo@flora.test');
    for (let i = 0; i < 3; i++) expect((await call(app, 'GET', `/api/v1/consults/${DEMO_CONSULT.uid}/`, demo.access)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/v1/consults/${DEMO_CONSULT.uid}/`, null)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/v1/no-such-thing/4711/', null)).statusCode).toBe(404);

    const text = await scrape();
    const consult = 'method="GET",route="/api/v1/consults/:uid/"';
    expect(sample(text, `flora_http_request_duration_seconds_count{${consult},status="200"}`)).toBe(3);
    expect(sample(text, `flora_http_request_duration_seconds_count{${consult},status="401"}`)).toBe(1);
    expect(sample(text, `flora_http_request_duration_seconds_bucket{le="+Inf",${consult},status="200"}`)).toBe(3);
    expect(sample(text, 'flora_http_request_duration_seconds_count{method="POST",route="/api/token/",status="200"}')).toBe(1);
    expect(sample(text, 'flora_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
    for (const personal of [DEMO_CONSULT.uid, 'flora.test', '4711', demo.access]) expect(text).not.toContain(personal);
  });

  it('counts rate-limit refusals per route and the outbox backlog', async () => {
    const waiting = (text: string) => sample(text, 'flora_email_outbox{state="waiting"}')!;
    const before = await scrape();
    const reset = '/api/v1/password_reset/';
    expect((await post(app, reset, { email: 'demo@flora.test' })).statusCode).toBe(200);
    expect((await post(app, reset, { email: 'demo@flora.test' })).statusCode).toBe(429);
    expect((await post(app, reset, { email: 'demo@flora.test' })).statusCode).toBe(429);
    const after = await scrape();
    expect(sample(after, `flora_rate_limit_refusals_total{route="${reset}"}`)).toBe(2);
    expect(waiting(after)).toBe(waiting(before) + 1);
    expect(sample(after, 'flora_email_outbox{state="failed"}')).toBe(0);
  });

  it('shows the database connections of the process', async () => {
    const text = await scrape();
    const total = sample(text, 'flora_db_pool_connections{state="total"}')!;
    const idle = sample(text, 'flora_db_pool_connections{state="idle"}')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeLessThanOrEqual(total);
    if (t.database.dialect === 'postgres') expect(sample(text, 'flora_db_pool_connections{state="waiting"}')).toBe(0);
    else expect(total).toBe(2);
  });

  describe('who may scrape', () => {
    let networked: FastifyInstance;
    beforeAll(async () => {
      const config = { ...TEST_CONFIG, photoIdDir: t.photoIdDir, metricsNetworks: parseNetworks('10.1.2.0/24, fd00:5::/64') };
      networked = await buildApp({ db: t.db, logger: false, config });
    });
    afterAll(() => networked.close());
    const status = async (on: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
      (await on.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })).statusCode;

    it('loopback only, by default; anyone else gets the 404 of an unknown path', async () => {
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(await status(app, address)).toBe(200);
      for (const address of ['10.1.2.3', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1']) expect(await status(app, address)).toBe(404);
      const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
      const unknown = await app.inject({ method: 'GET', url: '/no-such-path', remoteAddress: '203.0.113.9' });
      expect(refused.body).toBe(unknown.body.replace('/no-such-path', '/metrics'));
      // Not even a malformed scrape tells it apart.
      const malformed = await app.inject({ method: 'GET', url: '/metrics?page=2', remoteAddress: '203.0.113.9' });
      const unknownWithQuery = await app.inject({ method: 'GET', url: '/no-such-path?page=2', remoteAddress: '203.0.113.9' });
      expect([malformed.statusCode, malformed.body]).toEqual([404, unknownWithQuery.body.replace('/no-such-path', '/metrics')]);
    });

    it('also the networks of FLORA_METRICS_NETWORKS', async () => {
      for (const address of ['127.0.0.1', '10.1.2.3', '::ffff:10.1.2.200', 'fd00:5::17']) expect(await status(networked, address)).toBe(200);
      for (const address of ['10.1.3.1', 'fd00:6::17', '192.168.1.20']) expect(await status(networked, address)).toBe(404);
    });

    it('never a request relayed by a proxy, even from loopback (a balancer on the same machine)', async () => {
      expect(await status(app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
      expect(await status(app, '127.0.0.1', { forwarded: 'for=127.0.0.1' })).toBe(404);
      expect(await status(networked, '10.1.2.3', { 'x-real-ip': '10.1.2.3' })).toBe(404);
    });
  });
});

describe('FLORA_METRICS_NETWORKS', () => {
  it('reads CIDRs and bare addresses', () => {
    expect(parseNetworks(undefined)).toEqual([]);
    expect(parseNetworks(' 10.0.5.0/24 ,fd00::/64, 192.168.1.9')).toEqual([
      { address: '10.0.5.0', prefix: 24, family: 'ipv4' },
      { address: 'fd00::', prefix: 64, family: 'ipv6' },
      { address: '192.168.1.9', prefix: 32, family: 'ipv4' },
    ]);
  });

  it.each(['10.0.5.0/33', 'fd00::/129', 'example.org', '10.0.5/24', '10.0.0.0/8/1', '10.0.0.0/-1'])('refuses %p', (value) => {
    expect(() => parseNetworks(value)).toThrow(/FLORA_METRICS_NETWORKS must list CIDRs/);
  });
});
