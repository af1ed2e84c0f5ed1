// The JSON schemas of the order-transfer routes: each shape written once; the views' and handlers'
// types follow from them.
import type { FromSchema } from 'json-schema-to-ts';

const MAX_ORDERS = 20;

export const transferRequestBody = {
  type: 'object',
  properties: {
    orders: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_ORDERS,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      description: "The orders' checkout_id values (as on the order and its confirmation email).",
    },
  },
  required: ['orders'],
  additionalProperties: false,
} as const;

export const transferHashBody = {
  type: 'object',
  properties: { hash: { type: 'string', minLength: 1, maxLength: 256 } },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const transferConfirmedResponse = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    orders: { type: 'array', items: { type: 'string' }, description: 'The checkout ids of the orders moved.' },
  },
  required: ['detail', 'orders'],
} as const;

export const transferRequestSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: {
      type: 'string',
      enum: ['pending', 'expired', 'confirmed'],
      description: 'pending: the link was emailed and not used yet; expired: not confirmed within 24 hours; confirmed: the orders were moved.',
    },
    order_email: { type: 'string', description: 'Where the confirmation link went, masked (d***@example.com).' },
    orders: { type: 'array', items: { type: 'string' }, description: 'The checkout ids of the orders in the request.' },
    created_at: { type: 'string' },
    expires_at: { type: 'string' },
    confirmed_at: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'order_email', 'orders', 'created_at', 'expires_at', 'confirmed_at'],
} as const;
export type TransferRequestView = FromSchema<typeof transferRequestSchema>;

export const transferPreviewSchema = {
  type: 'object',
  properties: {
    requester_email: { type: 'string', description: 'The account the orders would move to (as the emailed link names it).' },
    expires_at: { type: 'string', description: 'When the link stops working.' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          checkout_id: { type: 'string' },
          order_number: { type: ['string', 'null'], description: 'FL-…, once the order was processed; null before.' },
          ordered_at: { type: 'string' },
          items: {
            type: 'array',
            items: { type: 'object', properties: { name: { type: 'string' }, quantity: { type: 'integer' } }, required: ['name', 'quantity'] },
          },
          total: { type: 'number', description: 'Dollars paid.' },
          movable: { type: 'boolean', description: 'false: the order left the account since the request (confirming moves only the others).' },
        },
        required: ['checkout_id', 'order_number', 'ordered_at', 'items', 'total', 'movable'],
      },
    },
  },
  required: ['requester_email', 'expires_at', 'orders'],
} as const;
export type TransferPreview = FromSchema<typeof transferPreviewSchema>;
