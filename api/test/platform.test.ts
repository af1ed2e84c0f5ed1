import { countRows, createTestApp, get, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { DEMO_USERS } from '../src/db/seed/demo-data';
import { PROVIDER_PATIENTS, USED_PROVIDER_TEST_TOKEN } from '../src/db/seed/provider-seed';
import { migrateToLatest } from '../src/db/migrate';
import { deleteStaleRows } from '../src/db/housekeeping';
import { sql } from 'kysely';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers ok when the database answers and has every migration', async () => {
    const res = await get(t.app, '/api/ready');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it('answers 503 while a migration of this build is not applied, and ok again once it is', async () => {
    // Forget the last migration, as a database that a newer build's node reaches before it is migrated.
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const [{ name, timestamp }] = rows;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await get(t.app, '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ detail: 'Database schema out of date: 1 migration(s) not applied.' });
      expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.db);
    }
    expect((await get(t.app, '/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 {detail} when the database does not answer', async () => {
    const other = await createTestApp();
    await other.db.destroy();
    const res = await get(other.app, '/api/ready');
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({ detail: 'Database unavailable.' });
    await other.close();
  });
});

describe('CORS', () => {
  it("allows the platform's own origins", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/token/',
      headers: {
        origin: 'http://localhost:3004',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3004');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const simple = await get(t.app, '/api/health', undefined, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  it('gives other origins no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3999', 'null']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/token/',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await get(t.app, '/api/health', undefined, { headers: { origin } });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('OpenAPI', () => {
  const EXPECTED = [
    ['post', '/api/token/'],
    ['post', '/api/token/refresh/'],
    ['post', '/api/token/logout/'],
    ['post', '/api/v1/register/'],
    ['get', '/api/v1/user-config/'],
    ['post', '/api/v1/password_reset/'],
    ['post', '/api/v1/password_reset/validate_token/'],
    ['post', '/api/v1/password_reset/confirm/'],
    ['post', '/api/v1/email-verification/'],
    ['post', '/api/v1/email-verification-confirm/'],
    ['get', '/api/v1/user-tests/'],
    ['get', '/api/v1/user-tests/current/'],
    ['get', '/api/v1/user-tests/latest_ready/'],
    ['get', '/api/v1/consults/'],
    ['get', '/api/v1/products/all-products/'],
    ['get', '/api/internal/outbox/'],
    ['get', '/api/health'],
    // SPEC §7 Tests
    ['post', '/api/v1/user-tests/'],
    ['get', '/api/v1/user-tests/{hash}/'],
    ['get', '/api/v1/user-tests/{hash}/initial-results/'],
    ['get', '/api/v1/user-tests/{hash}/problems-summary/'],
    ['get', '/api/v1/user-tests/{hash}/recommended-products/'],
    ['get', '/api/v1/user-tests/{hash}/a-la-care-recommendations/'],
    ['get', '/api/v1/user-tests/{hash}/treatment-recommendations/'],
    ['get', '/api/v1/user-tests/{hash}/treatment-recommendations-lightweight/'],
    ['get', '/api/v1/user-tests/{hash}/results.pdf'],
    ['get', '/api/v1/user-tests/all-available-treatments-lightweight/'],
    ['post', '/api/v1/user-tests/{hash}/consent/'],
    ['post', '/api/v1/user-tests/{hash}/sample/'],
    ['post', '/api/v1/user-tests/{hash}/submit/'],
    ['post', '/api/v1/user-tests/{hash}/provider-release/'],
    ['post', '/api/v1/user-tests/{hash}/checkout/'],
    ['post', '/api/v1/user-tests/{hash}/ungated-checkout/'],
    ['post', '/api/v1/user-tests/retest-checkout/'],
    ['get', '/api/v1/lab-order-intake/{id}/address/'],
    ['put', '/api/v1/lab-order-intake/{id}/'],
    ['patch', '/api/v1/lab-order-intake/{id}/'],
    // SPEC §7 Consults
    ['post', '/api/v1/consults/'],
    ['get', '/api/v1/consults/{uid}/'],
    ['patch', '/api/v1/consults/{uid}/'],
    ['get', '/api/v1/consults/{uid}/checkout_url/'],
    ['get', '/api/v1/consults/{uid}/treatment_plan/'],
    ['post', '/api/v1/consults/{uid}/treatment_start_date/'],
    ['patch', '/api/v1/consults/{uid}/reset-calendar/'],
    ['get', '/api/v1/consults/{uid}/recommended-products/'],
    ['post', '/api/v1/consults/{uid}/cross-sell-checkout-url/'],
    ['get', '/api/v1/consults/{uid}/messages/'],
    ['post', '/api/v1/consults/{uid}/messages/'],
    ['get', '/api/v1/consults/order/'],
    // SPEC §7 Intake
    ['get', '/api/v1/consult-intake/medications/'],
    ['post', '/api/v1/consult-intake/'],
    ['get', '/api/v1/consult-intake/{id}/'],
    ['patch', '/api/v1/consult-intake/{id}/'],
    ['post', '/api/v1/consult-intake/{id}/submit/'],
    ['post', '/api/v1/consult-intake/{id}/agree_to_terms/'],
    ['post', '/api/v1/consult-intake/{id}/consent_to_ungated_rx_terms/'],
    ['post', '/api/v1/consult-intake/{id}/consent_to_not_trying_to_conceive/'],
    ['get', '/api/v1/consult-intake/{id}/pharmacies/'],
    ['get', '/api/v1/consult-intake/{id}/address-info/'],
    // issue 14: the photo ID (the patient uploads it, staff read it)
    ['put', '/api/v1/consult-intake/{id}/photo-id/'],
    ['get', '/api/internal/clinician/consults/{uid}/photo-id/'],
    // SPEC §7 Other
    ['post', '/api/v1/treatment-interruption/'],
    ['put', '/api/v1/treatment-interruption/{id}/'],
    ['delete', '/api/v1/treatment-interruption/{id}/'],
    ['get', '/api/v1/calendar-treatments/adjustment-reason-options/'],
    ['patch', '/api/v1/calendar-treatments/{id}/'],
    ['get', '/api/v1/faqs/'],
    ['get', '/api/v1/products/{id}/'],
    // SPEC §7 Cart
    ['post', '/api/v1/cart/'],
    ['get', '/api/v1/cart/'],
    ['get', '/api/v1/cart/{id}/'],
    ['post', '/api/v1/cart/{id}/items/'],
    ['post', '/api/v1/cart/{id}/items/delete/'],
    ['post', '/api/v1/cart/{id}/checkout/'],
    // SPEC §7 Orders, and the sandbox payment provider behind every checkout_url
    ['get', '/api/v1/orders/'],
    ['post', '/api/v1/orders/process'],
    ['put', '/api/v1/orders/attach'],
    ['get', '/api/v1/checkout/{checkout_id}/'],
    ['post', '/api/v1/checkout/{checkout_id}/pay/'],
    ['post', '/api/v1/checkout/{checkout_id}/decline/'],
    // SPEC §7 Orders and Auth: male-partner checkout, order-transfer verification
    ['post', '/api/v1/male-partner-checkout/'],
    ['get', '/api/v1/order-transfer-verification/'],
    ['post', '/api/v1/order-transfer-verification/'],
    ['post', '/api/v1/order-transfer-verification-confirm/'],
    ['post', '/api/v1/account-order-transfer-verification-confirm/'],
    // SPEC §7 Auth (provider) and the provider portal (SPEC §2.5)
    ['post', '/api/v1/provider/register/'],
    ['get', '/api/v1/provider-test/{token}/'],
    ['post', '/api/v1/provider-test/{token}/'],
    ['get', '/api/v1/provider/intake/'],
    ['put', '/api/v1/provider/intake/'],
    ['patch', '/api/v1/provider/intake/'],
    ['get', '/api/v1/provider/resources/'],
    ['get', '/api/v1/provider/resources/{file}'],
    ['get', '/api/v1/provider/orders/'],
    ['post', '/api/v1/provider/orders/'],
    ['post', '/api/v1/provider/orders/{uid}/checkout/'],
    ['get', '/api/v1/provider/patient-tests/{hash}/results.pdf'],
    // SPEC §7 Other: subscriptions, the customer portal, membership (My Account)
    ['get', '/api/v1/subscription/exists/'],
    ['get', '/api/v1/subscription/portal-link/'],
    ['get', '/api/v1/subscription/'],
    ['get', '/api/v1/subscriptions/'],
    ['post', '/api/v1/subscription/next-charge/'],
    ['post', '/api/v1/subscription/next-charge-with-discount/'],
    ['post', '/api/v1/subscription/swap/'],
    ['get', '/api/v1/subscription/portal/{token}/'],
    ['post', '/api/v1/subscription/portal/{token}/skip/'],
    ['post', '/api/v1/subscription/portal/{token}/swap/'],
    ['post', '/api/v1/subscription/portal/{token}/cancel/'],
    ['get', '/api/v1/membership/'],
    ['post', '/api/v1/membership/upgrade/'],
    ['post', '/api/v1/membership/downgrade/'],
    ['post', '/api/v1/membership/cancel/'],
    // the back office
    ['get', '/api/internal/audit-log/'],
    ['post', '/api/internal/lab/tests/{hash}/receive/'],
    ['post', '/api/internal/lab/tests/{hash}/results/'],
    ['post', '/api/internal/clinician/consults/{uid}/pick-up/'],
    ['get', '/api/internal/clinician/consults/{uid}/intake/'],
    ['get', '/api/internal/providers/pending/'],
    ['post', '/api/internal/providers/{id}/verify/'],
    // issue 26: announcements
    ['get', '/api/internal/announcements/'],
    ['post', '/api/internal/announcements/'],
    ['patch', '/api/internal/announcements/{id}/'],
    ['post', '/api/internal/announcements/{id}/withdraw/'],
    ['post', '/api/v1/announcements/{id}/dismiss/'],
    // issue 26: coaching calls
    ['get', '/api/v1/coaching/'],
    ['get', '/api/v1/coaching/slots/'],
    ['post', '/api/v1/coaching/bookings/'],
    ['post', '/api/v1/coaching/bookings/{id}/reschedule/'],
    ['post', '/api/v1/coaching/bookings/{id}/cancel/'],
    ['get', '/api/internal/coaching/slots/'],
    ['post', '/api/internal/coaching/slots/'],
    ['delete', '/api/internal/coaching/slots/{id}/'],
  ];

  it('lists every route at /api/docs/json, each with a description', async () => {
    const res = await get(t.app, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of EXPECTED) {
      expect(`${method} ${path} ${doc.paths[path]?.[method] ? 'documented' : 'missing'}`).toBe(`${method} ${path} documented`);
    }
    for (const [path, ops] of Object.entries<Record<string, { description?: string }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(`${method} ${path}: ${op.description ?? ''}`).toMatch(/: \S/);
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  // Issue 28.12 (the schema fuzzer checks every answer against the document: schema-fuzz.test.ts).
  it('documents the answers every route of a kind may give, and the content types of the pages', async () => {
    const doc = json(await get(t.app, '/api/docs/json'));
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    const types = (path: string, method: string, status: number) => Object.keys(doc.paths[path][method].responses[status].content ?? {});
    expect(statuses('/api/v1/user-tests/{hash}/', 'get')).toEqual(expect.arrayContaining(['400', '401', '403', '404', '414']));
    expect(statuses('/api/v1/consults/{uid}/messages/', 'post')).toEqual(expect.arrayContaining(['400', '401', '403', '413', '414', '415']));
    expect(statuses('/api/health', 'get')).toContain('400');
    expect(types('/api/static/products/{file}', 'get', 200)).toEqual(['image/svg+xml']);
    expect(types('/api/v1/subscription/portal/{token}/', 'get', 404)).toEqual(['application/json', 'text/html']);
    expect(types('/api/v1/checkout/{checkout_id}/pay/', 'post', 409)).toEqual(['application/json', 'text/html']);
    expect(doc.info.description.replace(/\s+/g, ' ')).toContain('10 attempts per 15 minutes are free, then each further attempt must wait 1, 2, 4, 8, 16, 30, then 60 seconds after the one before');
  });

  it('serves Swagger UI from local assets, no CDN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/unpkg|jsdelivr|cdnjs|googleapis/);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
      expect(asset.statusCode).toBe(200);
    }
  });
});

describe('robustness: no route answers 500 to malformed input', () => {
  const BODIES = ['{', '[]', '"x"', '1', 'null', 'true', '{"a":{"b":[1,2,{"c":null}]}}', '{"username":["x"],"password":{}}', 'x'.repeat(70_000)];

  it('answers 4xx {detail} (never 5xx) on every route for malformed bodies, queries and tokens', async () => {
    const doc = json(await get(t.app, '/api/docs/json'));
    // Signed in as someone else than the owner of the objects in the paths: past validation, the
    // handlers answer 404, so nothing may be written.
    const { access } = await login(t.app, 'new@flora.test');
    // The caller's own active cart exists, so get-or-create (POST /api/v1/cart/ with a null body) writes nothing.
    await post(t.app, '/api/v1/cart/', undefined, { headers: { authorization: `Bearer ${access}` } });
    // The caller dismissed the seeded announcement (id 1), so a repeat (a null body) writes nothing.
    expect((await post(t.app, '/api/v1/announcements/1/dismiss/', undefined, { headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(204);
    // A live portal link of demo@flora.test, so the portal forms are reached past the token.
    const demo = await login(t.app, 'demo@flora.test');
    const portal = json(await get(t.app, '/api/v1/subscription/portal-link/', demo.access)).data.url as string;
    const before = await snapshotCounts(t.db);
    for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
      // Real objects (demo@flora.test's), so handlers past validation are reached too.
      const url = path
        .replace('{file}', path.includes('/resources/') ? 'understanding-results.pdf' : 'op-4.svg')
        .replace('{token}', USED_PROVIDER_TEST_TOKEN)
        .replace('{hash}', 'FLDEMO0001')
        .replace('{uid}', 'c0a80001-demo-4000-8000-000000000001')
        .replace('{token}', new URL(portal).pathname.split('/').at(-2)!)
        .replace('{id}', '1');
      for (const method of Object.keys(ops).map((m) => m.toUpperCase()) as ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[]) {
        for (const auth of [undefined, `Bearer ${access}`, 'Bearer x.y.z']) {
          const headers: Record<string, string> = auth ? { authorization: auth } : {};
          if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
            for (const payload of BODIES) {
              const res = await t.app.inject({ method, url, payload, headers: { ...headers, 'content-type': 'application/json' } });
              // JSON null counts as "no body", which the empty-body routes accept
              const expected = payload === 'null' ? /-> [24]\d\d$/ : /-> 4\d\d$/;
              expect(`${method} ${url} ${payload.slice(0, 30)} -> ${res.statusCode}`).toMatch(expected);
              if (res.statusCode >= 400) expect(typeof json(res).detail).toBe('string');
            }
          }
          for (const query of ['?x=1', '?__impersonate[]=a', '?a=%ZZ']) {
            const res = await t.app.inject({ method, url: url + query, headers });
            expect(`${method} ${url}${query} -> ${res.statusCode}`).not.toMatch(/-> 5\d\d$/);
          }
        }
      }
    }
    const after = await snapshotCounts(t.db);
    // only login's own counters and sessions may change (none of these bodies is valid)
    expect({ ...after, rate_limit_counters: 0 }).toEqual({ ...before, rate_limit_counters: 0 });
  });

  it('answers 404 {detail} for unknown paths', async () => {
    const res = await get(t.app, '/api/v1/nope/');
    expect(res.statusCode).toBe(404);
    expect(typeof json(res).detail).toBe('string');
  });
});

describe('migrations and seed', () => {
  it('are idempotent', async () => {
    const users = await countRows(t.db, 'users');
    expect(await migrateToLatest(t.db)).toEqual([]);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(users).toBe(DEMO_USERS.length + PROVIDER_PATIENTS.length);
  });

  it('housekeeping deletes only rows that no longer decide anything', async () => {
    const pair = await login(t.app, 'new@flora.test');
    await deleteStaleRows(t.db, t.clock.now());
    expect((await get(t.app, '/api/v1/user-config/', pair.access)).statusCode).toBe(200);
    expect((await post(t.app, '/api/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(200);
    await deleteStaleRows(t.db, new Date(t.clock.now().getTime() + 8 * 86_400_000));
    expect(await countRows(t.db, 'refresh_tokens')).toBe(0);
    expect(await countRows(t.db, 'users')).toBe(DEMO_USERS.length + PROVIDER_PATIENTS.length);
  });

  it('never logs secrets (logger redacts authorization and bodies)', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const app = await t.buildAnother({ logger: { level: 'trace', stream } });
    await post(app, '/api/token/', { username: 'demo@flora.test', password: 'flora-demo-2026' }, { headers: { authorization: 'Bearer SECRET-TOKEN' } });
    app.log.info({ req: { headers: { authorization: 'Bearer SECRET-TOKEN' } }, body: { password: 'flora-demo-2026' } }, 'probe');
    const all = lines.join('\n');
    expect(all).toContain('probe');
    expect(all).not.toContain('flora-demo-2026');
    expect(all).not.toContain('SECRET-TOKEN');
  });
});
