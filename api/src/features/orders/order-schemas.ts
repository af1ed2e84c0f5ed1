// Request schemas of the order routes (no coercion: query values are strings with patterns).
import { impersonationQuery } from '../../schemas/common';

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

export const attachBody = {
  type: 'object',
  properties: {
    order_number: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' },
    checkout_id: secret,
  },
  required: ['order_number', 'checkout_id'],
  additionalProperties: false,
} as const;
