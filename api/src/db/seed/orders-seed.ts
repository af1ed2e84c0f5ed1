// Demo orders: demo@flora.test's kit order (the kit that became FLDEMO0001) and the order of its
// completed consult, both paid and processed; and a guest order placed with new@flora.test's email,
// not attached to any account (PUT /api/v1/orders/attach). Prices come from the seeded catalogue.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { formatOrderNumber, insertOrder, linkOrderKit, type NewOrderLine } from '../../features/orders/orders-repository';
import type { Database } from '../schema';
import { DEMO_CONSULT, DEMO_TEST } from './demo-data';

/** Fixed numbers (in new orders' format) and checkout ids, so the demo can be followed by hand. */
export const DEMO_ORDERS = {
  kit: { order_number: formatOrderNumber(10_000_001), checkout_id: 'seed-checkout-kit-0001', checkout_token: 'seed-token-kit-0001' },
  care: { order_number: formatOrderNumber(10_000_002), checkout_id: 'seed-checkout-care-0002', checkout_token: 'seed-token-care-0002' },
  guest: { order_number: formatOrderNumber(10_000_003), checkout_id: 'seed-checkout-guest-0003', checkout_token: 'seed-token-guest-0003' },
} as const;

export async function seedOrders(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const demo = users.get('demo@flora.test')!;
  const products = new Map((await trx.selectFrom('products').selectAll().execute()).map((p) => [p.slug, p]));
  const line = (slug: string, quantity: number, fulfilment: string | null = null): NewOrderLine => {
    const p = products.get(slug)!;
    return { product_slug: slug, name: p.name, product_kind: p.kind, quantity, unit_price_cents: p.discounted_price_cents ?? p.price_cents, is_subscription: false, selling_plan_id: null, fulfilment };
  };
  const order = async (
    ref: (typeof DEMO_ORDERS)[keyof typeof DEMO_ORDERS],
    o: { userId: number | null; email: string; kind: string; consultId?: number; daysAgo: number },
    lines: NewOrderLine[],
  ) => {
    const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
    const row = await insertOrder(
      trx,
      {
        ...ref,
        user_id: o.userId,
        order_email: o.email,
        checkout_kind: o.kind,
        consult_id: o.consultId ?? null,
        test_id: null,
        subtotal_cents: subtotal,
        discount_code: null,
        discount_cents: 0,
        shipping_cents: 0,
        total_cents: subtotal,
        delivery_method: 'standard',
        status: 'processed',
        created_at: at(o.daysAgo),
        processed_at: at(o.daysAgo),
        updated_at: at(o.daysAgo),
      },
      lines,
    );
    return row.id;
  };

  const kitOrder = await order(DEMO_ORDERS.kit, { userId: demo, email: 'demo@flora.test', kind: 'cart', daysAgo: 35 }, [line('vaginal-microbiome-test', 1, 'test-kit')]);
  const kit = await trx.selectFrom('test_kits').select('id').where('hash', '=', DEMO_TEST.hash).executeTakeFirstOrThrow();
  await linkOrderKit(trx, kitOrder, kit.id);

  const consult = await trx.selectFrom('consults').select('id').where('uid', '=', DEMO_CONSULT.uid).executeTakeFirstOrThrow();
  await order(
    DEMO_ORDERS.care,
    { userId: demo, email: 'demo@flora.test', kind: 'consult', consultId: consult.id, daysAgo: 9 },
    DEMO_CONSULT.selected_treatments.map((slug) => line(slug, 1)),
  );

  await order(DEMO_ORDERS.guest, { userId: null, email: 'new@flora.test', kind: 'cart', daysAgo: 2 }, [line('op-4', 2)]);
}
