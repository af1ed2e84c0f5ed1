// The JSON shapes of subscriptions (SPEC §3 "Subscription: slug"), their next charge and membership.
import { dollars } from '../../db/values';
import { CANCEL_REASONS, DISCOUNT_TYPES, MEMBERSHIP_KIND } from './subscription-rules';
import type { NextCharge } from './subscriptions-service';
import type { SubscriptionRow } from './subscriptions-repository';

export interface SubscriptionView {
  id: number;
  slug: string;
  name: string;
  kind: string;
  is_membership: boolean;
  status: 'active' | 'cancelled';
  selling_plan: { id: string; name: string; interval_months: number; discount_percentage: number };
  quantity: number;
  unit_price: number;
  price: number;
  started_at: string;
  next_charge_at: string | null;
  skipped_charges: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  ends_at: string | null;
  order_id: number | null;
}

export const toSubscriptionView = (s: SubscriptionRow): SubscriptionView => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  kind: s.kind,
  is_membership: s.kind === MEMBERSHIP_KIND,
  status: s.status,
  selling_plan: { id: s.selling_plan_id, name: s.plan_name, interval_months: s.interval_months, discount_percentage: s.discount_percentage },
  quantity: s.quantity,
  unit_price: dollars(s.unit_price_cents) ?? 0,
  price: dollars(s.unit_price_cents * s.quantity) ?? 0,
  started_at: s.started_at,
  next_charge_at: s.next_charge_at,
  skipped_charges: Number(s.skipped_charges),
  cancelled_at: s.cancelled_at,
  cancel_reason: s.cancel_reason,
  cancel_note: s.cancel_note,
  ends_at: s.ends_at,
  order_id: s.order_id,
});

export const subscriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string', description: "The subscribed product's slug (e.g. op-4, membership_vmt)." },
    name: { type: 'string' },
    kind: { type: 'string', description: 'The product kind (membership, routine-essential, …).' },
    is_membership: { type: 'boolean' },
    status: { type: 'string', enum: ['active', 'cancelled'], description: 'active: charged every plan interval; cancelled: no more charges.' },
    selling_plan: {
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' }, interval_months: { type: 'integer' }, discount_percentage: { type: 'integer' } },
      required: ['id', 'name', 'interval_months', 'discount_percentage'],
    },
    quantity: { type: 'integer' },
    unit_price: { type: 'number', description: 'Dollars: one unit on the plan, fixed on the server when the subscription started (or changed plan).' },
    price: { type: 'number', description: 'Dollars per delivery: unit_price x quantity.' },
    started_at: { type: 'string' },
    next_charge_at: { type: ['string', 'null'], description: 'When the next delivery is charged; null once cancelled.' },
    skipped_charges: { type: 'integer', description: 'Deliveries skipped so far.' },
    cancelled_at: { type: ['string', 'null'] },
    cancel_reason: { type: ['string', 'null'], enum: [...CANCEL_REASONS.map((r) => r.value), null] },
    cancel_note: { type: ['string', 'null'] },
    ends_at: { type: ['string', 'null'], description: 'A cancelled subscription: the end of the paid period (a membership lasts until then).' },
    order_id: { type: ['integer', 'null'], description: 'The order that started it (null for demo data).' },
  },
  required: [
    'id', 'slug', 'name', 'kind', 'is_membership', 'status', 'selling_plan', 'quantity', 'unit_price', 'price', 'started_at',
    'next_charge_at', 'skipped_charges', 'cancelled_at', 'cancel_reason', 'cancel_note', 'ends_at', 'order_id',
  ],
} as const;

export const nextChargeView = (c: NextCharge) => ({
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

export const nextChargeSchema = {
  type: 'object',
  properties: {
    subscription_id: { type: 'integer' },
    slug: { type: 'string' },
    date: { type: ['string', 'null'], description: 'When it is charged (the subscription next_charge_at).' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          slug: { type: 'string' },
          name: { type: 'string' },
          selling_plan_id: { type: 'string' },
          quantity: { type: 'integer' },
          unit_price: { type: 'number', description: 'Dollars.' },
          total: { type: 'number', description: 'Dollars: unit_price x quantity.' },
        },
        required: ['slug', 'name', 'selling_plan_id', 'quantity', 'unit_price', 'total'],
      },
    },
    subtotal: { type: 'number', description: 'Dollars: the price per delivery.' },
    discount: {
      type: ['object', 'null'],
      description: 'The discount applied (null for none).',
      properties: {
        code: { type: 'string' },
        type: { type: 'string', enum: DISCOUNT_TYPES },
        value: { type: 'number', description: 'Dollars off (fixed_amount) or whole percent off (percentage): the code’s own value.' },
        amount: { type: 'number', description: 'Dollars taken off this charge (never more than the subtotal).' },
      },
      required: ['code', 'type', 'value', 'amount'],
    },
    total: { type: 'number', description: 'Dollars charged: subtotal less the discount, never below zero.' },
  },
  required: ['subscription_id', 'slug', 'date', 'items', 'subtotal', 'discount', 'total'],
} as const;

/** `{data: X}`: the answer of every subscription route. */
export const dataOf = (schema: object) => ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;
