// The sandbox customer portal: the page a portal link opens (HTML, escaped, labelled, no outside
// hosts, no caching), its forms (skip, change plan, cancel) posting back with the token and
// redirecting to the page with a message, double submissions, expired links and other users' ids.
import type { LightMyRequestResponse } from 'fastify';
import { auditSince, lastAuditId } from './helpers/audit';
import { expectSandboxPagePolicy } from './helpers/sandbox-page';
import { buySubscriptions, userId } from './helpers/subscriptions';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let demoToken: string;
let subs: Map<string, { id: number; next_charge_at: string }>;
const HTML = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  demoToken = await portalToken(demo);
  subs = new Map(json(await call(t.app, 'GET', '/api/v1/subscriptions/', demo)).data.subscriptions.map((s: any) => [s.slug, s]));
});
afterAll(() => t.close());

async function portalToken(access: string): Promise<string> {
  const res = await call(t.app, 'GET', '/api/v1/subscription/portal-link/', access);
  expect(res.statusCode).toBe(200);
  return new URL(json(res).data.url).pathname.split('/').at(-2)!;
}

const page = (token: string, query = '', headers: Record<string, string> = HTML) =>
  t.app.inject({ method: 'GET', url: `/api/v1/subscription/portal/${token}/${query}`, headers });

const form = (token: string, action: string, fields: Record<string, string>, headers: Record<string, string> = HTML) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/subscription/portal/${token}/${action}/`,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });

const subscription = (id: number) => t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function expectBack(res: LightMyRequestResponse, token: string, notice: string, id: number) {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/api/v1/subscription/portal/${token}/?notice=${notice}&subscription=${id}`);
}

describe('GET /api/v1/subscription/portal/{token}/', () => {
  it("shows the link owner's subscriptions with labelled forms posting back with the token", async () => {
    const res = await page(demoToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<h1>Your subscriptions</h1>');
    expect(html).toContain('Microbiome Membership');
    expect(html).toContain('Vaginal Probiotic');
    expect(html).toContain('<dt>Price per delivery</dt><dd>$119.20</dd>');
    expect(html).toContain('<dt>Price per delivery</dt><dd>$33.15</dd>');
    expect(html).toContain('<dt>Next delivery</dt><dd>January 31, 2027</dd>');
    expect(html).toContain('<dt>Deliveries skipped</dt><dd>1</dd>');
    for (const action of ['skip', 'swap', 'cancel']) {
      expect(html).toContain(`action="/api/v1/subscription/portal/${demoToken}/${action}/"`);
    }
    // every select and textarea has a label
    for (const [, id] of html.matchAll(/<(?:select|textarea) id="([^"]+)"/g)) expect(html).toContain(`<label for="${id}">`);
    // the membership may move to the other membership type; the legacy and Canadian ones are not offered
    expect(html).toContain('value="membership_expanded_pcr-quarterly"');
    expect(html).toContain('value="op-4-every-2-months"');
    expect(html).not.toContain('grandfathered_membership_vmt');
    expect(html).not.toContain('canada_membership_vmt');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('loads nothing from other hosts, runs no script, and is never cached nor sent on as a referrer', async () => {
    const res = await page(demoToken);
    expect(res.body).not.toMatch(/<script|<link|<img|src=/i);
    const links = [...res.body.matchAll(/(?:href|action)="([^"]+)"/g)].map((m) => m[1]);
    for (const link of links) expect(link.startsWith('/api/v1/subscription/portal/') || link === 'http://localhost:3000/account/').toBe(true);
    expectSandboxPagePolicy(res);
  });

  it('escapes every value', async () => {
    const { access } = await login(t.app, 'upsell@flora.test');
    await buySubscriptions(t, 'upsell@flora.test', [{ slug: 'grandfathered_membership_vmt', quantity: 1, is_subscription: true }]);
    await t.db.updateTable('selling_plans').set({ name: 'Every <b>3</b> "months"' }).where('id', '=', 'grandfathered_membership_vmt-quarterly').execute();
    try {
      const html = (await page(await portalToken(access))).body;
      expect(html).toContain('Every &lt;b&gt;3&lt;/b&gt; &quot;months&quot;');
      expect(html).not.toContain('<b>3</b>');
    } finally {
      await t.db.updateTable('selling_plans').set({ name: 'Every 3 months' }).where('id', '=', 'grandfathered_membership_vmt-quarterly').execute();
    }
  });

  it("shows only the token owner's subscriptions", async () => {
    const { access } = await login(t.app, 'new@flora.test');
    await buySubscriptions(t, 'new@flora.test', [{ slug: 'op-4', quantity: 3, is_subscription: true }]);
    const html = (await page(await portalToken(access))).body;
    expect(html).toContain('Vaginal Probiotic');
    expect(html).toContain('<dt>Quantity</dt><dd>3</dd>');
    expect(html).not.toContain('Microbiome Membership');
  });

  it('answers an unknown or expired link with a 404 page (JSON {detail} for API clients), a malformed one with 400', async () => {
    const unknown = await page('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This subscription link has expired or does not exist.');
    expect(json(await page('A'.repeat(43), '', {}))).toEqual({ detail: expect.stringMatching(/expired or does not exist/) });
    expect((await page('short')).statusCode).toBe(400);
    expect((await page(demoToken, '?notice=hacked')).statusCode).toBe(400);

    const token = await portalToken(demo);
    t.clock.advance(29 * 60_000);
    expect((await page(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await page(token)).statusCode).toBe(404);
    // access tokens last 15 minutes: sign in again for a new link
    demo = (await login(t.app, 'demo@flora.test')).access;
    demoToken = await portalToken(demo);
  });
});

describe('POST .../skip/', () => {
  it('skips the delivery the page showed, once: the same form again changes nothing and says so; audited', async () => {
    const op4 = subs.get('op-4')!;
    const since = await lastAuditId(t.app);
    const res = await form(demoToken, 'skip', { subscription_id: String(op4.id), charge_at: op4.next_charge_at });
    expectBack(res, demoToken, 'skipped', op4.id);
    expect(await subscription(op4.id)).toMatchObject({ next_charge_at: '2027-01-01T12:00:00.000Z', skipped_charges: 2 });
    const shown = await page(demoToken, `?notice=skipped&subscription=${op4.id}`);
    expect(shown.body).toContain('Vaginal Probiotic: Done: the delivery was skipped.');
    expect(await auditSince(t.app, 'demo@flora.test', since)).toEqual([
      expect.objectContaining({ action: 'update', object_type: 'subscription', object_id: String(op4.id), actor_user_id: await userId(t, 'demo@flora.test'), route: 'POST /api/v1/subscription/portal/:token/skip/' }),
    ]);

    const before = await snapshotCounts(t.db);
    const again = await form(demoToken, 'skip', { subscription_id: String(op4.id), charge_at: op4.next_charge_at });
    expectBack(again, demoToken, 'already-skipped', op4.id);
    expect(await subscription(op4.id)).toMatchObject({ next_charge_at: '2027-01-01T12:00:00.000Z', skipped_charges: 2 });
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await page(demoToken, `?notice=already-skipped&subscription=${op4.id}`)).body).toContain('That delivery was already skipped; nothing changed.');
  });

  it.each([
    ['no charge date', { subscription_id: '1' }],
    ['a charge date that is not a date', { subscription_id: '1', charge_at: 'tomorrow' }],
    ['a non-numeric id', { subscription_id: 'x', charge_at: '2027-01-01T12:00:00.000Z' }],
    ['an unknown field', { subscription_id: '1', charge_at: '2027-01-01T12:00:00.000Z', quantity: '5' }],
  ])('refuses %s (400 page with a way back) and writes nothing', async (_, fields) => {
    const before = await snapshotCounts(t.db);
    const res = await form(demoToken, 'skip', fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`href="/api/v1/subscription/portal/${demoToken}/"`);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('POST .../swap/', () => {
  it('moves a subscription to another plan of its product, priced from the catalogue; the date stays', async () => {
    const op4 = subs.get('op-4')!;
    const next = (await subscription(op4.id)).next_charge_at;
    expectBack(await form(demoToken, 'swap', { subscription_id: String(op4.id), selling_plan_id: 'op-4-every-2-months' }), demoToken, 'swapped', op4.id);
    expect(await subscription(op4.id)).toMatchObject({ selling_plan_id: 'op-4-every-2-months', unit_price_cents: 3510, next_charge_at: next });
    expectBack(await form(demoToken, 'swap', { subscription_id: String(op4.id), selling_plan_id: 'op-4-monthly' }), demoToken, 'swapped', op4.id);
    expect(await subscription(op4.id)).toMatchObject({ selling_plan_id: 'op-4-monthly', unit_price_cents: 3315 });
    // the same plan again (a repeated form) changes nothing and says so
    const before = await snapshotCounts(t.db);
    expectBack(await form(demoToken, 'swap', { subscription_id: String(op4.id), selling_plan_id: 'op-4-monthly' }), demoToken, 'unchanged', op4.id);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it.each([
    ['a membership plan for the probiotic', 'op-4', 'membership_vmt-quarterly'],
    ['the legacy membership plan', 'membership_vmt', 'grandfathered_membership_vmt-quarterly'],
    ['the Canadian membership plan', 'membership_vmt', 'canada_membership_vmt-quarterly'],
    ['an unknown plan', 'membership_vmt', 'weekly'],
  ])('refuses %s (400) and writes nothing', async (_, slug, plan) => {
    const before = await snapshotCounts(t.db);
    const res = await form(demoToken, 'swap', { subscription_id: String(subs.get(slug)!.id), selling_plan_id: plan }, {});
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: expect.stringContaining(plan), field: 'selling_plan_id' });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('POST .../cancel/', () => {
  it('needs a reason from the list (400, nothing written)', async () => {
    const id = String(subs.get('op-4')!.id);
    const attempts: Record<string, string>[] = [{ subscription_id: id }, { subscription_id: id, reason: 'bored' }, { subscription_id: id, reason: 'other', note: 'x'.repeat(501) }];
    for (const fields of attempts) {
      const before = await snapshotCounts(t.db);
      expect((await form(demoToken, 'cancel', fields)).statusCode).toBe(400);
      expect(await snapshotCounts(t.db)).toEqual(before);
    }
  });

  it('cancels with a reason and a note; cancelling again changes nothing; skip and swap then say it is cancelled', async () => {
    const op4 = subs.get('op-4')!;
    const next = (await subscription(op4.id)).next_charge_at;
    const res = await form(demoToken, 'cancel', { subscription_id: String(op4.id), reason: 'too-much-product', note: '  Too many boxes  ' });
    expectBack(res, demoToken, 'cancelled', op4.id);
    expect(await subscription(op4.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'too-much-product',
      cancel_note: 'Too many boxes',
      cancelled_at: t.clock.now().toISOString(),
      ends_at: next,
      next_charge_at: null,
    });

    const before = await snapshotCounts(t.db);
    expectBack(await form(demoToken, 'cancel', { subscription_id: String(op4.id), reason: 'other' }), demoToken, 'already-cancelled', op4.id);
    expectBack(await form(demoToken, 'skip', { subscription_id: String(op4.id), charge_at: next! }), demoToken, 'already-cancelled', op4.id);
    expectBack(await form(demoToken, 'swap', { subscription_id: String(op4.id), selling_plan_id: 'op-4-every-2-months' }), demoToken, 'already-cancelled', op4.id);
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await subscription(op4.id)).cancel_reason).toBe('too-much-product');

    // the page shows it cancelled, without forms, after the active ones
    const html = (await page(demoToken, `?notice=already-cancelled&subscription=${op4.id}`)).body;
    expect(html).toContain('Vaginal Probiotic: This subscription is already cancelled; nothing changed.');
    const section = html.slice(html.indexOf(`id="subscription-${op4.id}"`));
    expect(section).toContain('Cancelled');
    expect(section).not.toContain('<form');
    expect(html.indexOf(`id="subscription-${subs.get('membership_vmt')!.id}"`)).toBeLessThan(html.indexOf(`id="subscription-${op4.id}"`));
    // the list of active subscriptions no longer shows it
    expect(json(await call(t.app, 'GET', '/api/v1/subscriptions/', demo)).data.subscriptions.map((s: { slug: string }) => s.slug)).toEqual(['membership_vmt']);
  });
});

describe("another user's subscription", () => {
  it('answers 404 for a subscription id that is not the token owner\'s, and writes nothing', async () => {
    const { access } = await login(t.app, 'prepurchase@flora.test');
    await buySubscriptions(t, 'prepurchase@flora.test', [{ slug: 'op-4', quantity: 1, is_subscription: true }]);
    const token = await portalToken(access);
    const membership = subs.get('membership_vmt')!;
    const before = await snapshotCounts(t.db);
    const attempts: [string, Record<string, string>][] = [
      ['skip', { subscription_id: String(membership.id), charge_at: membership.next_charge_at }],
      ['swap', { subscription_id: String(membership.id), selling_plan_id: 'membership_expanded_pcr-quarterly' }],
      ['cancel', { subscription_id: String(membership.id), reason: 'other' }],
    ];
    for (const [action, fields] of attempts) {
      const res = await form(token, action, fields);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Microbiome Membership');
      expect(json(await form(token, action, fields, {}))).toEqual({ detail: 'No such subscription.' });
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect(await subscription(membership.id)).toMatchObject({ status: 'active', selling_plan_id: 'membership_vmt-quarterly', skipped_charges: 0 });
  });

  it('refuses every action with an expired or unknown token (404)', async () => {
    const membership = subs.get('membership_vmt')!;
    const before = await snapshotCounts(t.db);
    const res = await form('B'.repeat(43), 'cancel', { subscription_id: String(membership.id), reason: 'other' });
    expect(res.statusCode).toBe(404);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});
