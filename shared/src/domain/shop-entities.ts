// Shop entities of SPEC §3 (cart, line item, item to add, product, orders, subscription)
// with mappers that fill each documented default.
import { UNGATED_RX_ORDER_TYPE } from './constants';
import { bool, list, type Loose, num, numOrNull, obj, oneOf, record, str, strings, strOrNull } from './loose';

export const ITEM_TYPES = ['individual-treatment', 'bundle-treatment', 'product'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface SellingPlan {
  discount_percentage: number;
}

export interface SubscriptionConfig {
  default_plan_id: string | null;
  /** Keyed by plan id. */
  selling_plans: Record<string, SellingPlan>;
}

export interface EcommProduct {
  sku: string;
  price: number;
  subscription_config: SubscriptionConfig | null;
}

export interface TreatmentProduct {
  id: number;
  slug: string;
  title: string;
  pdp_slug: string | null;
  ecomm_product: EcommProduct | null;
}

export interface LineItem {
  id: number;
  item_type: ItemType;
  treatment_product: TreatmentProduct | null;
  ecomm_product: EcommProduct | null;
  is_subscription: boolean;
  selling_plan_id: string | null;
  quantity: number;
  price: number;
}

export interface Cart {
  id: number;
  purchase_type: string | null;
  line_items: LineItem[];
}

/** A plan id as a string (the API may send numbers); selling_plans is keyed the same way. */
const planId = (v: unknown): string | null => (typeof v === 'number' ? String(v) : strOrNull(v));

export function toEcommProduct(raw: Loose): EcommProduct | null {
  if (!raw || typeof raw !== 'object') return null;
  const config = raw.subscription_config ? obj(raw.subscription_config) : null;
  return {
    sku: str(raw.sku),
    price: num(raw.price),
    subscription_config: config && {
      default_plan_id: planId(config.default_plan_id),
      selling_plans: record(config.selling_plans, (p) => ({ discount_percentage: num(obj(p).discount_percentage) })),
    },
  };
}

export function toTreatmentProduct(raw: Loose): TreatmentProduct | null {
  if (!raw || typeof raw !== 'object') return null;
  return {
    id: num(raw.id),
    slug: str(raw.slug),
    title: str(raw.title),
    pdp_slug: strOrNull(raw.pdp_slug),
    ecomm_product: toEcommProduct(raw.ecomm_product as Loose),
  };
}

export function toLineItem(raw: Loose): LineItem {
  const r = obj(raw);
  return {
    id: num(r.id),
    item_type: oneOf<ItemType>(r.item_type, ITEM_TYPES, 'product'),
    treatment_product: toTreatmentProduct(r.treatment_product as Loose),
    ecomm_product: toEcommProduct(r.ecomm_product as Loose),
    is_subscription: bool(r.is_subscription),
    selling_plan_id: planId(r.selling_plan_id),
    quantity: num(r.quantity, 1),
    price: num(r.price),
  };
}

export const toCart = (raw: Loose): Cart => ({
  id: num(obj(raw).id),
  purchase_type: strOrNull(obj(raw).purchase_type),
  line_items: list(obj(raw).line_items, toLineItem),
});

/** One entry of POST /cart/{id}/items/ {items}. */
export interface ItemToAdd {
  item_type: ItemType;
  quantity: number;
  /** Treatment product id, for treatments. */
  treatment_product: number | null;
  /** Ecomm product id, for products (e.g. the male-partner voucher). */
  product_id: number | null;
  is_subscription: boolean;
}

/** An item to add: one, not a subscription, unless said otherwise. */
export const itemToAdd = (item: Pick<ItemToAdd, 'item_type'> & Partial<ItemToAdd>): ItemToAdd => ({
  quantity: 1,
  treatment_product: null,
  product_id: null,
  is_subscription: false,
  ...item,
});

export interface Product {
  id: number;
  name: string;
  image_url: string | null;
  price: number;
  discounted_price: number | null;
  slug: string;
}

export const toProduct = (raw: Loose): Product => ({
  id: num(obj(raw).id),
  name: str(obj(raw).name),
  image_url: strOrNull(obj(raw).image_url),
  price: num(obj(raw).price),
  discounted_price: numOrNull(obj(raw).discounted_price),
  slug: str(obj(raw).slug),
});

export interface OpenOrder {
  /** Includes 'test' for an order with a test in it. */
  business_verticals: string[];
  /** 'UX' means ungated-rx. */
  order_type: string | null;
}

export interface Order extends OpenOrder {
  order_number: string | null;
  checkout_id: string | null;
  checkout_token: string | null;
  order_email: string | null;
}

const ORDER_STRINGS = ['order_type', 'order_number', 'checkout_id', 'checkout_token', 'order_email'] as const;

/** Maps an order (open orders use the same mapper; the extra fields stay null when absent). */
export const toOrder = (raw: Loose): Order => ({
  business_verticals: strings(obj(raw).business_verticals),
  ...(Object.fromEntries(ORDER_STRINGS.map((k) => [k, strOrNull(obj(raw)[k])])) as Record<
    (typeof ORDER_STRINGS)[number],
    string | null
  >),
});

export const isUngatedRxOrder = (order: OpenOrder | null | undefined): boolean => order?.order_type === UNGATED_RX_ORDER_TYPE;
export const orderIncludesTest = (order: OpenOrder | null | undefined): boolean =>
  !!order?.business_verticals.includes('test');

export interface Subscription {
  slug: string;
}
export const toSubscription = (raw: Loose): Subscription => ({ slug: str(obj(raw).slug) });
