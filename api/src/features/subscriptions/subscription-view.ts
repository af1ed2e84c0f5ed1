// Subscriptions (SPEC §3 "Subscription: slug") and their next charge as the API answers them (shapes: subscription-schemas.ts).
import { dollars, knownCode } from '../../db/values';
import { CANCEL_REASON_VALUES, MEMBERSHIP_KIND } from './subscription-rules';
import type { NextChargeView, SubscriptionView } from './subscription-schemas';
import type { NextCharge } from './subscriptions-service';
import type { SubscriptionRow } from './subscriptions-repository';

export const toSubscriptionView = (s: SubscriptionRow): SubscriptionView => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  kind: s.kind,
  is_membership: s.kind === MEMBERSHIP_KIND,
  status: s.status,
  selling_plan: { id: s.selling_plan_id, name: s.plan_name, interval_months: s.interval_months, discount_percentage: s.discount_percentage },
  quantity: s.quantity,
  unit_price: dollars(s.unit_price_cents),
  price: dollars(s.unit_price_cents * s.quantity),
  started_at: s.started_at,
  next_charge_at: s.next_charge_at,
  skipped_charges: Number(s.skipped_charges),
  cancelled_at: s.cancelled_at,
  cancel_reason: s.cancel_reason === null ? null : knownCode(CANCEL_REASON_VALUES, s.cancel_reason, 'subscriptions.cancel_reason'),
  cancel_note: s.cancel_note,
  ends_at: s.ends_at,
  order_id: s.order_id,
});

export const nextChargeView = (c: NextCharge): NextChargeView => ({
  subscription_id: c.sub.id,
  slug: c.sub.slug,
  date: c.sub.next_charge_at,
  items: [
    {
      slug: c.sub.slug,
      name: c.sub.name,
      selling_plan_id: c.sub.selling_plan_id,
      quantity: c.sub.quantity,
      unit_price: dollars(c.sub.unit_price_cents) ?? 0,
      total: dollars(c.subtotalCents) ?? 0,
    },
  ],
  subtotal: dollars(c.subtotalCents) ?? 0,
  discount: c.discount && { code: c.discount.code, type: c.discount.type, value: c.discount.value, amount: dollars(c.discount.cents) ?? 0 },
  total: dollars(c.totalCents) ?? 0,
});
