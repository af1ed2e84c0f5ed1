// The JSON schemas of the cart routes: each shape written once; the view's and handlers' types follow
// from them.
import type { FromSchema } from 'json-schema-to-ts';
import type { CartItemType } from '../../db/schema';
import { idParams, ROW_ID_PATTERN } from '../../schemas/common';
import { uidParams } from '../consults';
import { ecommProductSchema, productSchema, treatmentProductSchema } from '../products';
import { PURCHASE_TYPES } from './cart-view';
import { MAX_QUANTITY } from './carts-service';

const ITEM_TYPES: readonly CartItemType[] = ['individual-treatment', 'bundle-treatment', 'product'];

const lineItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The line id (POST .../items/delete/ {item_ids}).' },
    item_type: { type: 'string', enum: ITEM_TYPES },
    treatment_product: { ...treatmentProductSchema, type: ['object', 'null'], description: 'The treatment (or program) of a treatment line; null for a product line.' },
    ecomm_product: ecommProductSchema,
    product: { ...productSchema, description: 'The catalogue product of the line (as GET /api/v1/products/{id}/ shows it).' },
    is_subscription: { type: 'boolean' },
    selling_plan_id: { type: ['string', 'null'], description: 'The plan of a subscription line; null otherwise.' },
    quantity: { type: 'integer' },
    price: {
      type: 'number',
      description: 'Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent.',
    },
    line_total: { type: 'number', description: 'Dollars: price x quantity.' },
  },
  required: ['id', 'item_type', 'treatment_product', 'ecomm_product', 'product', 'is_subscription', 'selling_plan_id', 'quantity', 'price', 'line_total'],
} as const;

export const cartSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['active', 'ordered'], description: 'active: being filled (one per user); ordered: its checkout was paid and processed (read-only).' },
    purchase_type: {
      type: ['string', 'null'],
      enum: [...PURCHASE_TYPES, null],
      description: 'prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.',
    },
    consult_uid: { type: ['string', 'null'], description: 'The consult the cart was last checked out with; null before.' },
    line_items: { type: 'array', items: lineItemSchema },
    item_count: { type: 'integer', description: 'The sum of the quantities.' },
    subtotal: { type: 'number', description: 'Dollars: every line at its one-time unit price.' },
    subscription_discount: { type: 'number', description: 'Dollars: what the selling plans take off the subtotal.' },
    total: { type: 'number', description: 'Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes).' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    ordered_at: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'purchase_type', 'consult_uid', 'line_items', 'item_count', 'subtotal', 'subscription_discount', 'total', 'created_at', 'updated_at', 'ordered_at'],
} as const;
export type CartView = FromSchema<typeof cartSchema>;
export type LineItemView = CartView['line_items'][number];

export const cartIdParams = idParams('The cart id.');

export const lineParams = {
  type: 'object',
  properties: { ...cartIdParams.properties, item_id: { type: 'string', pattern: ROW_ID_PATTERN, description: 'The line id.' } },
  required: ['id', 'item_id'],
  additionalProperties: false,
} as const;

const planId = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' } as const;

export const addItemsBody = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        properties: {
          item_type: { type: 'string', enum: ITEM_TYPES },
          quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
          treatment_product: {
            anyOf: [{ type: 'integer', minimum: 1, maximum: 999_999_999 }, { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' }, { type: 'null' }],
            description: 'Treatment lines: the treatment (or program) by product id or slug.',
          },
          product_id: { type: ['integer', 'null'], minimum: 1, maximum: 999_999_999, description: 'Product lines: the product id.' },
          is_subscription: { type: 'boolean', default: false },
          selling_plan_id: { ...planId, type: ['string', 'null'], description: "A subscription's plan; the product's default plan when absent." },
        },
        required: ['item_type', 'quantity'],
        additionalProperties: false,
      },
    },
  },
  required: ['items'],
  additionalProperties: false,
} as const;
export type ItemToAdd = FromSchema<typeof addItemsBody>['items'][number];

export const deleteItemsBody = {
  type: 'object',
  properties: { item_ids: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1, maximum: 999_999_999 } } },
  required: ['item_ids'],
  additionalProperties: false,
} as const;

export const quantityBody = {
  type: 'object',
  properties: { quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY } },
  required: ['quantity'],
  additionalProperties: false,
} as const;

export const checkoutBody = {
  type: 'object',
  properties: {
    consult_uid: { ...uidParams.properties.uid, type: ['string', 'null'] },
    purchase_type: { type: ['string', 'null'], enum: [...PURCHASE_TYPES, null] },
  },
  additionalProperties: false,
} as const;
export type CheckoutRequest = FromSchema<typeof checkoutBody>;
