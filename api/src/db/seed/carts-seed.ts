// Demo carts: demo@flora.test has an active cart (the probiotic op-4 on Subscribe & Save, monthly,
// and a coaching call) and the ordered cart of its completed a-la-care consult (ba-14, af-1, soo-3).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import type { CartItemType, Database } from '../schema';
import { DEMO_CONSULT } from './demo-data';

type Line = { slug: string; item_type: CartItemType; quantity: number; selling_plan_id?: string };

export const DEMO_ACTIVE_CART: Line[] = [
  { slug: 'op-4', item_type: 'product', quantity: 1, selling_plan_id: 'op-4-monthly' },
  { slug: 'coaching-call', item_type: 'product', quantity: 1 },
];
export const DEMO_ORDERED_CART: Line[] = DEMO_CONSULT.selected_treatments.map((slug) => ({ slug, item_type: 'individual-treatment', quantity: 1 }));

export async function seedCarts(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const demo = users.get('demo@flora.test')!;
  const products = new Map((await trx.selectFrom('products').select(['id', 'slug']).execute()).map((p) => [p.slug, p.id]));
  const consult = await trx.selectFrom('consults').select('id').where('uid', '=', DEMO_CONSULT.uid).executeTakeFirstOrThrow();

  const carts: { lines: Line[]; consult_id: number | null; daysAgo: number; ordered: boolean }[] = [
    { lines: DEMO_ORDERED_CART, consult_id: consult.id, daysAgo: 9, ordered: true },
    { lines: DEMO_ACTIVE_CART, consult_id: null, daysAgo: 1, ordered: false },
  ];
  for (const c of carts) {
    const cart = await trx
      .insertInto('carts')
      .values({
        user_id: demo,
        status: c.ordered ? 'ordered' : 'active',
        consult_id: c.consult_id,
        checkout_session_id: null,
        created_at: at(c.daysAgo),
        updated_at: at(c.daysAgo),
        ordered_at: c.ordered ? at(c.daysAgo) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cart_items')
      .values(
        c.lines.map((l) => ({
          cart_id: cart.id,
          product_id: products.get(l.slug)!,
          item_type: l.item_type,
          is_subscription: !!l.selling_plan_id,
          selling_plan_id: l.selling_plan_id ?? null,
          quantity: l.quantity,
          created_at: at(c.daysAgo),
          updated_at: at(c.daysAgo),
        })),
      )
      .execute();
  }
}
