import { auditSince, lastAuditId } from './helpers/audit';
import { call, createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/research-consent/';
const EMAIL = 'noconsent@flora.test';

async function consentOf(access: string): Promise<boolean> {
  const res = await get(t.app, '/api/v1/user-config/', access);
  expect(res.statusCode).toBe(200);
  return json(res).consentCompleted.research;
}

const userRow = () => t.db.selectFrom('users').select(['research_consent', 'updated_at']).where('email', '=', EMAIL).executeTakeFirstOrThrow();

describe('POST /api/v1/research-consent/', () => {
  it('gives consent, user-config then reports it, and the change is audited', async () => {
    const { access } = await login(t.app, EMAIL);
    expect(await consentOf(access)).toBe(false);
    const since = await lastAuditId(t.app);

    const res = await call(t.app, 'POST', URL, access, { research_consent: true });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ research_consent: true });
    expect(await consentOf(access)).toBe(true);

    const entries = await auditSince(t.app, EMAIL, since);
    expect(entries.filter((e) => e.object_type === 'research_consent')).toEqual([
      expect.objectContaining({ action: 'update', object_id: null, route: 'POST /api/v1/research-consent/', via: 'api' }),
    ]);
  });

  it('withdraws with false, and giving it again is idempotent', async () => {
    const { access } = await login(t.app, EMAIL);
    expect(json(await call(t.app, 'POST', URL, access, { research_consent: false }))).toEqual({ research_consent: false });
    expect(await consentOf(access)).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, 'POST', URL, access, { research_consent: true });
      expect(res.statusCode).toBe(200);
    }
    expect(await consentOf(access)).toBe(true);
  });

  it('answers 401 without a token and writes nothing', async () => {
    const before = await userRow();
    const since = await lastAuditId(t.app);
    const res = await call(t.app, 'POST', URL, null, { research_consent: true });
    expect(res.statusCode).toBe(401);
    expect(json(res).detail).toEqual(expect.any(String));
    expect(await userRow()).toEqual(before);
    expect(await lastAuditId(t.app)).toBe(since);
  });

  it.each([
    ['an empty body', {}],
    ['a string', { research_consent: 'yes' }],
    ['null', { research_consent: null }],
    ['an unknown field', { research_consent: false, share_with: 'everyone' }],
  ])('answers 400 {detail} for %s and writes nothing', async (_name, body) => {
    const { access } = await login(t.app, EMAIL);
    const before = await userRow();
    const since = await lastAuditId(t.app);
    const res = await call(t.app, 'POST', URL, access, body);
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toEqual(expect.any(String));
    expect(await userRow()).toEqual(before);
    expect(await lastAuditId(t.app)).toBe(since);
  });

  it('refuses an impersonated write and writes nothing', async () => {
    const before = await userRow();
    const staff = await login(t.app, 'staff@flora.test');
    const res = await call(t.app, 'POST', `${URL}?__impersonate=${EMAIL}`, staff.access, { research_consent: !before.research_consent });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await userRow()).toEqual(before);
  });
});
