import { toCurrentUser } from '@flora/shared/domain';
import { createTestApp, get, json, login, post, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_ACCOUNTS = [
  'demo',
  'new',
  'unverified',
  'noconsent',
  'partner',
  'provider',
  'pending-provider',
  'staff',
].map((n) => `${n}@flora.test`);

async function userConfig(email: string) {
  const { access } = await login(t.app, email);
  const res = await get(t.app, '/api/v1/user-config/', access);
  expect(res.statusCode).toBe(200);
  return json(res);
}

describe('GET /api/v1/user-config/', () => {
  it.each(DEMO_ACCOUNTS)('has exactly the fields and types of CurrentUser for %s', async (email) => {
    const body = await userConfig(email);
    // toCurrentUser fills every field of the type from loose data: equal means nothing missing,
    // nothing extra and every value of the right type.
    expect(body).toEqual(toCurrentUser(body));
    expect(body.email).toBe(email);
    expect(body.username).toBe(email);
    expect(body.env).toEqual({ name: 'test', frontend_url: 'http://localhost:3000' });
  });

  it('reflects each demo account', async () => {
    const demo = await userConfig('demo@flora.test');
    expect(demo).toMatchObject({
      emailVerified: true,
      consentCompleted: { research: true },
      results: { has_ready_test: true },
      tests: { total_test_count: 2 },
      care: { vaginitis: { has_completed_consult: true }, userEligibleForAnyCare: true },
      isProvider: false,
      registrationRoute: 'default',
      features: { plan: true, male_partner_enabled: true, shopAllEnabled: false, newPDP: true },
      coaching: { num_calls_completed: 0, has_used_free_call: false },
    });
    expect(await userConfig('new@flora.test')).toMatchObject({
      results: { has_ready_test: false },
      tests: { total_test_count: 0 },
      care: { vaginitis: { has_completed_consult: false }, userEligibleForAnyCare: false },
    });
    expect((await userConfig('unverified@flora.test')).emailVerified).toBe(false);
    expect((await userConfig('noconsent@flora.test')).consentCompleted.research).toBe(false);
    expect((await userConfig('partner@flora.test')).registrationRoute).toBe('male_partner');
    expect(await userConfig('provider@flora.test')).toMatchObject({
      isProvider: true,
      provider_info: { is_verified: true },
      ecomm: { can_purchase_care: false },
    });
    expect(await userConfig('pending-provider@flora.test')).toMatchObject({ isProvider: true, provider_info: { is_verified: false } });
    expect((await userConfig('staff@flora.test')).is_staff).toBe(true);
    expect((await userConfig('demo@flora.test')).is_staff).toBe(false);
  });

  it('reads feature flags per user over the defaults, and membership from the account', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'new@flora.test').executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_flags')
      .values([
        { user_id: user.id, kind: 'feature', name: 'shopAllEnabled', enabled: true },
        { user_id: user.id, kind: 'experiment', name: 'prominent_onramp', enabled: true },
      ])
      .execute();
    await t.db.updateTable('users').set({ is_member: true }).where('id', '=', user.id).execute();
    const body = await userConfig('new@flora.test');
    expect(body.features.shopAllEnabled).toBe(true);
    expect(body.experiments.prominent_onramp).toBe(true);
    expect(body.subscription.is_member).toBe(true);
    expect((await userConfig('demo@flora.test')).features.shopAllEnabled).toBe(false);
  });

  it('lists published announcements only, newest first; a new one shows within the cache time and a scheduled one on time', async () => {
    const now = t.clock.now().getTime();
    const cacheTime = 30_000; // how long a process keeps the announcements it read
    // Only the ones this test writes (the seed publishes one too).
    await t.db.deleteFrom('announcements').execute();
    const titles = async () => (await userConfig('demo@flora.test')).announcements.map((a: { title: string }) => a.title);
    await titles(); // the process has read the (empty) list
    await t.db
      .insertInto('announcements')
      .values([
        { title: 'Now', message: 'Published', published_at: new Date(now - 1000).toISOString() },
        { title: 'Soon', message: 'Scheduled', published_at: new Date(now + cacheTime + 10_000).toISOString() },
        { title: 'Later', message: 'Not yet', published_at: new Date(now + 86_400_000).toISOString() },
      ])
      .execute();
    t.clock.advance(cacheTime);
    const body = await userConfig('demo@flora.test');
    expect(body.announcements).toEqual([{ id: expect.any(Number), title: 'Now', message: 'Published', published_at: expect.any(String) }]);
    t.clock.advance(15_000); // within the cache time, past Soon's publication
    expect(await titles()).toEqual(['Soon', 'Now']);
  });

  it('refuses unknown query parameters', async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const res = await get(t.app, '/api/v1/user-config/?foo=bar', access);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'Unknown field "foo" is not allowed.', field: 'foo' });
  });
});

describe('concurrent requests (on PostgreSQL the reads of one event-loop turn go to the database together)', () => {
  it("give every user her own answer, and refuse a session revoked just before, whatever else is asked at once", async () => {
    const sessions = await Promise.all(DEMO_ACCOUNTS.map(async (email) => ({ email, ...(await login(t.app, email)) })));
    const alone = await Promise.all(sessions.map(async (s) => [json(await get(t.app, '/api/v1/user-config/', s.access)), json(await get(t.app, '/api/v1/user-tests/', s.access))]));
    const revoked = sessions[1];
    expect((await post(t.app, '/api/token/logout/', { refresh: revoked.refresh, access: revoked.access })).statusCode).toBe(200);

    const together = await Promise.all(
      sessions.flatMap((s) => [get(t.app, '/api/v1/user-config/', s.access), get(t.app, '/api/v1/user-tests/', s.access)]),
    );
    sessions.forEach((s, i) => {
      const [config, tests] = together.slice(2 * i, 2 * i + 2);
      if (s === revoked) {
        expect([config.statusCode, tests.statusCode]).toEqual([401, 401]);
        return;
      }
      expect(json(config)).toEqual(alone[i][0]);
      expect(json(tests)).toEqual(alone[i][1]);
    });
  });
});

describe('impersonation (?__impersonate=)', () => {
  it('lets staff view the API as another user on GET requests', async () => {
    const staff = await login(t.app, 'staff@flora.test');
    const res = await get(t.app, '/api/v1/user-config/?__impersonate=demo%40flora.test', staff.access);
    expect(res.statusCode).toBe(200);
    expect(json(res).email).toBe('demo@flora.test');
    const tests = json(await get(t.app, '/api/v1/user-tests/?__impersonate=demo@flora.test', staff.access));
    expect(tests.map((x: { hash: string }) => x.hash)).toEqual(['FLDEMO0001', 'FLDEMO0002']);
    expect(json(await get(t.app, '/api/v1/user-config/?__impersonate=', staff.access)).email).toBe('staff@flora.test');
    expect((await get(t.app, '/api/v1/user-config/?__impersonate=ghost@flora.test', staff.access)).statusCode).toBe(404);
  });

  it('is refused to non-staff', async () => {
    const demo = await login(t.app, 'demo@flora.test');
    const res = await get(t.app, '/api/v1/user-tests/?__impersonate=new@flora.test', demo.access);
    expect(res.statusCode).toBe(403);
    expect(typeof json(res).detail).toBe('string');
    expect(json(await get(t.app, '/api/v1/user-config/?__impersonate=', demo.access)).email).toBe('demo@flora.test');
  });
});
