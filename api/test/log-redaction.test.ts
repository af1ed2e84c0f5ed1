// Issue 28.9: URLs carry capabilities and emails; the request log (info level) never shows them.
import { serializeRequest } from '../src/common/log-redaction';
import { call, createTestApp, json, login, type TestApp } from './helpers/test-app';

describe('the request log redacts secret URL values by name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a run of requests leaves no token or email in the log', async () => {
    const lines: string[] = [];
    const app = await t.buildAnother({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const demo = await login(app, 'demo@flora.test');
    const staff = await login(app, 'staff@flora.test');
    const portalUrl = new URL(json(await call(app, 'GET', '/api/v1/subscription/portal-link/', demo.access)).data.url);
    const portalToken = portalUrl.pathname.split('/').at(-2)!;
    expect(portalToken.length).toBeGreaterThan(10);
    expect((await app.inject({ method: 'GET', url: portalUrl.pathname })).statusCode).toBe(200);
    await call(app, 'GET', '/api/v1/consults/order/?checkout_id=KNOWN-CHECKOUT-ID&checkout_token=KNOWN-CHECKOUT-TOKEN', demo.access);
    expect((await call(app, 'GET', '/api/v1/user/profile/?__impersonate=rhea%40flora.test', staff.access)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/internal/outbox/?to=olivia@flora.test', staff.access)).statusCode).toBe(200);
    await call(app, 'GET', '/api/v1/provider-test/KNOWN-PROVIDER-TEST-TOKEN/', null);
    await call(app, 'GET', '/api/v1/checkout/KNOWN-CHECKOUT-PAGE-ID/', null);

    const log = lines.join('\n');
    expect(log).toContain('/api/v1/subscription/portal/[redacted]/');
    expect(log).toContain('__impersonate=[redacted]');
    for (const secret of [portalToken, 'KNOWN-CHECKOUT-ID', 'KNOWN-CHECKOUT-TOKEN', 'rhea', 'olivia', 'KNOWN-PROVIDER-TEST-TOKEN', 'KNOWN-CHECKOUT-PAGE-ID']) {
      expect(log).not.toContain(secret);
    }
  });

  it('matches names however they are encoded, keeps other values', () => {
    const redactUrl = (url: string, params = {}) => serializeRequest({ url, params }).url;
    expect(redactUrl('/a/?%5F%5Fimpersonate=x%40y&limit=5&to')).toBe('/a/?%5F%5Fimpersonate=[redacted]&limit=5&to');
    expect(redactUrl('/a/?%E0%A4%A=1')).toBe('/a/?%E0%A4%A=[redacted]');
    expect(redactUrl('/p/abc/x/', { token: 'abc', id: 'x' })).toBe('/p/[redacted]/x/');
  });
});
