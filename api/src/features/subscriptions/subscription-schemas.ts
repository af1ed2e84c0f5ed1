// The JSON schemas of the subscription, membership and portal routes: each shape written once; the
// views' and handlers' types follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { PORTAL_TOKEN_PATTERN } from './portal-links';
import { CANCEL_NOTE_MAX, CANCEL_REASON_VALUES, CANCEL_REASONS, DISCOUNT_TYPES } from './subscription-rules';


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
export type SubscriptionView = FromSchema<typeof subscriptionSchema>;

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
export type NextChargeView = FromSchema<typeof nextChargeSchema>;

export const subscriptionExistsSchema = {
  type: 'object',
  properties: { exists: { type: 'boolean' }, is_member: { type: 'boolean' } },
  required: ['exists', 'is_member'],
} as const;

export const portalLinkSchema = {
  type: 'object',
  properties: { url: { type: 'string' }, expires_at: { type: 'string' } },
  required: ['url', 'expires_at'],
} as const;

export const subscriptionListSchema = {
  type: 'object',
  properties: { subscriptions: { type: 'array', items: subscriptionSchema } },
  required: ['subscriptions'],
} as const;

export const membershipSchema = {
  type: 'object',
  properties: {
    is_member: { type: 'boolean' },
    membership: { ...subscriptionSchema, type: ['object', 'null'] },
    was_member: { type: 'boolean' },
    can_upgrade: { type: 'boolean' },
    can_downgrade: { type: 'boolean' },
    can_cancel: { type: 'boolean' },
    can_resume: { type: 'boolean' },
    can_subscribe: { type: 'boolean' },
    cancel_reasons: {
      type: 'array',
      items: { type: 'object', properties: { value: { type: 'string' }, label: { type: 'string' } }, required: ['value', 'label'] },
    },
  },
  required: ['is_member', 'membership', 'was_member', 'can_upgrade', 'can_downgrade', 'can_cancel', 'can_resume', 'can_subscribe', 'cancel_reasons'],
} as const;
export type MembershipView = FromSchema<typeof membershipSchema>;

/** SPEC §9: the discount a next charge is shown with when the body names none. */
export const DEFAULT_DISCOUNT = { discount_code: 'RETEST20', discount_type: 'fixed_amount', discount_value: 20 } as const;

export const nextChargeDiscountBody = {
  type: ['object', 'null'],
  properties: {
    discount_code: { type: 'string', minLength: 1, maxLength: 32, default: DEFAULT_DISCOUNT.discount_code },
    discount_type: { type: 'string', enum: DISCOUNT_TYPES, default: DEFAULT_DISCOUNT.discount_type },
    discount_value: { type: 'number', minimum: 0, maximum: 100000, default: DEFAULT_DISCOUNT.discount_value },
  },
  additionalProperties: false,
} as const;

export const swapBody = {
  type: 'object',
  properties: { subscription_type: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['subscription_type'],
  additionalProperties: false,
} as const;

export const cancelMembershipBody = {
  type: 'object',
  properties: {
    reason: { type: 'string', enum: CANCEL_REASON_VALUES },
    note: { type: ['string', 'null'], format: 'text', maxLength: CANCEL_NOTE_MAX },
  },
  required: ['reason'],
  additionalProperties: false,
} as const;

// --- The sandbox customer portal (HTML pages and form posts) ---

export const portalTokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: PORTAL_TOKEN_PATTERN, description: 'The portal token of the link.' } },
  required: ['token'],
  additionalProperties: false,
} as const;
export type PortalTokenParams = FromSchema<typeof portalTokenParams>;

const idField = { type: 'string', pattern: '^[0-9]{1,9}$', description: 'The subscription id.' } as const;

export const portalRedirectResponse = { 303: { description: 'Back to the portal page with a message (Location header).', type: 'null' } } as const;

/** The outcome codes an action redirects to the page with (the page words them: portal-page.ts). */
export const PORTAL_NOTICE_CODES = ['skipped', 'already-skipped', 'swapped', 'unchanged', 'cancelled', 'already-cancelled'] as const;
export type PortalNotice = (typeof PORTAL_NOTICE_CODES)[number];

export const portalPageQuery = {
  type: 'object',
  properties: {
    notice: { type: 'string', enum: PORTAL_NOTICE_CODES, description: 'The outcome of the last action.' },
    subscription: idField,
    __impersonate: { type: 'string', maxLength: 254, description: 'Ignored: the portal is not signed in with a bearer token.' },
  },
  additionalProperties: false,
} as const;

export const portalSkipBody = {
  type: 'object',
  properties: { subscription_id: idField, charge_at: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$', description: 'The next_charge_at the page showed (ISO-8601 UTC).' } },
  required: ['subscription_id', 'charge_at'],
  additionalProperties: false,
} as const;

export const portalSwapBody = {
  type: 'object',
  properties: { subscription_id: idField, selling_plan_id: { type: 'string', minLength: 1, maxLength: 80 } },
  required: ['subscription_id', 'selling_plan_id'],
  additionalProperties: false,
} as const;

export const portalCancelBody = {
  type: 'object',
  properties: {
    subscription_id: idField,
    reason: { type: 'string', enum: CANCEL_REASON_VALUES },
    note: { type: 'string', format: 'text', maxLength: CANCEL_NOTE_MAX },
  },
  required: ['subscription_id', 'reason'],
  additionalProperties: false,
} as const;
