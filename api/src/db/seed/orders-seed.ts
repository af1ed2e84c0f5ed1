// Demo orders: demo@flora.test's kit order (the kit that became FLDEMO0001) and the order of its
// completed consult, both paid and processed; a guest order placed with new@flora.test's email,
// not attached to any account (PUT /api/v1/orders/attach); and new@flora.test's processed probiotic
// order (checkout id DEMO-TRANSFER-ORDER-0001, with its paid checkout session) that another account
// can ask to move (order transfer); rx@flora.test's order of her ungated prescription. Prices come
// from the seeded catalogue.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { formatOrderNumber, insertOrder, linkOrderKit, type NewOrderLine } from '../../features/orders/orders-repository';
import type { Database } from '../schema';
import { DEMO_CONSULT, DEMO_TEST } from './demo-data';
import { UNGATED_RX_ACCOUNT, UNGATED_RX_CONSULT_UID } from './ungated-rx-seed';

/** The checkout id of new@flora.test's order that the order-transfer demo moves (typed by hand). */
export const DEMO_TRANSFER_ORDER = 'DEMO-TRANSFER-ORDER-0001';

/** Fixed numbers (in new orders' format) and checkout ids, so the demo can be followed by hand. */
export const DEMO_ORDERS = {
  kit: { order_number: formatOrderNumber(10_000_001), checkout_id: 'seed-checkout-kit-0001', checkout_token: 'seed-token-kit-0001' },
  care: { order_number: formatOrderNumber(10_000_002), checkout_id: 'seed-checkout-care-0002', checkout_token: 'seed-token-care-0002' },
  guest: { order_number: formatOrderNumber(10_000_003), checkout_id: 'seed-checkout-guest-0003', checkout_token: 'seed-token-guest-0003' },
  transfer: { order_number: formatOrderNumber(10_000_027), checkout_id: DEMO_TRANSFER_ORDER, checkout_token: 'seed-token-transfer-0027' },
  ungatedRx: { order_number: formatOrderNumber(10_100_192), checkout_id: 'seed-checkout-ungated-rx-0192', checkout_token: 'seed-token-ungated-rx-0192' },
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
    o: { userId: number | null; email: string; kind: string; consultId?: number; consultType?: string; daysAgo: number },
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
        consult_type: o.consultType ?? null,
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

  // The transfer moves an order with the checkout session it was paid in (the request names the
  // checkout id), so both are seeded, as a paid and processed checkout leaves them.
  const newUser = users.get('new@flora.test')!;
  const probiotic = line('op-4', 1);
  await trx
    .insertInto('checkout_sessions')
    .values({
      id: DEMO_ORDERS.transfer.checkout_id,
      token: DEMO_ORDERS.transfer.checkout_token,
      user_id: newUser,
      kind: 'cart',
      test_id: null,
      consult_id: null,
      line_items: JSON.stringify([{ slug: probiotic.product_slug, name: probiotic.name, quantity: 1, unit_price_cents: probiotic.unit_price_cents }]),
      subtotal_cents: probiotic.unit_price_cents,
      discount_code: null,
      total_cents: probiotic.unit_price_cents,
      status: 'paid',
      created_at: at(5),
      completed_at: at(5),
    })
    .execute();
  await order(DEMO_ORDERS.transfer, { userId: newUser, email: 'new@flora.test', kind: 'cart', daysAgo: 5 }, [probiotic]);

  // rx@flora.test's paid ungated prescription, bought from the cart as her treatments.
  const rx = await trx.selectFrom('consults').select('id').where('uid', '=', UNGATED_RX_CONSULT_UID).executeTakeFirstOrThrow();
  await order(
    DEMO_ORDERS.ungatedRx,
    { userId: users.get(UNGATED_RX_ACCOUNT)!, email: UNGATED_RX_ACCOUNT, kind: 'cart', consultId: rx.id, consultType: 'ungated-rx', daysAgo: 1 },
    [line('af-1', 1), line('ba-14', 1)],
  );
}
