// Schemas shared by the checkout page and the provider's routes.

export const checkoutParams = {
  type: 'object',
  // Named checkout_id (not id): the value is a capability, and the request log redacts it by this name.
  properties: { checkout_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['checkout_id'],
  additionalProperties: false,
} as const;

