import { sql } from 'kysely';
import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function auditOf(subject: string, extra = '') {
  const staff = await login(t.app, 'staff@flora.test');
  const res = await get(t.app, `/api/internal/audit-log/?subject=${encodeURIComponent(subject)}${extra}`, staff.access);
  expect(res.statusCode).toBe(200);
  return json(res) as { action: string; object_type: string; object_id: string; actor_user_id: number; impersonator_user_id: number | null; subject_user_id: number; route: string; via: string }[];
}

describe('the audit log of health-data access', () => {
  it('records who read which test, through which route, and staff can query it', async () => {
    const demo = await login(t.app, 'demo@flora.test');
    expect((await get(t.app, '/api/v1/user-tests/', demo.access)).statusCode).toBe(200);
    // One entry per test listed (newest entry first): demo has FLDEMO0001 and the earlier FLDEMO0002.
    const [second, entry] = await auditOf('demo@flora.test');
    expect(second.object_id).toBe('FLDEMO0002');
    const demoId = await userId('demo@flora.test');
    expect(entry).toMatchObject({
      action: 'read',
      object_type: 'user_test',
      object_id: 'FLDEMO0001',
      actor_user_id: demoId,
      impersonator_user_id: null,
      subject_user_id: demoId,
      route: 'GET /api/v1/user-tests/',
      via: 'api',
    });
  });

  it('records consult reads, one entry per consult', async () => {
    const demo = await login(t.app, 'demo@flora.test');
    await get(t.app, '/api/v1/consults/', demo.access);
    const entries = await auditOf('demo@flora.test', '&object_type=consult');
    expect(entries[0]).toMatchObject({ action: 'read', object_id: 'c0a80001-demo-4000-8000-000000000001', route: 'GET /api/v1/consults/' });
  });

  it('names the staff member behind an impersonated read', async () => {
    const staff = await login(t.app, 'staff@flora.test');
    expect((await get(t.app, '/api/v1/user-tests/current/?__impersonate=demo@flora.test', staff.access)).statusCode).toBe(200);
    const [entry] = await auditOf('demo@flora.test');
    expect(entry).toMatchObject({
      actor_user_id: await userId('demo@flora.test'),
      impersonator_user_id: await userId('staff@flora.test'),
      route: 'GET /api/v1/user-tests/current/',
    });
  });

  it('pages with before and limit, newest first', async () => {
    const all = await auditOf('demo@flora.test');
    const page = await auditOf('demo@flora.test', '&limit=1&before=' + (all[0] as unknown as { id: number }).id);
    expect(page).toHaveLength(1);
    expect((page[0] as unknown as { id: number }).id).toBeLessThan((all[0] as unknown as { id: number }).id);
  });

  it('is for staff only', async () => {
    const demo = await login(t.app, 'demo@flora.test');
    const res = await get(t.app, '/api/internal/audit-log/', demo.access);
    expect(res.statusCode).toBe(403);
    expect(json(res).detail).toBeTruthy();
    expect((await get(t.app, '/api/internal/audit-log/')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown filter', '?colour=red', 400],
    ['a bad limit', '?limit=0', 400],
    ['an unknown action', '?action=steal', 400],
    ['a cursor beyond 32-bit ids', '?before=9999999999999', 400],
    ['an unknown subject', '?subject=nobody@flora.test', 404],
  ])('refuses %s with {detail}', async (_what, query, status) => {
    const staff = await login(t.app, 'staff@flora.test');
    const res = await get(t.app, `/api/internal/audit-log/${query}`, staff.access);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
  });

  it('cannot be rewritten or deleted, even with direct SQL', async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    // The driver's error class comes from another realm than jest's, so read the message directly.
    const refusal = (query: ReturnType<typeof sql>) =>
      query.execute(t.db).then(
        () => 'allowed',
        (error: { message?: string }) => String(error.message),
      );
    expect(await refusal(sql`update audit_log set action = 'read'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(after.n)).toBeGreaterThan(0);
  });
});
