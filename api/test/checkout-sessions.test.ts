import { startCheckout } from '../src/features/checkout/checkout-sessions';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = (await t.db.selectFrom('users').select('id').where('email', '=', 'demo@flora.test').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const sessions = () => t.db.selectFrom('checkout_sessions').selectAll().execute();

describe('starting a checkout', () => {
  it('prices the items from the catalogue and applies the discount', async () => {
    const started = await startCheckout(
      t.db,
      { userId: demoId, kind: 'retest', items: [{ slug: 'vaginal-microbiome-test', quantity: 2 }], discount: { code: 'RETEST20', cents: 2000 } },
      t.clock.now(),
    );
    // 2 x $129 (the discounted catalogue price) - $20.
    expect(started.total_cents).toBe(2 * 12900 - 2000);
    expect(started.checkout_url).toBe(`/api/v1/checkout/${started.id}/`);
    expect(started.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(started.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(started.token).not.toBe(started.id);
    const row = (await sessions()).find((s) => s.id === started.id)!;
    expect(row).toMatchObject({ kind: 'retest', status: 'open', subtotal_cents: 25800, discount_code: 'RETEST20', discount_cents: 2000 });
    expect(JSON.parse(row.line_items)).toEqual([{ slug: 'vaginal-microbiome-test', quantity: 2, name: 'Vaginal Microbiome Test', unit_price_cents: 12900 }]);
  });

  it('never discounts below zero', async () => {
    const started = await startCheckout(
      t.db,
      { userId: demoId, kind: 'cross-sell', items: [{ slug: 'soo-3', quantity: 1 }], discount: { code: 'BIG', cents: 999_999 } },
      t.clock.now(),
    );
    expect(started.total_cents).toBe(0);
  });

  it.each([
    ['no items', []],
    ['an unknown product', [{ slug: 'nope', quantity: 1 }]],
    ['a zero quantity', [{ slug: 'op-4', quantity: 0 }]],
    ['a fractional quantity', [{ slug: 'op-4', quantity: 1.5 }]],
  ])('refuses %s and writes nothing', async (_what, items) => {
    const before = (await sessions()).length;
    await expect(startCheckout(t.db, { userId: demoId, kind: 'cart', items }, t.clock.now())).rejects.toMatchObject({ statusCode: 400 });
    expect((await sessions()).length).toBe(before);
  });
});
