// Coaching calls (issue 26): open times for the week after seeding, two a day (15:00 and 18:00 UTC,
// 30 minutes), published by staff@flora.test (/clinic/coaching/), so ineligible@flora.test can book
// her free call at /account/coaching/. returning@flora.test bought a coaching call (order
// FL-10000004, processed: one credit) and booked it for the first time of the second day, so My
// Account shows a booked call with Reschedule and Cancel, and the clinic a booked time.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { insertOrder } from '../../features/orders/orders-repository';
import type { Database } from '../schema';

export const COACHING_HOURS_UTC = [15, 18];
export const COACHING_DAYS = 7;
export const COACHING_ORDER = { order_number: 'FL-10000004', checkout_id: 'seed-checkout-coaching-0004', checkout_token: 'seed-token-coaching-0004' } as const;
const CALL_MINUTES = 30;

export async function seedCoaching(trx: Kysely<Database>, ids: Map<string, number>, now: Date): Promise<void> {
  const staff = ids.get('staff@flora.test') ?? null;
  const slots = [];
  for (let day = 1; day <= COACHING_DAYS; day++) {
    const date = new Date(now.getTime() + day * DAY);
    for (const hour of COACHING_HOURS_UTC) {
      const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour));
      slots.push({
        starts_at: start.toISOString(),
        duration_minutes: CALL_MINUTES,
        ends_at: new Date(start.getTime() + CALL_MINUTES * 60_000).toISOString(),
        created_by_user_id: staff,
        created_at: now.toISOString(),
      });
    }
  }
  const inserted = await trx.insertInto('coaching_slots').values(slots).returning(['id', 'starts_at']).execute();

  const buyer = ids.get('returning@flora.test');
  const product = await trx.selectFrom('products').selectAll().where('slug', '=', 'coaching-call').executeTakeFirst();
  if (!buyer || !product) return;
  const bought = new Date(now.getTime() - 3 * DAY).toISOString();
  const price = product.discounted_price_cents ?? product.price_cents;
  const order = await insertOrder(
    trx,
    {
      ...COACHING_ORDER,
      user_id: buyer,
      order_email: 'returning@flora.test',
      checkout_kind: 'cart',
      consult_id: null,
      test_id: null,
      subtotal_cents: price,
      discount_code: null,
      discount_cents: 0,
      shipping_cents: 0,
      total_cents: price,
      delivery_method: 'standard',
      status: 'processed',
      created_at: bought,
      processed_at: bought,
      updated_at: bought,
    },
    [{ product_slug: product.slug, name: product.name, product_kind: product.kind, quantity: 1, unit_price_cents: price, is_subscription: false, selling_plan_id: null, fulfilment: 'coaching-call' }],
  );
  await trx.insertInto('coaching_credits').values({ user_id: buyer, order_id: order.id, calls: 1, created_at: bought }).execute();
  const slot = [...inserted].sort((a, b) => a.starts_at.localeCompare(b.starts_at))[COACHING_HOURS_UTC.length];
  await trx
    .insertInto('coaching_bookings')
    .values({ user_id: buyer, slot_id: slot.id, kind: 'paid', status: 'booked', created_at: bought, updated_at: bought, cancelled_at: null })
    .execute();
}
