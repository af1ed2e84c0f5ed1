// Prices, and the shop's products as the API answers them (SPEC §3 line item; shapes in
// product-schemas.ts): an ecomm product (sku, price, subscription config), a treatment product (id,
// slug, title, pdp_slug, ecomm product) and a shop card.
import { bool, dollars } from '../../db/values';
import type { EcommProductView, ShopProductView, TreatmentProductView } from './product-schemas';
import type { CatalogueProduct, SellingPlan } from './products-repository';

/** What one unit costs bought once: the discounted price when there is one. */
export const unitPriceCents = (p: Pick<CatalogueProduct, 'price_cents' | 'discounted_price_cents'>): number =>
  p.discounted_price_cents ?? p.price_cents;

/** One unit on a selling plan: the unit price less the plan's percentage, rounded to the cent. */
export const planPriceCents = (unitCents: number, discountPercentage: number): number =>
  Math.round((unitCents * (100 - discountPercentage)) / 100);

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

/** The one add-on a cart takes, beside a test kit (carts-service enforces it). */
export const KIT_ADD_ON_SLUG = 'vpcr-add-on';

/** Product kinds the shop sells on its own pages (add-ons are bought with their test). */
export const SHOP_KINDS = ['treatment', 'bundle', 'routine-essential', 'care', 'male-partner', 'test', 'membership'] as const;
type ShopKind = (typeof SHOP_KINDS)[number];
/** The memberships on sale (the legacy price and the Canadian membership are not): the shop lists these, and a membership may swap to them. */
export const MEMBERSHIPS_ON_SALE = ['membership_vmt', 'membership_expanded_pcr'] as const;
/** Whether the shop lists a product: one of SHOP_KINDS, except memberships not on sale. */
export const listedInShop = <P extends { kind: string; slug: string }>(product: P): product is P & { kind: ShopKind } =>
  (SHOP_KINDS as readonly string[]).includes(product.kind) &&
  (product.kind !== 'membership' || (MEMBERSHIPS_ON_SALE as readonly string[]).includes(product.slug));

/** The cart item type a product is added with (POST /cart/{id}/items/). */
export const cartItemTypeOf = (kind: string): 'individual-treatment' | 'bundle-treatment' | 'product' =>
  kind === 'treatment' ? 'individual-treatment' : kind === 'bundle' ? 'bundle-treatment' : 'product';

export const shopProductView = (product: CatalogueProduct & { kind: ShopKind }, plans: readonly SellingPlan[], kitAddOn?: CatalogueProduct): ShopProductView => ({
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

