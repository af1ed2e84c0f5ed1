// A cart as GET /api/v1/cart/ answers it (only the fields the panel reads are meaningful), typed
// against the generated API types.
import { type ApiCart, cartFixture } from '@flora/tools/jest/api-fixtures';

type ApiLineItem = ApiCart['line_items'][number];
const op4Plans = {
  default_plan_id: 'op-4-monthly',
  subscription_only: false,
  selling_plans: { 'op-4-monthly': { id: 'op-4-monthly', name: 'Every month', interval_months: 1, discount_percentage: 15, price: 33.15 } },
};

const line = (id: number, slug: string, name: string, extra: Partial<ApiLineItem>): ApiLineItem => ({
  id,
  item_type: 'product',
  treatment_product: null,
  ecomm_product: { sku: null, price: 39, free_shipping: true, subscription_config: slug === 'op-4' ? op4Plans : null },
  product: { id, slug, name, price: 39, discounted_price: null, image_url: `/api/static/products/${slug}.svg` },
  is_subscription: false,
  selling_plan_id: null,
  quantity: 1,
  price: 39,
  line_total: 39,
  ...extra,
});

export const probiotic = line(11, 'op-4', 'Daily Probiotic', { is_subscription: true, selling_plan_id: 'op-4-monthly', price: 33.15, line_total: 33.15 });
export const travelBag = line(12, 'travel-bag', 'Travel Bag', { quantity: 2, price: 25, line_total: 50 });
export const voucher = line(13, 'male-partner-treatment-voucher', 'Male Partner BV Treatment Voucher', { price: 129, line_total: 129 });

export const cartOf = (lines: ApiLineItem[], extra: Partial<ApiCart> = {}): ApiCart =>
  cartFixture({
    purchase_type: lines.length ? 'over-the-counter' : null,
    line_items: lines,
    item_count: 3,
    subtotal: 128,
    subscription_discount: 5.85,
    total: 83.15,
    ...extra,
  });

export const CARTS = 'GET /api/v1/cart/';
