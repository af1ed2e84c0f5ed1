// What a member can do now with her membership, as My Account's membership page, the shop's
// subscriptions page and the shop's membership cards say it. The API decides (GET /api/v1/membership/:
// can_resume while a cancelled membership still runs, can_subscribe once none is in effect); this
// names the one next step and its copy, so every page offers the same thing.
import { formatDisplayDate } from './format';

const MEMBERSHIP_ACTIONS = {
  resume: 'Resume membership',
  resubscribe: 'Re-subscribe',
  become: 'Become a member',
} as const;

/** What the pages need of GET /api/v1/membership/'s answer. */
export interface MembershipChoices {
  membership: { status: 'active' | 'cancelled'; ends_at: string | null } | null;
  was_member: boolean;
  can_resume: boolean;
  can_subscribe: boolean;
}

export type MembershipNextStep =
  | { kind: 'none' }
  | { kind: 'resume'; label: typeof MEMBERSHIP_ACTIONS.resume; until: string | null }
  | { kind: 'subscribe'; label: typeof MEMBERSHIP_ACTIONS.resubscribe | typeof MEMBERSHIP_ACTIONS.become };

/** Resume before the end date (same membership, no new charge); buy one again after it, or a first one. */
export function membershipNextStep(answer: MembershipChoices): MembershipNextStep {
  if (answer.can_resume) return { kind: 'resume', label: MEMBERSHIP_ACTIONS.resume, until: answer.membership?.ends_at ?? null };
  if (answer.can_subscribe) return { kind: 'subscribe', label: answer.was_member ? MEMBERSHIP_ACTIONS.resubscribe : MEMBERSHIP_ACTIONS.become };
  return { kind: 'none' };
}

/** Where a membership is bought: the shop's care section, which lists the memberships on sale. */
export const MEMBERSHIP_SHOP_ANCHOR = 'shop-care';

/**
 * Why the shop does not sell her a membership (null: it does). A second membership is never sold
 * (the cart refuses it): she changes hers, or resumes a cancelled one, in My Account.
 */
export function membershipNotForSaleReason(answer: MembershipChoices | null): string | null {
  if (!answer || answer.can_subscribe) return null;
  const step = membershipNextStep(answer);
  return step.kind === 'resume'
    ? `Your membership is cancelled${step.until ? ` and runs until ${formatDisplayDate(step.until)}` : ''}: resume it in My Account.`
    : "You're a member: change your membership in My Account.";
}
