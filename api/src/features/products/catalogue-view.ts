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

/** The one add-on a cart takes, beside a test kit (carts-service enforces it). */
export const KIT_ADD_ON_SLUG = 'vpcr-add-on';

/** Product kinds the shop sells on its own pages (add-ons are bought with their test). */
export const SHOP_KINDS = ['treatment', 'bundle', 'routine-essential', 'care', 'male-partner', 'test', 'membership'] as const;
/** The memberships on sale (the legacy price and the Canadian membership are not): the shop lists these, and a membership may swap to them. */
export const MEMBERSHIPS_ON_SALE = ['membership_vmt', 'membership_expanded_pcr'] as const;
/** Whether the shop lists a product of SHOP_KINDS: every one, except memberships not on sale. */
export const listedInShop = (product: { kind: string; slug: string }): boolean =>
  product.kind !== 'membership' || (MEMBERSHIPS_ON_SALE as readonly string[]).includes(product.slug);

/** The cart item type a product is added with (POST /cart/{id}/items/). */
export const cartItemTypeOf = (kind: string): 'individual-treatment' | 'bundle-treatment' | 'product' =>
  kind === 'treatment' ? 'individual-treatment' : kind === 'bundle' ? 'bundle-treatment' : 'product';

export interface ShopProductView {
  id: number;
  slug: string;
  name: string;
  kind: string;
  item_type: 'individual-treatment' | 'bundle-treatment' | 'product';
  image_url: string;
  /** Dollars. */
  price: number;
  /** Dollars; null without a discount. */
  discounted_price: number | null;
  pdp_slug: string | null;
  ecomm_product: EcommProductView;
  /** A test kit's optional add-on (the expanded PCR panel), added to the cart beside it; null for others. */
  add_on: { id: number; slug: string; name: string; price: number } | null;
}

export const shopProductView = (product: CatalogueProduct, plans: readonly SellingPlan[], kitAddOn?: CatalogueProduct): ShopProductView => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  kind: product.kind,
  item_type: cartItemTypeOf(product.kind),
  image_url: product.image_url,
  price: dollars(product.price_cents) ?? 0,
  discounted_price: dollars(product.discounted_price_cents),
  pdp_slug: product.pdp_slug,
  ecomm_product: ecommProductView(product, plans),
  add_on:
    product.kind === 'test' && kitAddOn
      ? { id: kitAddOn.id, slug: kitAddOn.slug, name: kitAddOn.name, price: dollars(unitPriceCents(kitAddOn)) ?? 0 }
      : null,
});

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
