// Request and response schemas of the consult routes, and the types that follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { CONSULT_STATUS_CODES, CONSULT_TYPES, PHARMACY_TYPES } from './consult-status';
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

/** The JSON shape of a consult (SPEC §3 Consult). */
const bool_ = { type: 'boolean' } as const;

export const consultSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    type: { type: 'string', enum: [...CONSULT_TYPES] },
    status: {
      type: 'string',
      enum: CONSULT_STATUS_CODES,
      description:
        'IN opted in, OR ordered, ST intake started, SU submitted, PR in progress, CP complete, ER error, RF referred, IE ineligible, ID ID failure, CA cancelled.',
    },
    purchase_type: {
      type: ['string', 'null'],
      description: 'Set at creation from the type: a-la-care (vaginitis), ungated-rx, sti or male-partner.',
    },
    pharmacy_type: {
      type: ['string', 'null'],
      enum: [...PHARMACY_TYPES, null],
      description: 'Where the prescriptions are filled: flora-pharmacy (shipped) or local-pharmacy (picked up); null until chosen.',
    },
    consult_paid: { ...bool_, description: 'The consult has been paid for.' },
    consult_pending: { ...bool_, description: 'Submitted and waiting on a clinician: status SU or PR.' },
    is_closed: { ...bool_, description: 'Finished for good: status CP, RF, IE or CA.' },
    is_pre_submit: { ...bool_, description: 'Intake not yet submitted: status IN, OR or ST.' },
    show_consult_in_progress: { ...bool_, description: 'Submitted and not finished: status SU, PR, ER or ID.' },
    ready_for_refills: {
      ...bool_,
      description: 'Complete, with at least one refillable prescription that has refills left and is not disabled.',
    },
    consultmessagethread: { type: ['integer', 'null'], description: 'The id of the message thread, if one exists.' },
    prescriptions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          product: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
          is_refillable_product: bool_,
          refills_remaining: { type: 'integer' },
          is_otc_product: bool_,
          is_disabled_for_refill: bool_,
        },
        required: ['product', 'is_refillable_product', 'refills_remaining', 'is_otc_product', 'is_disabled_for_refill'],
      },
    },
    selected_treatments: {
      type: 'array',
      items: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
    },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: [
    'uid',
    'type',
    'status',
    'purchase_type',
    'pharmacy_type',
    'consult_paid',
    'consult_pending',
    'is_closed',
    'is_pre_submit',
    'show_consult_in_progress',
    'ready_for_refills',
    'consultmessagethread',
    'prescriptions',
    'selected_treatments',
    'created_at',
    'updated_at',
  ],
} as const;

export type CreateConsultInput = FromSchema<typeof createConsultBody>;
export type RecommendedProducts = FromSchema<typeof recommendedProductsResponse>['data'];
export type ConsultView = FromSchema<typeof consultSchema>;
export type PrescriptionView = ConsultView['prescriptions'][number];
