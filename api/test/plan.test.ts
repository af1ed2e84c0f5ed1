// My Plan: plan items derived from a ready result and kept (done-marks persist), feedback, and
// moving a member's next test up.
import { auditSince, lastAuditId } from './helpers/audit';
import { call, countRows, createTestApp, get, json, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let returning: string;
let fresh: string;
let upsell: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await login(t.app, 'demo@flora.test')).access;
  returning = (await login(t.app, 'returning@flora.test')).access;
  fresh = (await login(t.app, 'new@flora.test')).access;
  upsell = (await login(t.app, 'upsell@flora.test')).access;
});
afterAll(() => t.close());

const plan = async (access: string, path = '/api/v1/plan/') => {
  const res = await get(t.app, path, access);
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
const itemByKey = (p: { items: { key: string }[] }, key: string) => p.items.find((i) => i.key === key) as any;

describe('GET /api/v1/plan/', () => {
  it("makes the plan of her latest ready test from its result (CST IV-B, BV), grouped by category with a why; audited", async () => {
    const since = await lastAuditId(t.app);
    const p = await plan(demo);
    expect(p).toMatchObject({ hash: 'FLDEMO0001', valencia_type: 'CST IV-B', infection_state: 'disrupted', conditions: ['BV'], done_count: 0, feedback: null });
    expect(p.items.map((i: { key: string }) => i.key)).toEqual([
      'diet-fiber',
      'diet-sugar',
      'lifestyle-gentle',
      'lifestyle-condoms',
      'lifestyle-alcohol',
      'products-probiotic',
      'products-treatment',
      'retest',
    ]);
    expect(p.total_count).toBe(8);
    const positions = p.items.map((i: { position: number }) => i.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(itemByKey(p, 'diet-fiber').why).toContain('only 2% of your sample');
    expect(itemByKey(p, 'diet-sugar').why).toContain('Gardnerella vaginalis');
    expect(itemByKey(p, 'lifestyle-alcohol').title).toContain('72 hours');
    expect(itemByKey(p, 'products-probiotic').product).toEqual({ slug: 'op-4', name: 'Vaginal Probiotic', pdp_slug: 'vaginal-probiotic' });
    expect(itemByKey(p, 'products-treatment').product).toBeNull();
    const retest = itemByKey(p, 'retest');
    expect(retest).toMatchObject({ category: 'retest', title: 'Retest in 8 weeks' });
    expect(retest.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.next_test).toMatchObject({ is_member: true, can_move_up: true });
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id, e.route])).toEqual([['read', 'plan', 'FLDEMO0001', 'GET /api/v1/plan/']]);
  });

  it('an optimal result (CST I-A) gets a gentler plan and a 6-month retest; a non-member cannot move up', async () => {
    const p = await plan(returning);
    expect(p).toMatchObject({ valencia_type: 'CST I-A', infection_state: 'optimal', conditions: [] });
    expect(p.items.map((i: { key: string }) => i.key)).toEqual(['diet-fiber', 'lifestyle-gentle', 'products-probiotic', 'retest']);
    expect(itemByKey(p, 'lifestyle-gentle').title).toBe('Keep your routine gentle');
    expect(itemByKey(p, 'retest').title).toBe('Retest in 6 months');
    expect(p.next_test).toEqual({ is_member: false, next_kit_at: null, can_move_up: false });
  });

  it('without a ready test answers 404 No ready test.', async () => {
    const res = await get(t.app, '/api/v1/plan/', fresh);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ detail: 'No ready test.' });
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/api/v1/plan/')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/user-tests/{hash}/plan/', () => {
  it("is the plan of one of her tests: the earlier optimal one has its own items", async () => {
    const p = await plan(demo, '/api/v1/user-tests/FLDEMO0002/plan/');
    expect(p).toMatchObject({ hash: 'FLDEMO0002', infection_state: 'optimal' });
    expect(p.items).toHaveLength(4);
  });

  it("another user's test is 404; a test that is not ready is 409", async () => {
    expect((await get(t.app, '/api/v1/user-tests/FLDEMO0001/plan/', returning)).statusCode).toBe(404);
    const notReady = await get(t.app, '/api/v1/user-tests/FLUPSELL02/plan/', upsell);
    expect(notReady.statusCode).toBe(409);
    expect(json(notReady).detail).toBe('The results of this test are not ready yet.');
  });
});

describe('PATCH /api/v1/user-tests/{hash}/plan-items/{id}/', () => {
  it('marks an item done; the mark persists across reads (generation never wipes it); audited once', async () => {
    const p = await plan(demo);
    const item = itemByKey(p, 'diet-fiber');
    const since = await lastAuditId(t.app);
    const res = await call(t.app, 'PATCH', `/api/v1/user-tests/FLDEMO0001/plan-items/${item.id}/`, demo, { done: true });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: item.id, done: true, done_at: t.clock.now().toISOString() });
    // The same mark again changes nothing and is not audited again.
    expect((await call(t.app, 'PATCH', `/api/v1/user-tests/FLDEMO0001/plan-items/${item.id}/`, demo, { done: true })).statusCode).toBe(200);
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type, e.object_id])).toEqual([['update', 'plan_item', `FLDEMO0001/${item.id}`]]);

    const again = await plan(demo);
    expect(itemByKey(again, 'diet-fiber')).toMatchObject({ done: true });
    expect(again.done_count).toBe(1);
    expect(again.items.map((i: { id: number }) => i.id)).toEqual(p.items.map((i: { id: number }) => i.id));

    const undone = await call(t.app, 'PATCH', `/api/v1/user-tests/FLDEMO0001/plan-items/${item.id}/`, demo, { done: false });
    expect(json(undone).data).toMatchObject({ done: false, done_at: null });
    expect((await plan(demo)).done_count).toBe(0);
  });

  it("another user's item, an item of another test and an unknown id are 404; bad bodies 400; nothing written", async () => {
    const mine = itemByKey(await plan(demo), 'retest');
    const theirs = itemByKey(await plan(returning), 'retest');
    const before = await countRows(t.db, 'audit_log');
    const cases: [string, string, unknown, number][] = [
      [returning, `/api/v1/user-tests/FLDEMO0001/plan-items/${mine.id}/`, { done: true }, 404],
      [demo, `/api/v1/user-tests/FLRETURN01/plan-items/${theirs.id}/`, { done: true }, 404],
      [demo, `/api/v1/user-tests/FLDEMO0002/plan-items/${mine.id}/`, { done: true }, 404],
      [demo, '/api/v1/user-tests/FLDEMO0001/plan-items/999999/', { done: true }, 404],
      [demo, `/api/v1/user-tests/FLDEMO0001/plan-items/${mine.id}/`, { done: 'yes' }, 400],
      [demo, `/api/v1/user-tests/FLDEMO0001/plan-items/${mine.id}/`, { done: true, extra: 1 }, 400],
      [demo, `/api/v1/user-tests/FLDEMO0001/plan-items/${mine.id}/`, {}, 400],
      [demo, '/api/v1/user-tests/FLDEMO0001/plan-items/abc/', { done: true }, 400],
    ];
    for (const [access, url, body, status] of cases) {
      const res = await call(t.app, 'PATCH', url, access, body);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(itemByKey(await plan(demo), 'retest').done).toBe(false);
    expect(itemByKey(await plan(returning), 'retest').done).toBe(false);
    // Only the two plan reads above were recorded.
    expect(await countRows(t.db, 'audit_log')).toBe(before + 2);
  });

  it('a later read adds an item a rule calls for that the test lacks, and keeps every done-mark', async () => {
    const p = await plan(demo);
    const probiotic = itemByKey(p, 'products-probiotic');
    await call(t.app, 'PATCH', `/api/v1/user-tests/FLDEMO0001/plan-items/${probiotic.id}/`, demo, { done: true });
    await t.db.deleteFrom('plan_items').where('id', '=', itemByKey(p, 'diet-sugar').id).execute();
    const again = await plan(demo);
    expect(again.items.map((i: { key: string }) => i.key)).toEqual(p.items.map((i: { key: string }) => i.key));
    expect(itemByKey(again, 'products-probiotic').done).toBe(true);
    expect(itemByKey(again, 'diet-sugar').done).toBe(false);
    await call(t.app, 'PATCH', `/api/v1/user-tests/FLDEMO0001/plan-items/${probiotic.id}/`, demo, { done: false });
  });
});

describe('POST /api/v1/user-tests/{hash}/plan/feedback/', () => {
  it('keeps her rating and comment; the plan shows the latest; audited', async () => {
    const since = await lastAuditId(t.app);
    const res = await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/feedback/', demo, { rating: 4, comment: '  Clear and useful.  ' });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ rating: 4, comment: 'Clear and useful.' });
    expect((await plan(demo)).feedback).toMatchObject({ rating: 4, comment: 'Clear and useful.' });
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries[0]).toMatchObject({ action: 'create', object_type: 'plan_feedback', object_id: 'FLDEMO0001' });
    const blank = await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/feedback/', demo, { rating: 5, comment: '   ' });
    expect(json(blank).data).toMatchObject({ rating: 5, comment: null });
  });

  it('refuses a bad rating or a long comment naming the field, and another user\'s test, writing nothing', async () => {
    const before = await countRows(t.db, 'plan_feedback');
    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{}, 'rating'],
      [{ rating: 3, comment: 'x'.repeat(1001) }, 'comment'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/feedback/', demo, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).field).toBe(field);
    }
    expect((await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/feedback/', returning, { rating: 3 })).statusCode).toBe(404);
    expect(await countRows(t.db, 'plan_feedback')).toBe(before);
  });
});

describe('POST /api/v1/user-tests/{hash}/plan/move-test-up/', () => {
  it('a non-member gets 409 naming the RETEST20 retest; nothing changes', async () => {
    const res = await call(t.app, 'POST', '/api/v1/user-tests/FLRETURN01/plan/move-test-up/', returning);
    expect(res.statusCode).toBe(409);
    expect(json(res).detail).toMatch(/membership benefit.*RETEST20 for \$20 off/);
  });

  it("moves a member's next kit to tomorrow; a second move is 409 saying when it ships; audited", async () => {
    const since = await lastAuditId(t.app);
    const before = (await plan(demo)).next_test.next_kit_at;
    const res = await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/move-test-up/', demo);
    expect(res.statusCode).toBe(200);
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString();
    expect(json(res).data).toEqual({ is_member: true, next_kit_at: tomorrow, can_move_up: false });
    expect(new Date(before).getTime()).toBeGreaterThan(new Date(tomorrow).getTime());
    expect((await plan(demo)).next_test).toEqual({ is_member: true, next_kit_at: tomorrow, can_move_up: false });
    const entries = await auditSince(t.app, 'demo@flora.test', since);
    expect(entries.map((e) => [e.action, e.object_type])).toContainEqual(['update', 'subscription']);

    const again = await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/move-test-up/', demo);
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toBe('Your next test already ships soon: your next kit goes out on Nov 21, 2026.');
  });

  it("another user's test is 404 and a body is refused", async () => {
    expect((await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/move-test-up/', returning)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/v1/user-tests/FLDEMO0001/plan/move-test-up/', demo, { when: 'now' })).statusCode).toBe(400);
  });
});
