// Demo subscriptions: demo@flora.test is a member (membership_vmt every 3 months, 20% off, started
// 20 days ago) and gets the probiotic op-4 every month (15% off, started 50 days ago, one delivery
// skipped). Prices are fixed from the catalogue as a paid order line would be; no order made them.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { planPriceCents, unitPriceCents } from '../../features/products';
import { findProductBySlug, sellingPlansOf } from '../../features/products/products-repository';
import { addMonths, MEMBERSHIP_KIND } from '../../features/subscriptions';
import { setMember } from '../../features/subscriptions/subscriptions-repository';
import type { Database } from '../schema';

export const DEMO_SUBSCRIPTIONS = [
  { email: 'demo@flora.test', slug: 'membership_vmt', plan: 'membership_vmt-quarterly', daysAgo: 20, skipped: 0 },
  { email: 'demo@flora.test', slug: 'op-4', plan: 'op-4-monthly', daysAgo: 50, skipped: 1 },
];

export async function seedSubscriptions(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  for (const s of DEMO_SUBSCRIPTIONS) {
    const product = (await findProductBySlug(trx, s.slug))!;
    const plan = (await sellingPlansOf(trx, [product.id])).get(product.id)!.find((p) => p.id === s.plan)!;
    const started = new Date(now.getTime() - s.daysAgo * DAY);
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: users.get(s.email)!,
        product_id: product.id,
        selling_plan_id: plan.id,
        quantity: 1,
        unit_price_cents: planPriceCents(unitPriceCents(product), plan.discount_percentage),
        status: 'active',
        started_at: started.toISOString(),
        next_charge_at: addMonths(started, plan.interval_months * (1 + s.skipped)),
        skipped_charges: s.skipped,
        cancelled_at: null,
        cancel_reason: null,
        cancel_note: null,
        ends_at: null,
        checkout_session_id: null,
        order_id: null,
        order_line_key: `${s.slug}/${plan.id}`,
        updated_at: started.toISOString(),
      })
      .execute();
    if (product.kind === MEMBERSHIP_KIND) await setMember(trx, users.get(s.email)!, true);
  }
}
