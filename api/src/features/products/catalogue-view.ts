// Prices and the JSON shapes of the shop (SPEC §3 line item): an ecomm product (sku, price,
// subscription config) and a treatment product (id, slug, title, pdp_slug, ecomm product).
import { bool, dollars } from '../../db/values';
import type { CatalogueProduct, SellingPlan } from './products-repository';

/** What one unit costs bought once: the discounted price when there is one. */
export const unitPriceCents = (p: Pick<CatalogueProduct, 'price_cents' | 'discounted_price_cents'>): number =>
  p.discounted_price_cents ?? p.price_cents;

/** One unit on a selling plan: the unit price less the plan's percentage, rounded to the cent. */
export const planPriceCents = (unitCents: number, discountPercentage: number): number =>
  Math.round((unitCents * (100 - discountPercentage)) / 100);

export interface SellingPlanView {
  id: string;
  name: string;
  interval_months: number;
  discount_percentage: number;
  /** Dollars: one unit on this plan. */
  price: number;
}

export interface SubscriptionConfigView {
  default_plan_id: string;
  /** true: sold only as a subscription (memberships). */
  subscription_only: boolean;
  selling_plans: Record<string, SellingPlanView>;
}

export interface EcommProductView {
  sku: string | null;
  /** Dollars: one unit bought once (the discounted price when there is one). */
  price: number;
  free_shipping: boolean;
  /** null: the product is not sold as a subscription. */
  subscription_config: SubscriptionConfigView | null;
}

export interface TreatmentProductView {
  id: number;
  slug: string;
  title: string;
  pdp_slug: string | null;
  ecomm_product: EcommProductView;
}

export function ecommProductView(product: CatalogueProduct, plans: readonly SellingPlan[]): EcommProductView {
  const unit = unitPriceCents(product);
  return {
    sku: product.sku,
    price: dollars(unit) ?? 0,
    free_shipping: bool(product.free_shipping),
    subscription_config: plans.length
      ? {
          default_plan_id: product.default_selling_plan_id ?? plans[0].id,
          subscription_only: bool(product.subscription_only),
          selling_plans: Object.fromEntries(
            plans.map((p) => [
              p.id,
              {
                id: p.id,
                name: p.name,
                interval_months: p.interval_months,
                discount_percentage: p.discount_percentage,
                price: dollars(planPriceCents(unit, p.discount_percentage)) ?? 0,
              },
            ]),
          ),
        }
      : null,
  };
}

export const treatmentProductView = (product: CatalogueProduct, plans: readonly SellingPlan[]): TreatmentProductView => ({
  id: product.id,
  slug: product.slug,
  title: product.name,
  pdp_slug: product.pdp_slug,
  ecomm_product: ecommProductView(product, plans),
});

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
