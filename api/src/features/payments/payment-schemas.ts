// Schemas shared by the checkout page and the provider's routes.

export const checkoutParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

