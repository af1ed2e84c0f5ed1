// The JSON schemas of the payment provider's routes (the checkout page and its forms).
import { impersonationQuery } from '../../schemas/common';
import { DELIVERY_METHODS } from '../orders';

export const checkoutParams = {
  type: 'object',
  // Named checkout_id (not id): the value is a capability, and the request log redacts it by this name.
  properties: { checkout_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['checkout_id'],
  additionalProperties: false,
} as const;


export const checkoutPageQuery = {
  ...impersonationQuery,
  properties: { ...impersonationQuery.properties, delivery: { type: 'string', enum: DELIVERY_METHODS, description: 'The delivery choice to preselect.' } },
} as const;

export const payBody = {
  type: ['object', 'null'],
  properties: { delivery: { type: 'string', enum: DELIVERY_METHODS } },
  additionalProperties: false,
} as const;

export const checkoutRedirectResponse = { 303: { description: 'Back to the platform (Location header).', type: 'null' } } as const;
