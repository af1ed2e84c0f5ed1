// GET /api/v1/access-log/: the caller's own audit entries in plain terms, across the role matrix.
import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Entry {
  id: number;
  at: string;
  who: { kind: string; name: string; impersonating: boolean };
  what: { type: string; id: string | null; label: string };
  how: string;
}
const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function logOf(access: string, query = '') {
  const res = await get(t.app, `/api/v1/access-log/${query}`, access);
  expect(res.statusCode).toBe(200);
  return json(res) as { results: Entry[]; next_before: number | null };
}

describe('GET /api/v1/access-log/', () => {
  it('shows the patient her own read of her results, newest first', async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/initial-results/', demo)).statusCode).toBe(200);
    const { results } = await logOf(demo);
    expect(results[0]).toMatchObject({ who: { kind: 'you', name: 'Dana Demo', impersonating: false }, what: { type: 'test', id: 'FLDEMO0001' }, how: 'read' });
    const ids = results.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('names a provider she released a test to', async () => {
    const provider = (await login(t.app, 'provider@flora.test')).access;
    expect((await get(t.app, '/api/v1/provider/patient-tests/FLDEMO0002/', provider)).statusCode).toBe(200);
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const [first] = (await logOf(demo)).results;
    expect(first).toMatchObject({ who: { kind: 'provider', impersonating: false }, what: { type: 'test', id: 'FLDEMO0002' }, how: 'read' });
    expect(first.who.name).not.toBe('Dana Demo');
  });

  it('shows a clinician by name when staff reads her consult through the clinician API', async () => {
    const staff = (await login(t.app, 'staff@flora.test')).access;
    expect((await get(t.app, '/api/internal/clinician/consults/c0a80001-demo-4000-8000-000000000001/', staff)).statusCode).toBe(200);
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const [first] = (await logOf(demo)).results;
    expect(first).toMatchObject({ who: { kind: 'clinician', impersonating: false }, what: { type: 'consult', id: 'c0a80001-demo-4000-8000-000000000001' }, how: 'read' });
  });

  it('shows an impersonating staff member as such, by name', async () => {
    const staff = (await login(t.app, 'staff@flora.test')).access;
    expect((await get(t.app, '/api/v1/user-tests/current/?__impersonate=demo@flora.test', staff)).statusCode).toBe(200);
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const [first] = (await logOf(demo)).results;
    expect(first.who).toMatchObject({ kind: 'staff', impersonating: true });
    expect(first.who.name).not.toBe('Dana Demo');
  });

  it("logs health-data access, not the patient's own cart reads; a staff member reading her consult's cart is logged", async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    // demo@'s carts include one checked out with her consult.
    for (let i = 0; i < 3; i++) expect((await get(t.app, '/api/v1/cart/', demo)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/initial-results/', demo)).statusCode).toBe(200);
    const mine = (await logOf(demo)).results;
    expect(mine[0]).toMatchObject({ who: { kind: 'you' }, what: { type: 'test', id: 'FLDEMO0001' } });
    expect(mine.filter((e) => e.what.label === 'cart')).toEqual([]);

    const staff = (await login(t.app, 'staff@flora.test')).access;
    expect((await get(t.app, '/api/v1/cart/?__impersonate=demo@flora.test', staff)).statusCode).toBe(200);
    expect((await logOf(demo)).results[0]).toMatchObject({ who: { kind: 'staff', impersonating: true }, what: { label: 'cart' }, how: 'read' });
  });

  it('calls a PDF download an export', async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/results.pdf', demo)).statusCode).toBe(200);
    const [first] = (await logOf(demo)).results;
    expect(first).toMatchObject({ who: { kind: 'you' }, how: 'export', what: { type: 'test' } });
  });

  it("never shows another user's entries: each caller sees only entries about herself", async () => {
    const demoId = await userId('demo@flora.test');
    for (const email of ['new@flora.test', 'provider@flora.test', 'staff@flora.test', 'partner@flora.test']) {
      const access = (await login(t.app, email)).access;
      const { results } = await logOf(access, '?limit=100');
      const ids = results.map((e) => e.id);
      if (ids.length === 0) continue;
      const rows = await t.db.selectFrom('audit_log').select(['id', 'subject_user_id']).where('id', 'in', ids).execute();
      const own = await userId(email);
      expect(rows.every((r) => r.subject_user_id === own && r.subject_user_id !== demoId)).toBe(true);
    }
    // The staff member who read demo's data sees none of it in her own log.
    const staff = (await login(t.app, 'staff@flora.test')).access;
    expect((await logOf(staff, '?limit=100')).results.some((e) => e.what.id === 'FLDEMO0001' || e.what.id === 'FLDEMO0002')).toBe(false);
  });

  it('pages with limit and before (next_before null on the last page)', async () => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const first = await logOf(demo, '?limit=2');
    expect(first.results).toHaveLength(2);
    expect(first.next_before).toBe(first.results[1].id);
    const second = await logOf(demo, `?limit=2&before=${first.next_before}`);
    expect(second.results[0].id).toBeLessThan(first.results[1].id);
    const all = await logOf(demo, '?limit=100');
    const last = await logOf(demo, `?limit=100&before=${all.results[all.results.length - 1].id}`);
    expect(last).toEqual({ results: [], next_before: null });
  });

  it.each([
    ['limit 0', '?limit=0'],
    ['limit above 100', '?limit=101'],
    ['a bad cursor', '?before=abc'],
    ['an unknown filter', '?subject=demo@flora.test'],
  ])('refuses %s with 400 {detail}', async (_what, query) => {
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const res = await get(t.app, `/api/v1/access-log/${query}`, demo);
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    expect((await get(t.app, '/api/v1/access-log/')).statusCode).toBe(401);
  });
});

describe('every read by a staff member viewing the app as her is in her access log (issue 28.10)', () => {
  it.each([
    ['her profile', '/api/v1/user/profile/'],
    ['her access log itself', '/api/v1/access-log/'],
  ])('%s', async (_what, path) => {
    const staff = (await login(t.app, 'staff@flora.test')).access;
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const before = (await logOf(demo)).results[0].id;
    expect((await get(t.app, `${path}?__impersonate=demo@flora.test`, staff)).statusCode).toBe(200);
    const fresh = (await logOf(demo)).results.filter((e) => e.id > before);
    expect(fresh).toEqual([expect.objectContaining({ who: expect.objectContaining({ kind: 'staff', impersonating: true }), how: 'read' })]);
  });

  it('a route that audits its objects itself gets no second entry; a refused read gets none', async () => {
    const staff = (await login(t.app, 'staff@flora.test')).access;
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const before = (await logOf(demo)).results[0].id;
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/?__impersonate=demo@flora.test', staff)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/user-tests/NOSUCHTEST/?__impersonate=demo@flora.test', staff)).statusCode).toBe(404);
    const fresh = (await logOf(demo)).results.filter((e) => e.id > before);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((e) => e.what.type === 'test' && e.who.impersonating)).toBe(true);
  });
});

describe("a staff member reading the outbox leaves an entry in each recipient's access log", () => {
  it('names the emails to her she read, and only hers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email: 'demo@flora.test' } })).statusCode).toBe(200);
    const staff = (await login(t.app, 'staff@flora.test')).access;
    const demo = (await login(t.app, 'demo@flora.test')).access;
    const before = (await logOf(demo)).results[0].id;
    const res = await get(t.app, '/api/internal/outbox/?to=DEMO@flora.test', staff);
    expect(res.statusCode).toBe(200);
    const emails = json(res) as { id: number }[];
    expect(emails.length).toBeGreaterThan(0);
    const fresh = (await logOf(demo)).results.filter((e) => e.id > before);
    expect(fresh.map((e) => Number(e.what.id)).sort()).toEqual(emails.map((e) => e.id).sort());
    expect(fresh.every((e) => e.who.kind === 'staff' && e.what.label === 'email sent to you' && e.how === 'read')).toBe(true);

    const newcomer = (await login(t.app, 'new@flora.test')).access;
    const newBefore = (await logOf(newcomer)).results[0]?.id ?? 0;
    expect((await get(t.app, '/api/internal/outbox/?to=demo@flora.test', staff)).statusCode).toBe(200);
    expect((await logOf(newcomer)).results.filter((e) => e.id > newBefore)).toEqual([]);
  });
});
