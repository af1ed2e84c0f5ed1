// The JSON schemas of the order routes (no coercion: query values are strings with patterns): each
// shape written once; the view's and handlers' types follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { impersonationQuery } from '../../schemas/common';
import { ORDER_TYPES, type OrderType, VERTICALS } from './order-view';

const secret = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const DEFAULT_ORDER_PAGE = 20;
export const MAX_ORDER_PAGE = 100;

export const ordersQuery = {
  type: 'object',
  properties: {
    ...impersonationQuery.properties,
    open: { type: 'string', enum: ['true', 'false'], description: 'true: only open orders; false: only the others; absent: all.' },
    limit: { type: 'string', pattern: '^[0-9]{1,3}$', description: `Page size, 1-${MAX_ORDER_PAGE} (default ${DEFAULT_ORDER_PAGE}).` },
    offset: { type: 'string', pattern: '^[0-9]{1,6}$', description: 'Orders to skip (default 0).' },
  },
  additionalProperties: false,
} as const;

export const processBody = {
  type: 'object',
  properties: {
    checkout_id: secret,
    checkout_token: secret,
    order_email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
  },
  required: ['checkout_id', 'checkout_token', 'order_email'],
  additionalProperties: false,
} as const;
export type ProcessInput = FromSchema<typeof processBody>;

export const attachBody = {
  type: 'object',
  properties: {
    order_number: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' },
    checkout_id: secret,
  },
  required: ['order_number', 'checkout_id'],
  additionalProperties: false,
} as const;
export type AttachInput = FromSchema<typeof attachBody>;

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
      enum: Object.keys(ORDER_TYPES) as OrderType[],
      description: `What the order is for: ${Object.entries(ORDER_TYPES).map(([k, v]) => `${k} ${v}`).join('; ')}.`,
    },
    business_verticals: {
      type: 'array',
      items: { type: 'string', enum: VERTICALS },
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
export type OrderView = FromSchema<typeof orderSchema>;
