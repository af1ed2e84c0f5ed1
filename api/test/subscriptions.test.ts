// Subscriptions: started by processed orders (fulfilSubscription, idempotent per line), the current
// one and the list, exists, the next charge with and without a discount (codes and values known to
// the server only), swapping the membership type, and the customer-portal link.
import { subscriptionHousekeeping } from '../src/features/subscriptions/subscriptions-service';
import { addMonths, discountCents } from '../src/features/subscriptions/subscription-rules';
import { auditSince, lastAuditId } from './helpers/audit';
import { buySubscriptions, userId } from './helpers/subscriptions';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let staff: string;
const NOW = '2026-11-20T12:00:00.000Z';
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  staff = (await login(t.app, 'staff@flora.test')).access;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', path: string, access: string | null, body?: unknown) => call(t.app, method, `/api/v1/${path}`, access, body);
const access = async (email: string) => (await login(t.app, email)).access;

async function expectRefused(res: Awaited<ReturnType<typeof api>>, status: number, before: Record<string, number>) {
  expect(res.statusCode).toBe(status);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return json(res) as { detail: string; field?: string };
}

describe('rules', () => {
  it.each([
    ['2026-11-20T12:00:00.000Z', 1, '2026-12-20T12:00:00.000Z'],
    ['2026-11-20T12:00:00.000Z', 3, '2027-02-20T12:00:00.000Z'],
    ['2027-01-31T08:30:00.000Z', 1, '2027-02-28T08:30:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-08-31T00:00:00.000Z', 6, '2027-02-28T00:00:00.000Z'],
  ])('adds months to %s (+%i) = %s, clamping to the end of the month', (from, months, to) => {
    expect(addMonths(from, months)).toBe(to);
  });

  it('takes a discount off, never below zero', () => {
    expect(discountCents(11920, { type: 'fixed_amount', value: 20 })).toBe(2000);
    expect(discountCents(1500, { type: 'fixed_amount', value: 20 })).toBe(1500);
    expect(discountCents(11920, { type: 'percentage', value: 15 })).toBe(1788);
    expect(discountCents(11920, { type: 'percentage', value: 150 })).toBe(11920);
  });
});

describe('fulfilSubscription', () => {
  it('starts one subscription per paid subscription line, priced as the line was, and makes a membership buyer a member', async () => {
    const { orderId, process } = await buySubscriptions(t, 'new@flora.test', [
      { slug: 'op-4', quantity: 2, is_subscription: true, selling_plan_id: 'op-4-every-2-months' },
      { slug: 'membership_expanded_pcr', quantity: 1, is_subscription: true },
      { slug: 'soo-3', quantity: 1 },
    ]);
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', await userId(t, 'new@flora.test')).orderBy('id').execute();
    expect(rows).toEqual([
      expect.objectContaining({ selling_plan_id: 'op-4-every-2-months', quantity: 2, unit_price_cents: 3510, status: 'active', started_at: NOW, next_charge_at: '2027-01-20T12:00:00.000Z', order_id: orderId }),
      expect.objectContaining({ selling_plan_id: 'membership_expanded_pcr-quarterly', quantity: 1, unit_price_cents: 15920, next_charge_at: '2027-02-20T12:00:00.000Z' }),
    ]);
    const user = await t.db.selectFrom('users').select('is_member').where('email', '=', 'new@flora.test').executeTakeFirstOrThrow();
    expect(Boolean(user.is_member)).toBe(true);

    // the same order processed again (one call per line) starts nothing new
    const before = await snapshotCounts(t.db);
    await process();
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('ignores lines that are not subscriptions', async () => {
    const before = await snapshotCounts(t.db);
    await buySubscriptions(t, 'prepurchase@flora.test', [{ slug: 'op-4', quantity: 1 }]);
    const after = await snapshotCounts(t.db);
    expect(after.subscriptions).toBe(before.subscriptions);
    expect(after.checkout_sessions).toBe(before.checkout_sessions + 1);
  });
});

describe('GET /api/v1/subscription/exists/', () => {
  it('answers whether the caller has an active subscription and is a member', async () => {
    expect(json(await api('GET', 'subscription/exists/', demo))).toEqual({ data: { exists: true, is_member: true } });
    expect(json(await api('GET', 'subscription/exists/', await access('returning@flora.test')))).toEqual({ data: { exists: false, is_member: false } });
    const viewed = await api('GET', 'subscription/exists/?__impersonate=demo@flora.test', staff);
    expect(json(viewed)).toEqual({ data: { exists: true, is_member: true } });
  });

  it('refuses unknown query parameters and needs a sign-in', async () => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('GET', 'subscription/exists/?x=1', demo), 400, before);
    expect((await api('GET', 'subscription/exists/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/subscription/ and /api/v1/subscriptions/', () => {
  it("answers demo@flora.test's current subscription: the membership started last, priced from the catalogue", async () => {
    const res = await api('GET', 'subscription/', demo);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      id: expect.any(Number),
      slug: 'membership_vmt',
      name: 'Microbiome Membership',
      kind: 'membership',
      is_membership: true,
      status: 'active',
      selling_plan: { id: 'membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20 },
      quantity: 1,
      unit_price: 119.2,
      price: 119.2,
      started_at: '2026-10-31T12:00:00.000Z',
      next_charge_at: '2027-01-31T12:00:00.000Z',
      skipped_charges: 0,
      cancelled_at: null,
      cancel_reason: null,
      cancel_note: null,
      ends_at: null,
      order_id: null,
    });
  });

  it('lists the active subscriptions, latest started first', async () => {
    const res = await api('GET', 'subscriptions/', demo);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.subscriptions.map((s: { slug: string; price: number; skipped_charges: number }) => [s.slug, s.price, s.skipped_charges])).toEqual([
      ['membership_vmt', 119.2, 0],
      ['op-4', 33.15, 1],
    ]);
  });

  it('answers 404 {detail} to someone without a subscription, and writes nothing', async () => {
    const token = await access('returning@flora.test');
    const before = await snapshotCounts(t.db);
    expect((await expectRefused(await api('GET', 'subscription/', token), 404, before)).detail).toBe('You have no active subscription.');
    await expectRefused(await api('GET', 'subscriptions/', token), 404, before);
  });

  it('refuses unknown query parameters', async () => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('GET', 'subscription/?id=1', demo), 400, before);
    await expectRefused(await api('GET', 'subscriptions/?status=all', demo), 400, before);
  });
});

describe('POST /api/v1/subscription/next-charge/', () => {
  it('answers the next charge of the current subscription and writes nothing', async () => {
    const before = await snapshotCounts(t.db);
    const res = await api('POST', 'subscription/next-charge/', demo);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      subscription_id: expect.any(Number),
      slug: 'membership_vmt',
      date: '2027-01-31T12:00:00.000Z',
      items: [{ slug: 'membership_vmt', name: 'Microbiome Membership', selling_plan_id: 'membership_vmt-quarterly', quantity: 1, unit_price: 119.2, total: 119.2 }],
      subtotal: 119.2,
      discount: null,
      total: 119.2,
    });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([['{"x":1}'], ['[]'], ['"now"']])('refuses the body %s (400)', async (payload) => {
    const before = await snapshotCounts(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/subscription/next-charge/', payload, headers: { authorization: `Bearer ${demo}`, 'content-type': 'application/json' } });
    await expectRefused(res, 400, before);
  });

  it('answers 404 without a subscription', async () => {
    const token = await access('returning@flora.test');
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'subscription/next-charge/', token), 404, before);
  });
});

describe('POST /api/v1/subscription/next-charge-with-discount/', () => {
  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['the defaults spelled out', { discount_code: 'RETEST20', discount_type: 'fixed_amount', discount_value: 20 }],
  ])('applies RETEST20 ($20 off) with %s', async (_, body) => {
    const res = await api('POST', 'subscription/next-charge-with-discount/', demo, body);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ subtotal: 119.2, discount: { code: 'RETEST20', type: 'fixed_amount', value: 20, amount: 20 }, total: 99.2 });
  });

  it.each([
    ['an unknown code', { discount_code: 'FREE100' }, 'discount_code'],
    ['a prototype key as the code', { discount_code: 'constructor' }, 'discount_code'],
    ['the code with another type', { discount_type: 'percentage' }, 'discount_type'],
    ['the code with a value of the caller', { discount_value: 119.2 }, 'discount_value'],
    ['a value as a string', { discount_value: '20' }, 'discount_value'],
    ['a negative value', { discount_value: -20 }, 'discount_value'],
    ['an unknown type', { discount_type: 'free' }, 'discount_type'],
    ['an unknown field', { discount_cents: 2000 }, 'discount_cents'],
  ])('refuses %s (400 naming the field)', async (_, body, field) => {
    const before = await snapshotCounts(t.db);
    expect((await expectRefused(await api('POST', 'subscription/next-charge-with-discount/', demo, body), 400, before)).field).toBe(field);
  });

  it('answers 404 without a subscription (after checking the code)', async () => {
    const token = await access('returning@flora.test');
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'subscription/next-charge-with-discount/', token, {}), 404, before);
  });
});

describe('POST /api/v1/subscription/swap/', () => {
  it('swaps the membership to another type, keeping the plan interval and the charge date, priced from the catalogue; audited', async () => {
    const { access: token } = await login(t.app, 'upsell@flora.test');
    await buySubscriptions(t, 'upsell@flora.test', [{ slug: 'membership_vmt', quantity: 1, is_subscription: true, selling_plan_id: 'membership_vmt-biannual' }]);
    const since = await lastAuditId(t.app);
    const res = await api('POST', 'subscription/swap/', token, { subscription_type: 'membership_expanded_pcr' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      slug: 'membership_expanded_pcr',
      selling_plan: { id: 'membership_expanded_pcr-biannual', interval_months: 6, discount_percentage: 10 },
      price: 179.1,
      next_charge_at: '2027-05-20T12:00:00.000Z',
      status: 'active',
    });
    expect(await auditSince(t.app, 'upsell@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'subscription', object_id: String(json(res).data.id), route: 'POST /api/v1/subscription/swap/' }),
    ]);

    // swapping to the same type again is a no-op
    const before = await snapshotCounts(t.db);
    const again = await api('POST', 'subscription/swap/', token, { subscription_type: 'membership_expanded_pcr' });
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toEqual(json(res).data);
    expect(await snapshotCounts(t.db)).toEqual(before);

    // and back
    expect(json(await api('POST', 'subscription/swap/', token, { subscription_type: 'membership_vmt' })).data).toMatchObject({ slug: 'membership_vmt', price: 134.1 });
  });

  it.each([
    ['the legacy membership', { subscription_type: 'grandfathered_membership_vmt' }, /cannot be swapped to/],
    ['the Canadian membership', { subscription_type: 'canada_membership_vmt' }, /cannot be swapped to/],
    ['a product that is not a membership', { subscription_type: 'op-4' }, /Unknown subscription type op-4/],
    ['an unknown type', { subscription_type: 'gold' }, /Unknown subscription type gold; choose one of membership_vmt, membership_expanded_pcr/],
  ])('refuses %s (400 saying why) and writes nothing', async (_, body, message) => {
    const before = await snapshotCounts(t.db);
    const refused = await expectRefused(await api('POST', 'subscription/swap/', demo, body), 400, before);
    expect(refused).toEqual({ detail: expect.stringMatching(message), field: 'subscription_type' });
  });

  it.each([[{}], [{ subscription_type: '' }], [{ subscription_type: 3 }], [{ subscription_type: 'membership_vmt', plan: 'x' }]])('refuses the body %j (400)', async (body) => {
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'subscription/swap/', demo, body), 400, before);
  });

  it("answers 404 to someone without a membership (another user's membership is never touched)", async () => {
    const token = await access('returning@flora.test');
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'subscription/swap/', token, { subscription_type: 'membership_expanded_pcr' }), 404, before);
    expect(json(await api('GET', 'subscription/', demo)).data.slug).toBe('membership_vmt');
  });

  it('refuses to change the type of a Canadian membership (409)', async () => {
    const token = await access('lapsed@flora.test');
    await buySubscriptions(t, 'lapsed@flora.test', [{ slug: 'canada_membership_vmt', quantity: 1, is_subscription: true }]);
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('POST', 'subscription/swap/', token, { subscription_type: 'membership_vmt' }), 409, before);
  });
});

describe('GET /api/v1/subscription/portal-link/', () => {
  it('answers a short-lived portal URL with an unguessable token, stored only as a digest; audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await api('GET', 'subscription/portal-link/', demo);
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = json(res).data;
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/api\/v1\/subscription\/portal\/[A-Za-z0-9_-]{43}\/$/);
    expect(expires_at).toBe('2026-11-20T12:30:00.000Z');
    const token = url.split('/').at(-2);
    const stored = await t.db.selectFrom('subscription_portal_tokens').selectAll().execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.map((r) => r.user_id)).toContain(await userId(t, 'demo@flora.test'));
    const other = json(await api('GET', 'subscription/portal-link/', demo)).data.url;
    expect(other).not.toBe(url);
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'create', object_type: 'subscription_portal_link', route: 'GET /api/v1/subscription/portal-link/' }),
      expect.objectContaining({ action: 'create', object_type: 'subscription_portal_link' }),
    ]);
  });

  it('answers 404 {detail} without a subscription, 403 to staff viewing as the user, and writes nothing', async () => {
    const token = await access('returning@flora.test');
    const before = await snapshotCounts(t.db);
    await expectRefused(await api('GET', 'subscription/portal-link/', token), 404, before);
    await expectRefused(await api('GET', 'subscription/portal-link/?__impersonate=demo@flora.test', staff), 403, before);
    await expectRefused(await api('GET', 'subscription/portal-link/?next=1', demo), 400, before);
  });

  it('housekeeping deletes expired links only', async () => {
    await api('GET', 'subscription/portal-link/', demo);
    const count = async () => (await t.db.selectFrom('subscription_portal_tokens').select('token_hash').execute()).length;
    const all = await count();
    await subscriptionHousekeeping(t.db, t.clock.now());
    expect(await count()).toBe(all);
    await subscriptionHousekeeping(t.db, new Date(t.clock.now().getTime() + 31 * 60_000));
    expect(await count()).toBe(0);
  });
});
