// A cart as the API answers it (SPEC §3; its shape in cart-schemas.ts): its lines priced on the server from the catalogue, and totals.
import type { CartItemType } from '../../db/schema';
import { bool, dollars } from '../../db/values';
import { type CatalogueProduct, ecommProductView, planPriceCents, type SellingPlan, toProductView, treatmentProductView, unitPriceCents } from '../products';
import type { CartView, LineItemView } from './cart-schemas';
import type { CartItemRow, CartRow } from './carts-repository';

export type PurchaseType = 'prescription' | 'over-the-counter';
export const PURCHASE_TYPES: readonly PurchaseType[] = ['prescription', 'over-the-counter'];
export const TREATMENT_ITEM_TYPES: readonly CartItemType[] = ['individual-treatment', 'bundle-treatment'];

/** What the cart needs to show its lines: the products (by id) and their plans. */
export interface CartCatalogue {
  products: Map<number, CatalogueProduct>;
  plans: Map<number, SellingPlan[]>;
}

/** prescription when the cart holds a treatment (a consult must come with it), else over-the-counter; null when empty. */
export function purchaseTypeOf(items: readonly Pick<CartItemRow, 'item_type'>[]): PurchaseType | null {
  if (!items.length) return null;
  return items.some((i) => TREATMENT_ITEM_TYPES.includes(i.item_type)) ? 'prescription' : 'over-the-counter';
}

/** Unit price in cents of a line: the catalogue unit price, less its selling plan's discount for a subscription. */
export function linePriceCents(product: CatalogueProduct, plan: SellingPlan | undefined): number {
  const unit = unitPriceCents(product);
  return plan ? planPriceCents(unit, plan.discount_percentage) : unit;
}

export function toCartView(cart: CartRow, items: readonly CartItemRow[], catalogue: CartCatalogue, consultUid: string | null): CartView {
  let subtotal = 0;
  let total = 0;
  const lines = items.flatMap((item): LineItemView[] => {
    const product = catalogue.products.get(item.product_id);
    // A line whose product left the catalogue is not shown (and cannot be checked out).
    if (!product) return [];
    const plans = catalogue.plans.get(product.id) ?? [];
    const subscription = bool(item.is_subscription);
    const plan = subscription ? plans.find((p) => p.id === item.selling_plan_id) : undefined;
    const price = linePriceCents(product, plan);
    subtotal += unitPriceCents(product) * item.quantity;
    total += price * item.quantity;
    return [
      {
        id: item.id,
        item_type: item.item_type,
        treatment_product: TREATMENT_ITEM_TYPES.includes(item.item_type) ? treatmentProductView(product, plans) : null,
        ecomm_product: ecommProductView(product, plans),
        product: toProductView(product),
        is_subscription: subscription,
        selling_plan_id: subscription ? item.selling_plan_id : null,
        quantity: item.quantity,
        price: dollars(price) ?? 0,
        line_total: dollars(price * item.quantity) ?? 0,
      },
    ];
  });
  return {
    id: cart.id,
    status: cart.status,
    purchase_type: purchaseTypeOf(lines),
    consult_uid: consultUid,
    line_items: lines,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: dollars(subtotal) ?? 0,
    subscription_discount: dollars(subtotal - total) ?? 0,
    total: dollars(total) ?? 0,
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    ordered_at: cart.ordered_at,
  };
}
