// The JSON shape of an order (SPEC §3 Order / Open order) and its schema. Money in dollars.
import { bool, dollars } from '../../db/values';
import { deliveryOption } from './delivery';
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

/** business_verticals of a line by its product kind; an order with a consult is 'care' too. */
const VERTICAL_OF_KIND: Record<string, string> = { test: 'test', 'add-on': 'test', treatment: 'care', bundle: 'care', care: 'care', 'male-partner': 'care' };
const VERTICALS = ['test', 'care', 'shop'];

export interface OrderLineView {
  slug: string;
  name: string;
  kind: string;
  quantity: number;
  unit_price: number;
  price: number;
  is_subscription: boolean;
  selling_plan_id: string | null;
  fulfilment: string | null;
}

export interface OrderView {
  order_number: string;
  checkout_id: string;
  checkout_token: string;
  order_email: string;
  status: string;
  is_open: boolean;
  order_type: OrderType;
  business_verticals: string[];
  line_items: OrderLineView[];
  subtotal: number;
  discount_code: string | null;
  discount: number;
  shipping: number;
  total: number;
  delivery: { method: string; label: string; window: string; price: number } | null;
  consult_uid: string | null;
  consult_type: string | null;
  test_hash: string | null;
  test_kits: { hash: string; activated: boolean }[];
  created_at: string;
  processed_at: string | null;
}

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

const nullableString = { type: ['string', 'null'] } as const;

export const orderSchema = {
  type: 'object',
  properties: {
    order_number: { type: 'string', description: 'Human readable and unique, e.g. FL-12345678.' },
    checkout_id: { type: 'string', description: 'The id of the checkout session that was paid.' },
    checkout_token: { type: 'string', description: "The checkout session's second secret." },
    order_email: { type: 'string', description: "The buyer's email when the order was paid." },
    status: { type: 'string', enum: ['paid', 'processed'], description: 'paid: waiting for POST /api/v1/orders/process; processed: fulfilled.' },
    is_open: {
      type: 'boolean',
      description: 'Still waits on the buyer: not processed yet, a kit from it not activated yet, or its consult\'s intake not submitted (IN, OR, ST).',
    },
    order_type: {
      type: 'string',
      enum: Object.keys(ORDER_TYPES),
      description: `What the order is for: ${Object.entries(ORDER_TYPES).map(([k, v]) => `${k} ${v}`).join('; ')}.`,
    },
    business_verticals: {
      type: 'array',
      items: { type: 'string', enum: ['test', 'care', 'shop'] },
      description: "test: a kit or the PCR add-on; care: a consult, treatments, care products or the male-partner voucher; shop: anything else (routine essentials).",
    },
    line_items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          slug: { type: 'string' },
          name: { type: 'string' },
          kind: { type: 'string', description: "The product's kind (test, treatment, care, routine-essential, male-partner …)." },
          quantity: { type: 'integer' },
          unit_price: { type: 'number', description: 'Dollars.' },
          price: { type: 'number', description: 'Dollars: unit_price x quantity.' },
          is_subscription: { type: 'boolean' },
          selling_plan_id: nullableString,
          fulfilment: { ...nullableString, description: 'What processing did for the line (test-kit, expanded-pcr, …); null: nothing beyond shipping it, or not processed yet.' },
        },
        required: ['slug', 'name', 'kind', 'quantity', 'unit_price', 'price', 'is_subscription', 'selling_plan_id', 'fulfilment'],
      },
    },
    subtotal: { type: 'number', description: 'Dollars.' },
    discount_code: nullableString,
    discount: { type: 'number', description: 'Dollars.' },
    shipping: { type: 'number', description: 'Dollars (the delivery choice).' },
    total: { type: 'number', description: 'Dollars: subtotal - discount + shipping.' },
    delivery: {
      type: ['object', 'null'],
      description: 'null when nothing ships (the PCR add-on).',
      properties: { method: { type: 'string' }, label: { type: 'string' }, window: { type: 'string' }, price: { type: 'number' } },
      required: ['method', 'label', 'window', 'price'],
    },
    consult_uid: { ...nullableString, description: 'The consult the order paid for (care orders).' },
    consult_type: { ...nullableString, description: "That consult's type (vaginitis, ungated-rx, sti, male-partner): where its intake is." },
    test_hash: { ...nullableString, description: 'The test the checkout was started from (PCR add-on, retest, ungated Rx).' },
    test_kits: {
      type: 'array',
      description: 'Kits the order created: activate one with POST /api/v1/user-tests/ {hash}.',
      items: { type: 'object', properties: { hash: { type: 'string' }, activated: { type: 'boolean' } }, required: ['hash', 'activated'] },
    },
    created_at: { type: 'string' },
    processed_at: nullableString,
  },
  required: [
    'order_number', 'checkout_id', 'checkout_token', 'order_email', 'status', 'is_open', 'order_type', 'business_verticals',
    'line_items', 'subtotal', 'discount_code', 'discount', 'shipping', 'total', 'delivery', 'consult_uid', 'consult_type', 'test_hash',
    'test_kits', 'created_at', 'processed_at',
  ],
} as const;
