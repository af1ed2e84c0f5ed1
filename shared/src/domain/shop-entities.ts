// Shop entities of SPEC §3 (cart, line item, item to add, product): what the shop rules read. The
// API's answers give these shapes (api-types.ts, generated), so screens pass them as they come.
export type ItemType = 'individual-treatment' | 'bundle-treatment' | 'product';

interface SubscriptionConfig {
  default_plan_id: string | null;
  /** Keyed by plan id. */
  selling_plans: Record<string, { discount_percentage: number }>;
}

export interface EcommProduct {
  sku: string;
  price: number;
  subscription_config: SubscriptionConfig | null;
}

interface TreatmentProduct {
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
