// What the subscriptions page offers, from the API's rules and the account's flags.
import type { UserFeatures } from '@flora/shared/domain';

/** The membership types a membership may swap to (POST /api/v1/subscription/swap/ allows these), with their names. */
export const MEMBERSHIP_SWAP_OPTIONS = [
  { value: 'membership_vmt', label: 'Microbiome Membership' },
  { value: 'membership_expanded_pcr', label: 'Microbiome Membership + Expanded PCR' },
] as const;

/** Memberships that can change type: the two on offer and the legacy one (the Canadian one cannot). */
const SWAPPABLE = ['membership_vmt', 'membership_expanded_pcr', 'grandfathered_membership_vmt'];

export const canSwap = (sub: { slug: string; is_membership: boolean; status: string }): boolean =>
  sub.is_membership && sub.status === 'active' && SWAPPABLE.includes(sub.slug);

/**
 * The retest offer (RETEST20 on the next charge, SPEC §9): offered with the account's
 * bundle_retest_upsell flag, to someone with an active subscription whose next charge is known
 * and costs more than nothing (the API takes it off the current subscription: the latest started).
 */
export function retestOfferShown(features: Pick<UserFeatures, 'bundle_retest_upsell'> | undefined, current: { price: number; next_charge_at: string | null } | undefined): boolean {
  return !!features?.bundle_retest_upsell && !!current && !!current.next_charge_at && current.price > 0;
}
