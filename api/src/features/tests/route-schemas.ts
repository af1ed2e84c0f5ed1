// Schemas the test routes share.
import { impersonationQuery } from '../../schemas/common';

/** A test hash in a path (kits print capitals and digits; older tests may carry hyphens). */
export const hashParams = {
  type: 'object',
  properties: { hash: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
  required: ['hash'],
  additionalProperties: false,
} as const;

export const readQuery = impersonationQuery;

/** `{data: …}`: the shape of the result and recommendation reads (SPEC §7: "Responses carry a data field"). */
export const dataOf = (schema: object) => ({ type: 'object', properties: { data: schema }, required: ['data'] }) as const;

export const checkoutUrlResponse = {
  type: 'object',
  properties: { checkout_url: { type: 'string', description: 'Where the payment page of the new checkout session is served.' } },
  required: ['checkout_url'],
} as const;

/** A catalogue product (SPEC §3 Product), prices in dollars. */
export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    image_url: { type: 'string' },
    price: { type: 'number' },
    discounted_price: { type: ['number', 'null'] },
    slug: { type: 'string' },
  },
  required: ['id', 'name', 'image_url', 'price', 'discounted_price', 'slug'],
} as const;
