import { canSwap, retestOfferShown } from './subscription-rules';

const current = { price: 33.15, next_charge_at: '2027-01-01T00:00:00.000Z' };

test.each([
  ['flag on, a priced next charge', { bundle_retest_upsell: true }, current, true],
  ['flag off', { bundle_retest_upsell: false }, current, false],
  ['no account flags', undefined, current, false],
  ['no subscription', { bundle_retest_upsell: true }, undefined, false],
  ['no next charge', { bundle_retest_upsell: true }, { ...current, next_charge_at: null }, false],
  ['a free subscription', { bundle_retest_upsell: true }, { ...current, price: 0 }, false],
])('the retest offer: %s', (_, features, sub, shown) => {
  expect(retestOfferShown(features, sub)).toBe(shown);
});

test.each([
  ['membership_vmt', true, 'active', true],
  ['grandfathered_membership_vmt', true, 'active', true],
  ['canada_membership_vmt', true, 'active', false],
  ['membership_vmt', true, 'cancelled', false],
  ['op-4', false, 'active', false],
])('swap of %s (membership %s, %s): %s', (slug, is_membership, status, allowed) => {
  expect(canSwap({ slug, is_membership, status })).toBe(allowed);
});
