// The JSON schemas of the catalogue routes: each shape written once; the views' and handlers' types
// follow from them.
import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../../schemas/common';
import { SHOP_KINDS } from './catalogue-view';

/** SPEC §3 Product. */
export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    image_url: { type: 'string' },
    price: { type: 'number', description: 'Dollars.' },
    discounted_price: { type: ['number', 'null'], description: 'Dollars; null without a discount.' },
    slug: { type: 'string' },
  },
  required: ['id', 'name', 'image_url', 'price', 'discounted_price', 'slug'],
} as const;
export type ProductView = FromSchema<typeof productSchema>;

const sellingPlanSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string', description: "e.g. 'Every month'." },
    interval_months: { type: 'integer', description: 'Months between deliveries (or charges).' },
    discount_percentage: { type: 'integer', description: 'Whole percent off the unit price (0-100).' },
    price: { type: 'number', description: 'Dollars: one unit on this plan (unit price x (1 - discount_percentage / 100), rounded to the cent).' },
  },
  required: ['id', 'name', 'interval_months', 'discount_percentage', 'price'],
} as const;

export const ecommProductSchema = {
  type: 'object',
  properties: {
    sku: { type: ['string', 'null'] },
    price: { type: 'number', description: 'Dollars: one unit bought once (the discounted price when there is one).' },
    free_shipping: { type: 'boolean' },
    subscription_config: {
      type: ['object', 'null'],
      description: 'null when the product is not sold as a subscription.',
      properties: {
        default_plan_id: { type: 'string' },
        subscription_only: { type: 'boolean', description: 'true: no one-time purchase (memberships).' },
        selling_plans: { type: 'object', description: 'Keyed by plan id.', additionalProperties: sellingPlanSchema },
      },
      required: ['default_plan_id', 'subscription_only', 'selling_plans'],
    },
  },
  required: ['sku', 'price', 'free_shipping', 'subscription_config'],
} as const;
export type EcommProductView = FromSchema<typeof ecommProductSchema>;

/** SPEC §3 line item `treatment_product`. */
export const treatmentProductSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The product id (GET /api/v1/products/{id}/).' },
    slug: { type: 'string' },
    title: { type: 'string' },
    pdp_slug: { type: ['string', 'null'], description: "The slug of the treatment's detail page." },
    ecomm_product: ecommProductSchema,
  },
  required: ['id', 'slug', 'title', 'pdp_slug', 'ecomm_product'],
} as const;
export type TreatmentProductView = FromSchema<typeof treatmentProductSchema>;

export const shopProductSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The product id (product_id of a product cart item, treatment_product of a treatment).' },
    slug: { type: 'string' },
    name: { type: 'string' },
    kind: {
      type: 'string',
      enum: [...SHOP_KINDS],
      description: 'treatment and bundle (a treatment program) are the Shop Treatments section; the others Shop Care.',
    },
    item_type: {
      type: 'string',
      enum: ['individual-treatment', 'bundle-treatment', 'product'],
      description: 'The item_type to add it to a cart with.',
    },
    image_url: { type: 'string', description: 'A path on this API (/api/static/products/...).' },
    price: { type: 'number', description: 'Dollars.' },
    discounted_price: { type: ['number', 'null'], description: 'Dollars; null without a discount.' },
    pdp_slug: { type: ['string', 'null'], description: 'The slug of its detail page (/care/shop/treatment/product/{pdp_slug}/); null: the page is at its slug.' },
    ecomm_product: ecommProductSchema,
    add_on: {
      type: ['object', 'null'],
      description:
        "A test kit's optional add-on: the STI + expanded PCR panel vpcr-add-on (the card's STI + PCR panel checkbox; wider than, and priced apart from, the providers' STI-only sti-panel-add-on), a product line added beside the kit (product_id = id). null for other products.",
      properties: {
        id: { type: 'integer' },
        slug: { type: 'string' },
        name: { type: 'string' },
        price: { type: 'number', description: 'Dollars.' },
      },
      required: ['id', 'slug', 'name', 'price'],
    },
  },
  required: ['id', 'slug', 'name', 'kind', 'item_type', 'image_url', 'price', 'discounted_price', 'pdp_slug', 'ecomm_product', 'add_on'],
} as const;
export type ShopProductView = FromSchema<typeof shopProductSchema>;

export const productListResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: productSchema,
    },
  },
  required: ['data'],
} as const;

export const shopListResponse = {
  type: 'object',
  properties: { data: { type: 'array', items: shopProductSchema } },
  required: ['data'],
} as const;

export const productIdParams = idParams('The product id.');

export const productImageParams = {
  type: 'object',
  properties: { file: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,80}\\.svg$' } },
  required: ['file'],
  additionalProperties: false,
} as const;

export const productImageResponse = { description: 'The image.', content: { 'image/svg+xml': { schema: { type: 'string' } } } } as const;
