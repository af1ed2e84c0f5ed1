// The JSON shape of a cart (SPEC §3): its lines priced on the server from the catalogue, and totals.
import type { CartStatus, CartItemType } from '../../db/schema';
import { bool, dollars } from '../../db/values';
import { type CatalogueProduct, ecommProductSchema, type EcommProductView, ecommProductView, planPriceCents, productSchema, type ProductView, type SellingPlan, toProductView, treatmentProductSchema, type TreatmentProductView, treatmentProductView, unitPriceCents } from '../products';
import type { CartItemRow, CartRow } from './carts-repository';

export type PurchaseType = 'prescription' | 'over-the-counter';
export const PURCHASE_TYPES: readonly PurchaseType[] = ['prescription', 'over-the-counter'];
export const TREATMENT_ITEM_TYPES: readonly CartItemType[] = ['individual-treatment', 'bundle-treatment'];

export interface LineItemView {
  id: number;
  item_type: CartItemType;
  treatment_product: TreatmentProductView | null;
  ecomm_product: EcommProductView;
  product: ProductView;
  is_subscription: boolean;
  selling_plan_id: string | null;
  quantity: number;
  price: number;
  line_total: number;
}

export interface CartView {
  id: number;
  status: CartStatus;
  purchase_type: PurchaseType | null;
  consult_uid: string | null;
  line_items: LineItemView[];
  item_count: number;
  subtotal: number;
  subscription_discount: number;
  total: number;
  created_at: string;
  updated_at: string;
  ordered_at: string | null;
}

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

const lineItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The line id (POST .../items/delete/ {item_ids}).' },
    item_type: { type: 'string', enum: ['individual-treatment', 'bundle-treatment', 'product'] },
    treatment_product: { ...treatmentProductSchema, type: ['object', 'null'], description: 'The treatment (or program) of a treatment line; null for a product line.' },
    ecomm_product: ecommProductSchema,
    product: { ...productSchema, description: 'The catalogue product of the line (as GET /api/v1/products/{id}/ shows it).' },
    is_subscription: { type: 'boolean' },
    selling_plan_id: { type: ['string', 'null'], description: 'The plan of a subscription line; null otherwise.' },
    quantity: { type: 'integer' },
    price: {
      type: 'number',
      description: 'Dollars, one unit, computed on the server: the unit price (the discounted price if any), x (1 - the plan discount_percentage / 100) for a subscription, rounded to the cent.',
    },
    line_total: { type: 'number', description: 'Dollars: price x quantity.' },
  },
  required: ['id', 'item_type', 'treatment_product', 'ecomm_product', 'product', 'is_subscription', 'selling_plan_id', 'quantity', 'price', 'line_total'],
} as const;

export const cartSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['active', 'ordered'], description: 'active: being filled (one per user); ordered: its checkout was paid and processed (read-only).' },
    purchase_type: {
      type: ['string', 'null'],
      enum: [...PURCHASE_TYPES, null],
      description: 'prescription when the cart holds a treatment or program line (checkout needs a consult), else over-the-counter; null when empty.',
    },
    consult_uid: { type: ['string', 'null'], description: 'The consult the cart was last checked out with; null before.' },
    line_items: { type: 'array', items: lineItemSchema },
    item_count: { type: 'integer', description: 'The sum of the quantities.' },
    subtotal: { type: 'number', description: 'Dollars: every line at its one-time unit price.' },
    subscription_discount: { type: 'number', description: 'Dollars: what the selling plans take off the subtotal.' },
    total: { type: 'number', description: 'Dollars: the sum of the line totals (shipping is free; a checkout may apply discount codes).' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    ordered_at: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'purchase_type', 'consult_uid', 'line_items', 'item_count', 'subtotal', 'subscription_discount', 'total', 'created_at', 'updated_at', 'ordered_at'],
} as const;
