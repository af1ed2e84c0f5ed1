// Request and response schemas of the consult routes (the consult itself is in consult-view.ts).
import { CONSULT_TYPES, PHARMACY_TYPES } from './consult-status';
import { productSchema } from '../products';

const slug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } as const;

export const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' } },
  required: ['uid'],
  additionalProperties: false,
} as const;

export const createConsultBody = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...CONSULT_TYPES] },
    test_hash: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    selected_treatments: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: slug },
  },
  required: ['type'],
  additionalProperties: false,
} as const;

export const pharmacyBody = {
  type: 'object',
  properties: { pharmacy_type: { type: 'string', enum: [...PHARMACY_TYPES] } },
  required: ['pharmacy_type'],
  additionalProperties: false,
} as const;

export const productSlugsBody = {
  type: 'object',
  properties: { product_slugs: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: slug } },
  required: ['product_slugs'],
  additionalProperties: false,
} as const;

export const orderQuery = {
  type: 'object',
  properties: {
    checkout_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    checkout_token: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    __impersonate: { type: 'string', maxLength: 254 },
  },
  required: ['checkout_id', 'checkout_token'],
  additionalProperties: false,
} as const;

export const recommendedProductsResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        care_products: { type: 'object', additionalProperties: productSchema, description: 'Care products keyed by slug.' },
        routine_essentials: { type: 'array', items: productSchema },
      },
      required: ['care_products', 'routine_essentials'],
    },
  },
  required: ['data'],
} as const;
