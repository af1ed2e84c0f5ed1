import { INITIAL_PLAN_UI_STATE } from './plan-ui-state';
import {
  isUngatedRxOrder,
  itemToAdd,
  orderIncludesTest,
  toCart,
  toLineItem,
  toOrder,
  toProduct,
  toSubscription,
} from './shop-entities';

describe('shop entity mappers fill documented defaults for missing data (SPEC §3)', () => {
  it.each([
    ['cart', toCart, { id: 0, purchase_type: null, line_items: [] }],
    [
      'line item',
      toLineItem,
      {
        id: 0,
        item_type: 'product',
        treatment_product: null,
        ecomm_product: null,
        is_subscription: false,
        selling_plan_id: null,
        quantity: 1,
        price: 0,
      },
    ],
    ['product', toProduct, { id: 0, name: '', image_url: null, price: 0, discounted_price: null, slug: '' }],
    [
      'order',
      toOrder,
      {
        business_verticals: [],
        order_type: null,
        order_number: null,
        checkout_id: null,
        checkout_token: null,
        order_email: null,
      },
    ],
    ['subscription', toSubscription, { slug: '' }],
  ] as const)('%s', (_name, map, expected) => {
    expect(map(undefined)).toEqual(expected);
    expect(map({ unexpected: true })).toEqual(expected);
  });

  it('starts the plan UI state with no errors, the modal closed and no modal step (SPEC §3)', () => {
    expect(INITIAL_PLAN_UI_STATE).toEqual({
      moveTestUpError: null,
      submitFeedbackError: null,
      researchModalOpen: false,
      planModalStep: null,
    });
  });
});

describe('shop entity mappers keep what the API returns (SPEC §3)', () => {
  it('maps a cart with a subscription line item, plan ids as strings', () => {
    const cart = toCart({
      id: 5,
      purchase_type: 'one-time',
      line_items: [
        {
          id: 9,
          item_type: 'individual-treatment',
          treatment_product: { id: 2, slug: 'ba-14', title: 'Boric acid', pdp_slug: 'boric-acid' },
          ecomm_product: {
            sku: 'BA-14',
            price: '30.00',
            subscription_config: { default_plan_id: 77, selling_plans: { '77': { discount_percentage: 15 } } },
          },
          is_subscription: true,
          selling_plan_id: 77,
          quantity: 2,
          price: 25.5,
        },
      ],
    });
    const [item] = cart.line_items;
    expect(cart).toMatchObject({ id: 5, purchase_type: 'one-time' });
    expect(item).toMatchObject({
      id: 9,
      item_type: 'individual-treatment',
      treatment_product: { id: 2, slug: 'ba-14', title: 'Boric acid', pdp_slug: 'boric-acid', ecomm_product: null },
      ecomm_product: {
        sku: 'BA-14',
        price: 30,
        subscription_config: { default_plan_id: '77', selling_plans: { '77': { discount_percentage: 15 } } },
      },
      is_subscription: true,
      selling_plan_id: '77',
      quantity: 2,
      price: 25.5,
    });
  });

  it('treats an unknown item type as a product', () => {
    expect(toLineItem({ item_type: 'gift' }).item_type).toBe('product');
  });

  it('builds an item to add: one, not a subscription', () => {
    expect(itemToAdd({ item_type: 'product', product_id: 4 })).toEqual({
      item_type: 'product',
      quantity: 1,
      treatment_product: null,
      product_id: 4,
      is_subscription: false,
    });
  });

  it.each([
    [{ order_type: 'UX', business_verticals: ['care'] }, true, false],
    [{ order_type: 'CA', business_verticals: ['test', 'care'] }, false, true],
    [undefined, false, false],
  ])('order %p: ungated-rx %p, includes a test %p', (raw, ungated, test) => {
    const order = raw ? toOrder(raw) : null;
    expect(isUngatedRxOrder(order)).toBe(ungated);
    expect(orderIncludesTest(order)).toBe(test);
  });
});
