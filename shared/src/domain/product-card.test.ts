import {
  cartAddEventType,
  MALE_PARTNER_VOUCHER_CARD,
  productCardButtons,
  productCardState,
  showsStiPcrCheckbox,
  shownCartPrice,
  voucherCardPrice,
} from './product-card';
import type { EcommProduct } from './shop-entities';

describe('product card state (SPEC §4)', () => {
  it.each([
    [false, false, 'not-added'],
    [true, false, 'added'],
    [false, true, 'subscribed'],
    [true, true, 'subscribed'],
  ])('in cart %p, subscribed %p: %s', (inCart, subscribed, state) => {
    expect(productCardState({ inCart, subscribed })).toBe(state);
  });

  it.each([
    ['not-added', false, null, { add: [true, false, 'Add'], subscribe: [true, false, 'Subscribe & Save'], manage: false }],
    ['not-added', true, null, { add: [true, true, 'Add'], subscribe: [true, true, 'Subscribe & Save'], manage: false }],
    ['added', false, { is_subscription: false }, { add: [false, true, 'Added'], subscribe: [true, true, 'Added'], manage: false }],
    ['added', false, { is_subscription: true }, { add: [true, true, 'Added'], subscribe: [false, true, 'Added'], manage: false }],
    ['subscribed', false, null, { add: [false, false, 'Add'], subscribe: [false, false, 'Subscribe & Save'], manage: true }],
  ] as const)('%s, loading %p, cart item %p', (state, loading, cartItem, expected) => {
    const buttons = productCardButtons({ state, loading, cartItem });
    const view = (b: { visible: boolean; disabled: boolean; label: string }) => [b.visible, b.disabled, b.label];
    expect(view(buttons.add)).toEqual(expected.add);
    expect(view(buttons.subscribe)).toEqual(expected.subscribe);
    expect(buttons.manageSubscription).toEqual({ visible: expected.manage, label: 'Manage Subscription' });
  });

  it.each([
    ['not-added', true],
    ['added', false],
    ['subscribed', false],
  ] as const)('STI plus PCR checkbox on a %s card: %p (SPEC §5)', (state, shown) => {
    expect(showsStiPcrCheckbox(state)).toBe(shown);
  });
});

describe('prices (SPEC §2.9, §4)', () => {
  const ecomm = (price: number, config: EcommProduct['subscription_config'] = null): EcommProduct => ({ sku: 'X', price, subscription_config: config });

  it.each([
    ['15% default plan', ecomm(30, { default_plan_id: 'p1', selling_plans: { p1: { discount_percentage: 15 } } }), 25.5],
    ['rounded to the cent', ecomm(129, { default_plan_id: 'p1', selling_plans: { p1: { discount_percentage: 15 } } }), 109.65],
    ['default plan missing from the plans', ecomm(30, { default_plan_id: 'p2', selling_plans: { p1: { discount_percentage: 15 } } }), 30],
    ['no default plan', ecomm(30, { default_plan_id: null, selling_plans: {} }), 30],
    ['no subscription config', ecomm(30), 30],
    ['no product', null, 0],
  ])('shown cart price, %s', (_name, product, price) => {
    expect(shownCartPrice(product)).toBe(price);
  });

  it.each([
    ['discounted price present', { price: 129, discounted_price: 99 }, 99],
    ['no discounted price', { price: 129, discounted_price: null }, 129],
    ['zero discounted price is absent', { price: 129, discounted_price: 0 }, 129],
    ['whole dollars', { price: 129, discounted_price: 99.4 }, 99],
    ['rounded up at half', { price: 128.5, discounted_price: null }, 129],
  ])('voucher card price, %s', (_name, raw, price) => {
    expect(voucherCardPrice(raw)).toBe(price);
  });

  it('voucher card price without a product is the male-partner default (SPEC §9)', () => {
    expect(voucherCardPrice(null)).toBe(129);
  });

  it('keeps the voucher card copy verbatim', () => {
    expect(MALE_PARTNER_VOUCHER_CARD).toEqual({
      label: 'For Partner',
      title: 'Male Partner BV Treatment Voucher',
      tagline: 'Break the cycle of BV recurrence.',
    });
  });
});

describe('cart add event type (SPEC §4)', () => {
  it.each([
    ['product', 'op-4', 'routine-essential'],
    ['individual-treatment', 'op-4', 'routine-essential'],
    ['product', 'membership_vmt', 'product'],
    ['bundle-treatment', undefined, 'bundle-treatment'],
    ['individual-treatment', null, 'individual-treatment'],
  ] as const)('%s %p: %s', (itemType, slug, type) => {
    expect(cartAddEventType({ itemType, slug })).toBe(type);
  });
});
