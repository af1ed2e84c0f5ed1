// Membership (My Account: upgrade, downgrade, cancel with a reason, resume): what GET /api/v1/membership/
// offers, the moves and the illegal ones (409), cancelling (the membership runs until the end of
// the paid period, then is_member turns false), resuming before then, and the audit trail of each change.
import { subscriptionHousekeeping } from '../src/features/subscriptions/subscriptions-service';
import { auditSince, lastAuditId } from './helpers/audit';
import { buySubscriptions } from './helpers/subscriptions';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', path: string, access: string | null, body?: unknown) => call(t.app, method, `/api/v1/${path}`, access, body);
const membership = async (access: string) => json(await api('GET', 'membership/', access)).data;
const isMemberInUserConfig = async (access: string) => json(await api('GET', 'user-config/', access)).subscription.is_member;

async function expectRefused(res: Awaited<ReturnType<typeof api>>, status: number, before: Record<string, number>) {
  expect(res.statusCode).toBe(status);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return json(res) as { detail: string; field?: string };
}

describe('GET /api/v1/membership/', () => {
  it("shows demo@flora.test's membership and the moves it allows", async () => {
    expect(await membership(demo)).toEqual({
      is_member: true,
      membership: expect.objectContaining({ slug: 'membership_vmt', status: 'active', price: 119.2 }),
      was_member: false,
      can_upgrade: true,
      can_downgrade: false,
      can_cancel: true,
      can_resume: false,
      can_subscribe: false,
      cancel_reasons: expect.arrayContaining([{ value: 'too-expensive', label: 'It costs too much' }, { value: 'other', label: 'Something else' }]),
    });
    expect(await isMemberInUserConfig(demo)).toBe(true);
  });

  it('shows no membership to someone who is not a member (never 404), and refuses unknown query parameters', async () => {
    const { access } = await login(t.app, 'returning@flora.test');
    expect(await membership(access)).toMatchObject({
      is_member: false,
      membership: null,
      was_member: false,
      can_upgrade: false,
      can_downgrade: false,
      can_cancel: false,
      can_resume: false,
      can_subscribe: true,
    });
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('GET', 'membership/?all=1', access), 400, before);
  });
});

describe('POST /api/v1/membership/upgrade/ and downgrade/', () => {
  it('upgrades to expanded PCR and back, priced from the catalogue, the charge date kept; audited; a repeated move is 409', async () => {
    const since = await lastAuditId(t.app);
    const up = await api('POST', 'membership/upgrade/', demo);
    expect(up.statusCode).toBe(200);
    expect(json(up).data).toMatchObject({ slug: 'membership_expanded_pcr', selling_plan: { id: 'membership_expanded_pcr-quarterly' }, price: 159.2, next_charge_at: '2027-01-31T12:00:00.000Z' });
    expect(await membership(demo)).toMatchObject({ can_upgrade: false, can_downgrade: true });

    let before = await snapshotCounts(t.db);
    expect((await expectRefused(await api('POST', 'membership/upgrade/', demo), 409, before)).detail).toBe(
      'Your membership is already Microbiome Membership + Expanded PCR.',
    );

    const down = await api('POST', 'membership/downgrade/', demo, {});
    expect(down.statusCode).toBe(200);
    expect(json(down).data).toMatchObject({ slug: 'membership_vmt', price: 119.2, next_charge_at: '2027-01-31T12:00:00.000Z' });
    before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'membership/downgrade/', demo), 409, before);

    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'subscription', object_id: String(json(up).data.id), route: 'POST /api/v1/membership/upgrade/' }),
      expect.objectContaining({ action: 'update', object_type: 'subscription', route: 'POST /api/v1/membership/downgrade/' }),
    ]);
  });

  it('upgrades the legacy membership (one way: it cannot be downgraded back to)', async () => {
    const { access } = await login(t.app, 'upsell@flora.test');
    await buySubscriptions(t, 'upsell@flora.test', [{ slug: 'grandfathered_membership_vmt', quantity: 1, is_subscription: true }]);
    expect(await membership(access)).toMatchObject({ can_upgrade: true, can_downgrade: false });
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'membership/downgrade/', access), 409, before);
    expect(json(await api('POST', 'membership/upgrade/', access)).data).toMatchObject({ slug: 'membership_expanded_pcr', price: 159.2 });
  });

  it('refuses a Canadian membership and anyone who is not a member (409), and bodies (400); nothing written', async () => {
    const { access: canadian } = await login(t.app, 'returning@flora.test');
    await buySubscriptions(t, 'returning@flora.test', [{ slug: 'canada_membership_vmt', quantity: 1, is_subscription: true }]);
    const { access: stranger } = await login(t.app, 'new@flora.test');
    const before = await snapshotCounts(t.db);
    for (const path of ['membership/upgrade/', 'membership/downgrade/']) {
      await expectRefused(await api('POST', path, canadian), 409, before);
      expect((await expectRefused(await api('POST', path, stranger), 409, before)).detail).toBe('You are not a member.');
      await expectRefused(await api('POST', path, demo, { to: 'membership_expanded_pcr' }), 400, before);
      expect((await api('POST', path, null)).statusCode).toBe(401);
    }
  });
});

describe('POST /api/v1/membership/resume/', () => {
  const membershipRow = (email: string) =>
    t.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .selectAll('s')
      .where('u.email', '=', email)
      .where('p.kind', '=', 'membership')
      .executeTakeFirstOrThrow();

  async function expectResumeRefused(access: string, detail: string) {
    const before = await snapshotCounts(t.db);
    const row = await membershipRow('demo@flora.test');
    expect((await expectRefused(await api('POST', 'membership/resume/', access), 409, before)).detail).toBe(detail);
    expect(await membershipRow('demo@flora.test')).toEqual(row);
  }

  it('refuses an active membership (409, nothing written)', async () => {
    await expectResumeRefused(demo, 'Your membership is active: there is nothing to resume.');
  });

  it('refuses a body (400) and someone without a membership (409): never touches another member’s cancelled one', async () => {
    expect((await api('POST', 'membership/cancel/', demo, { reason: 'too-expensive' })).statusCode).toBe(200);
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'membership/resume/', demo, { subscription_id: 1 }), 400, before);
    const { access } = await login(t.app, 'prepurchase@flora.test');
    await expectResumeRefused(access, 'You have no membership to resume: become a member in the shop.');
    expect((await membershipRow('demo@flora.test')).status).toBe('cancelled');
  });

  it('resumes the cancelled membership while it runs: the same one, active, charged next when it would have ended; audited; a repeat is 409', async () => {
    // cancelled by the test before
    expect(await membership(demo)).toMatchObject({ membership: { status: 'cancelled' }, can_resume: true, can_subscribe: false, can_cancel: false });
    const cancelled = await membershipRow('demo@flora.test');
    const since = await lastAuditId(t.app);
    const before = await snapshotCounts(t.db);
    const res = await api('POST', 'membership/resume/', demo);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      id: cancelled.id,
      slug: 'membership_vmt',
      status: 'active',
      next_charge_at: '2027-01-31T12:00:00.000Z',
      price: 119.2,
      cancelled_at: null,
      cancel_reason: null,
      cancel_note: null,
      ends_at: null,
    });
    // nothing charged, nothing new: the same subscription row
    expect(await snapshotCounts(t.db)).toEqual({ ...before, audit_log: expect.any(Number) });
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'subscription', object_id: String(cancelled.id), route: 'POST /api/v1/membership/resume/' }),
    ]);
    expect(await membership(demo)).toMatchObject({ is_member: true, membership: { status: 'active' }, can_cancel: true, can_upgrade: true, can_resume: false });
    await expectResumeRefused(demo, 'Your membership is active: there is nothing to resume.');
  });
});

describe('POST /api/v1/membership/cancel/', () => {
  it.each([
    ['no reason', {}],
    ['a reason not on the list', { reason: 'bored' }],
    ['a note that is too long', { reason: 'other', note: 'x'.repeat(501) }],
    ['a note that is not text', { reason: 'other', note: 5 }],
    ['an unknown field', { reason: 'other', refund: true }],
  ])('refuses %s (400) and writes nothing', async (_, body) => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'membership/cancel/', demo, body), 400, before);
  });

  it('refuses someone who is not a member (409)', async () => {
    const { access } = await login(t.app, 'prepurchase@flora.test');
    const before = await snapshotCounts(t.db);
    expect((await expectRefused(await api('POST', 'membership/cancel/', access, { reason: 'other' }), 409, before)).detail).toBe('You are not a member.');
  });

  it('cancels: no more charges, still a member until the end of the paid period, then not; a repeat is 409', async () => {
    const since = await lastAuditId(t.app);
    const res = await api('POST', 'membership/cancel/', demo, { reason: 'too-expensive', note: 'Maybe later' });
    expect(res.statusCode).toBe(200);
    const cancelled = json(res).data;
    expect(cancelled).toMatchObject({
      slug: 'membership_vmt',
      status: 'cancelled',
      cancel_reason: 'too-expensive',
      cancel_note: 'Maybe later',
      cancelled_at: t.clock.now().toISOString(),
      ends_at: '2027-01-31T12:00:00.000Z',
      next_charge_at: null,
    });
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'subscription', object_id: String(cancelled.id), route: 'POST /api/v1/membership/cancel/' }),
    ]);

    // still a member: the paid period runs
    expect(await membership(demo)).toMatchObject({ is_member: true, membership: { status: 'cancelled' }, can_upgrade: false, can_cancel: false });
    expect(await isMemberInUserConfig(demo)).toBe(true);
    expect(json(await api('GET', 'subscription/exists/', demo)).data).toEqual({ exists: true, is_member: true }); // the probiotic is still active

    const before = await snapshotCounts(t.db);
    expect((await expectRefused(await api('POST', 'membership/cancel/', demo, { reason: 'other' }), 409, before)).detail).toBe(
      'Your membership is cancelled; it ends on 2027-01-31.',
    );
    await expectRefused(await api('POST', 'membership/upgrade/', demo), 409, before);
    expect((await api('POST', 'subscription/swap/', demo, { subscription_type: 'membership_expanded_pcr' })).statusCode).toBe(404);

    // the end of the paid period: the hourly housekeeping ends the membership
    t.clock.set('2027-01-31T12:00:01.000Z');
    const fresh = (await login(t.app, 'demo@flora.test')).access;
    expect(await isMemberInUserConfig(fresh)).toBe(true);
    await subscriptionHousekeeping(t.db, t.clock.now());
    expect(await isMemberInUserConfig(fresh)).toBe(false);
    // ended: no resume; the shop sells her a new one
    expect(await membership(fresh)).toMatchObject({ is_member: false, membership: null, was_member: true, can_resume: false, can_subscribe: true });
    expect((await expectRefused(await api('POST', 'membership/resume/', fresh), 409, await snapshotCounts(t.db))).detail).toBe(
      'You have no membership to resume: become a member in the shop.',
    );
  });

  it('ends a lapsed membership on the next membership or subscription call too', async () => {
    const { access } = await login(t.app, 'lapsed@flora.test');
    await buySubscriptions(t, 'lapsed@flora.test', [{ slug: 'membership_expanded_pcr', quantity: 1, is_subscription: true }]);
    expect(json(await api('GET', 'subscription/exists/', access)).data).toEqual({ exists: true, is_member: true });
    const cancelled = json(await api('POST', 'membership/cancel/', access, { reason: 'not-using' })).data;
    expect(cancelled.ends_at).toBe('2027-04-30T12:00:01.000Z');
    t.clock.set('2027-04-30T12:00:01.000Z');
    const fresh = (await login(t.app, 'lapsed@flora.test')).access;
    expect(json(await api('GET', 'subscription/exists/', fresh)).data).toEqual({ exists: false, is_member: false });
    expect(await isMemberInUserConfig(fresh)).toBe(false);
  });

  it('leaves a member without a membership subscription alone', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'ineligible@flora.test').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ is_member: true }).where('id', '=', user.id).execute();
    await subscriptionHousekeeping(t.db, t.clock.now());
    const { access } = await login(t.app, 'ineligible@flora.test');
    expect(await membership(access)).toMatchObject({ is_member: true, membership: null, can_cancel: false });
  });
});
