// Fixtures of the shop's component tests: the API as one shopper sees it (a real HTTP stub server).
import type { ApiResponse } from '@flora/shared';
import { type ApiConsult, type ApiMembershipState, type ApiUserTest, cartFixture, membershipStateFixture, userTestFixture } from '@flora/tools/jest/api-fixtures';
import { stubRoutes } from '@flora/tools/jest/api-stub-server';
import type { ShopProduct } from './api/shop-products';

export const SHOP = 'GET /api/v1/products/shop/';
export const CURRENT = 'GET /api/v1/user-tests/current/';
export const LATEST_READY = 'GET /api/v1/user-tests/latest_ready/';
export const CONSULTS = 'GET /api/v1/consults/';
export const AVAILABLE = 'GET /api/v1/user-tests/all-available-treatments-lightweight/';
export const SUBSCRIPTIONS = 'GET /api/v1/subscriptions/';
export const CART = 'GET /api/v1/cart/';
export const CREATE_CART = 'POST /api/v1/cart/';
export const ADD_ITEMS = 'POST /api/v1/cart/7/items/';
export const PORTAL_LINK = 'GET /api/v1/subscription/portal-link/';
export const MEMBERSHIP = 'GET /api/v1/membership/';
export const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } } as const;
/** POST /api/v1/cart/'s answer: her new cart, 7, empty. */
export const NEW_CART = { status: 201, body: cartFixture() } as const;

const ecomm = (price: number, plans?: Record<string, { name: string; interval_months: number; discount_percentage: number }>) => ({
  sku: null,
  price,
  free_shipping: false,
  subscription_config: plans
    ? {
        default_plan_id: Object.keys(plans)[0],
        subscription_only: false,
        selling_plans: Object.fromEntries(
          Object.entries(plans).map(([id, p]) => [id, { id, ...p, price: Math.round(price * (100 - p.discount_percentage)) / 100 }]),
        ),
      }
    : null,
});

const product = (over: Pick<ShopProduct, 'id' | 'slug' | 'name' | 'kind' | 'item_type' | 'price'> & Partial<ShopProduct>): ShopProduct => ({
  image_url: `/api/static/products/${over.slug}.svg`,
  discounted_price: null,
  pdp_slug: null,
  ecomm_product: ecomm(over.discounted_price ?? over.price),
  add_on: null,
  ...over,
});

export const boricAcid = product({ id: 1, slug: 'ba-14', name: 'Boric Acid Suppositories', kind: 'treatment', item_type: 'individual-treatment', price: 29, pdp_slug: 'boric-acid' });
export const antifungal = product({ id: 2, slug: 'af-1', name: 'Antifungal (Fluconazole)', kind: 'treatment', item_type: 'individual-treatment', price: 25, pdp_slug: 'fluconazole' });
export const estradiol = product({ id: 3, slug: 'est-1', name: 'Vaginal Estradiol Cream', kind: 'treatment', item_type: 'individual-treatment', price: 45, pdp_slug: 'vaginal-estradiol' });
export const programme = product({ id: 4, slug: 'bv-treatment-program', name: 'BV Treatment Program', kind: 'bundle', item_type: 'bundle-treatment', price: 159, pdp_slug: 'bv-treatment-program' });
export const probiotic = {
  ...product({ id: 5, slug: 'op-4', name: 'Vaginal Probiotic', kind: 'routine-essential', item_type: 'product', price: 39, pdp_slug: 'vaginal-probiotic' }),
  ecomm_product: ecomm(39, {
    'op-4-monthly': { name: 'Every month', interval_months: 1, discount_percentage: 15 },
    'op-4-every-2-months': { name: 'Every 2 months', interval_months: 2, discount_percentage: 10 },
  }),
};
export const voucher = {
  ...product({ id: 6, slug: 'male-partner-treatment-voucher', name: 'Voucher MP-BV-001', kind: 'male-partner', item_type: 'product', price: 129, discounted_price: 99.5 }),
};
export const coaching = product({ id: 7, slug: 'coaching-call', name: 'Coaching Call', kind: 'care', item_type: 'product', price: 35 });
export const testKit = {
  ...product({ id: 8, slug: 'vaginal-microbiome-test', name: 'Vaginal Microbiome Test', kind: 'test', item_type: 'product', price: 149, discounted_price: 129 }),
  add_on: { id: 9, slug: 'vpcr-add-on', name: 'Expanded PCR Panel (add-on)', price: 99 },
};

export const membershipVmt = {
  ...product({ id: 10, slug: 'membership_vmt', name: 'Microbiome Membership', kind: 'membership', item_type: 'product', price: 149 }),
  ecomm_product: {
    ...ecomm(149, { 'membership_vmt-quarterly': { name: 'Every 3 months', interval_months: 3, discount_percentage: 20 } }),
    subscription_config: {
      default_plan_id: 'membership_vmt-quarterly',
      subscription_only: true,
      selling_plans: { 'membership_vmt-quarterly': { id: 'membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20, price: 119.2 } },
    },
  },
};

/** GET /api/v1/membership/'s answer: none by default (the shop sells her one). */
export const membershipAnswer = (over: Partial<ApiMembershipState> = {}) => ({ body: { data: membershipStateFixture(null, over) } });

export const CATALOGUE = [boricAcid, antifungal, estradiol, programme, probiotic, voucher, coaching, testKit];

/** A test as GET /user-tests/latest_ready/ answers it. */
export const aTest = (flags: Partial<ApiUserTest> = {}): ApiUserTest =>
  userTestFixture({
    hash: 'FLTEST0001',
    test_order: 'FL-10100200',
    status: 'ready',
    valencia_type: 'CST IV-B',
    results_ready_at: '2026-11-20T10:00:00.000Z',
    ...flags,
  });

export const MIXED = { eligible_for_care: true, eligible_for_a_la_care: true, eligible_for_any_care: true };

export const AVAILABILITY = {
  data: {
    all_available_treatments: {
      vaginitis: { treatment_slugs: ['ba-14', 'af-1'] },
      'ungated-rx': { treatment_slugs: ['af-1'] },
    },
    male_partner_voucher_product_slug: 'male-partner-treatment-voucher',
    care_products: {},
  },
} satisfies ApiResponse<'/api/v1/user-tests/all-available-treatments-lightweight/'>;

/** A cart as GET /api/v1/cart/ lists it, holding these products (subscription lines flagged). */
export const cartWith = (...lines: { product: { id: number; slug: string; name: string; price: number }; subscription?: boolean }[]) => [
  {
    id: 7,
    status: 'active',
    purchase_type: null,
    consult_uid: null,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
    ordered_at: null,
    item_count: lines.length,
    subtotal: lines.reduce((sum, { product: p }) => sum + p.price, 0),
    subscription_discount: 0,
    total: lines.reduce((sum, { product: p }) => sum + p.price, 0),
    line_items: lines.map(({ product: p, subscription = false }, i) => ({
      id: 100 + i,
      item_type: 'product',
      product: { id: p.id, slug: p.slug, name: p.name, price: p.price, discounted_price: null, image_url: '' },
      treatment_product: null,
      ecomm_product: { sku: null, price: p.price, free_shipping: false, subscription_config: null },
      is_subscription: subscription,
      selling_plan_id: subscription ? 'op-4-monthly' : null,
      quantity: 1,
      price: p.price,
      line_total: p.price,
    })),
  },
] satisfies ApiResponse<'/api/v1/cart/'>;

/** The cart calls of adding to her empty cart: cart 7 is created, then holds these lines once they are added. */
export function addingToCart(...lines: Parameters<typeof cartWith>) {
  let cart: ApiResponse<'/api/v1/cart/'> = [];
  return stubRoutes({
    [CART]: () => ({ body: cart }),
    [CREATE_CART]: NEW_CART,
    [ADD_ITEMS]: () => {
      cart = cartWith(...lines);
      return { body: cart[0] };
    },
  });
}

/** Every call the shop-all page makes, for a shopper with this latest test (null: none). */
export function shopper(over: { latestReady?: ApiUserTest | null; consults?: ApiConsult[]; subscriptions?: ApiResponse<'/api/v1/subscriptions/'>; cart?: ApiResponse<'/api/v1/cart/'>; membership?: Parameters<typeof membershipAnswer>[0] } = {}) {
  return stubRoutes({
    [SHOP]: { body: { data: CATALOGUE } },
    [CURRENT]: NOT_FOUND,
    [LATEST_READY]: over.latestReady === undefined || over.latestReady === null ? NOT_FOUND : { body: over.latestReady },
    [CONSULTS]: { body: over.consults ?? [] },
    [AVAILABLE]: { body: AVAILABILITY },
    [SUBSCRIPTIONS]: over.subscriptions ? { body: over.subscriptions } : NOT_FOUND,
    [CART]: { body: over.cart ?? [] },
    [MEMBERSHIP]: membershipAnswer(over.membership),
  });
}

export const activeSubscription = (slug: string) =>
  ({
    data: {
      subscriptions: [
        {
          id: 1,
          slug,
          name: 'Vaginal Probiotic',
          status: 'active',
          kind: 'routine-essential',
          is_membership: false,
          order_id: 1,
          price: 33.15,
          unit_price: 33.15,
          quantity: 1,
          selling_plan: { id: 'op-4-monthly', name: 'Every month', interval_months: 1, discount_percentage: 15 },
          started_at: '2026-10-01T10:00:00.000Z',
          next_charge_at: '2026-12-01T10:00:00.000Z',
          skipped_charges: 0,
          cancelled_at: null,
          cancel_reason: null,
          cancel_note: null,
          ends_at: null,
        },
      ],
    },
  }) satisfies ApiResponse<'/api/v1/subscriptions/'>;
