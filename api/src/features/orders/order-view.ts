// An order as the API answers it (SPEC §3 Order / Open order; its shape in order-schemas.ts). Money in dollars.
import { bool, dollars } from '../../db/values';
import { deliveryOption } from './delivery';
import type { OrderView } from './order-schemas';
import type { ListedOrder, OrderParts } from './orders-repository';

/** order_type codes: SPEC names UX (ungated-rx); the others are the team's. */
export const ORDER_TYPES = {
  UX: 'ungated-rx care',
  MP: 'male-partner treatment',
  CR: 'care (a consult, treatments or care products)',
  TE: 'test (a kit, a retest or the PCR add-on)',
  SH: 'shop (routine essentials)',
} as const;
export type OrderType = keyof typeof ORDER_TYPES;

/** business_verticals values, in the order an order lists them. */
export const VERTICALS = ['test', 'care', 'shop'] as const;
type Vertical = (typeof VERTICALS)[number];
/** business_verticals of a line by its product kind; an order with a consult is 'care' too. */
const VERTICAL_OF_KIND: Record<string, Vertical> = { test: 'test', 'add-on': 'test', treatment: 'care', bundle: 'care', care: 'care', 'male-partner': 'care' };

export function toOrderView(row: ListedOrder, parts: OrderParts): OrderView {
  const lines = parts.lines.get(row.id) ?? [];
  const consult = row.consult_id === null ? undefined : parts.consults.get(row.consult_id);
  const verticals = new Set(lines.map((l) => VERTICAL_OF_KIND[l.product_kind] ?? 'shop'));
  if (consult) verticals.add('care');
  const consultType = consult?.type ?? row.checkout_kind;
  const orderType: OrderType =
    consultType === 'ungated-rx' ? 'UX' : consultType === 'male-partner' ? 'MP' : verticals.has('care') ? 'CR' : verticals.has('test') ? 'TE' : 'SH';
  const delivery = deliveryOption(row.delivery_method);
  return {
    order_number: row.order_number,
    checkout_id: row.checkout_id,
    checkout_token: row.checkout_token,
    order_email: row.order_email,
    status: row.status,
    is_open: bool(row.is_open),
    order_type: orderType,
    business_verticals: VERTICALS.filter((v) => verticals.has(v)),
    line_items: lines.map((l) => ({
      slug: l.product_slug,
      name: l.name,
      kind: l.product_kind,
      quantity: l.quantity,
      unit_price: dollars(l.unit_price_cents)!,
      price: dollars(l.unit_price_cents * l.quantity)!,
      is_subscription: bool(l.is_subscription),
      selling_plan_id: l.selling_plan_id,
      fulfilment: l.fulfilment,
    })),
    subtotal: dollars(row.subtotal_cents)!,
    discount_code: row.discount_code,
    discount: dollars(row.discount_cents)!,
    shipping: dollars(row.shipping_cents)!,
    total: dollars(row.total_cents)!,
    delivery: delivery
      ? { method: delivery.method, label: delivery.label, window: delivery.window, price: dollars(delivery.price_cents)! }
      : null,
    consult_uid: consult?.uid ?? null,
    consult_type: consult?.type ?? null,
    test_hash: row.test_id === null ? null : (parts.tests.get(row.test_id) ?? null),
    test_kits: (parts.kits.get(row.id) ?? []).map((k) => ({ hash: k.hash, activated: k.activated })),
    created_at: row.created_at,
    processed_at: row.processed_at,
  };
}
