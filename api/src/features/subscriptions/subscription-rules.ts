// The fixed rules of subscriptions (SPEC §3, §7, §9 and the decisions where SPEC shows nothing):
// which types a subscription may change to, why one cancels, the discount codes a next charge
// knows, and how charge dates move.
import { badRequest } from '../../common/http-errors';
import { MEMBERSHIPS_ON_SALE } from '../products';
import { RETEST_DISCOUNTS } from '../tests';
import type { MembershipView } from './subscription-schemas';

/** The membership types one can choose (swap, upgrade, downgrade to): those on sale. */
export const MEMBERSHIP_SWAP_TYPES = MEMBERSHIPS_ON_SALE;
/** Memberships that may change to a MEMBERSHIP_SWAP_TYPES type: those, and the legacy one (one way: it cannot be chosen back). */
export const SWAPPABLE_MEMBERSHIPS: readonly string[] = [...MEMBERSHIP_SWAP_TYPES, 'grandfathered_membership_vmt'];
export const UPGRADE = { from: ['membership_vmt', 'grandfathered_membership_vmt'], to: 'membership_expanded_pcr' } as const;
export const DOWNGRADE = { from: ['membership_expanded_pcr'], to: 'membership_vmt' } as const;
export const MEMBERSHIP_KIND = 'membership';

/** What a member can do now with her membership in effect (findMembership: the active one, else a cancelled one still running). */
export type MembershipActions = Pick<MembershipView, 'can_upgrade' | 'can_downgrade' | 'can_cancel' | 'can_resume' | 'can_subscribe'>;

export function membershipActions(membership: { slug: string; status: 'active' | 'cancelled' } | undefined): MembershipActions {
  const active = membership?.status === 'active' ? membership.slug : null;
  return {
    can_upgrade: !!active && (UPGRADE.from as readonly string[]).includes(active),
    can_downgrade: !!active && (DOWNGRADE.from as readonly string[]).includes(active),
    can_cancel: !!active,
    // A cancelled membership still running: undo the cancel (same membership, charged again from ends_at).
    can_resume: membership?.status === 'cancelled',
    // None in effect (never had one, or it ended): buy one in the shop.
    can_subscribe: !membership,
  };
}

/** Why a subscription is cancelled (My Account: cancel with reason). */
export const CANCEL_REASONS = [
  { value: 'too-expensive', label: 'It costs too much' },
  { value: 'not-using', label: "I don't use it enough" },
  { value: 'too-much-product', label: 'I have more than I need' },
  { value: 'not-working', label: "It isn't working for me" },
  { value: 'results-improved', label: "My results improved, so I don't need it now" },
  { value: 'other', label: 'Something else' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['value'];
export const CANCEL_REASON_VALUES: readonly CancelReason[] = CANCEL_REASONS.map((r) => r.value);
export const CANCEL_NOTE_MAX = 500;

export type DiscountType = 'fixed_amount' | 'percentage';
export const DISCOUNT_TYPES: readonly DiscountType[] = ['fixed_amount', 'percentage'];
/** A discount: an amount in dollars off, or a whole percent off. */
export interface Discount {
  code: string;
  type: DiscountType;
  value: number;
}

/** The codes a next charge knows, with their value (the server's, never the caller's): the retest codes (SPEC §9 RETEST20, $20). */
export const SUBSCRIPTION_DISCOUNTS: ReadonlyMap<string, Discount> = new Map(
  Object.entries(RETEST_DISCOUNTS).map(([code, cents]) => [code, { code, type: 'fixed_amount', value: cents / 100 }]),
);

/** The known discount the request names; its type and value must be the code's own (400 naming the field otherwise). */
export function resolveDiscount(request: { discount_code: string; discount_type: DiscountType; discount_value: number }): Discount {
  const known = SUBSCRIPTION_DISCOUNTS.get(request.discount_code);
  if (!known) throw badRequest(`Unknown discount code ${request.discount_code}.`, 'discount_code');
  if (known.type !== request.discount_type) {
    throw badRequest(`${known.code} is a ${known.type} discount, not ${request.discount_type}.`, 'discount_type');
  }
  if (known.value !== request.discount_value) {
    throw badRequest(`${known.code} is worth ${known.value}${known.type === 'percentage' ? '%' : ' dollars'}, not ${request.discount_value}.`, 'discount_value');
  }
  return known;
}

/** What a discount takes off an amount (cents): never more than the amount. */
export function discountCents(amountCents: number, discount: Pick<Discount, 'type' | 'value'>): number {
  const off = discount.type === 'fixed_amount' ? Math.round(discount.value * 100) : Math.round((amountCents * discount.value) / 100);
  return Math.min(amountCents, Math.max(0, off));
}

/** The same moment `months` calendar months later (UTC), the day clamped to the month's last (Jan 31 + 1 = Feb 28/29). */
export function addMonths(at: string | Date, months: number): string {
  const d = new Date(at);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString();
}
