// What the shop needs to know about her, from one hook per endpoint (SPEC §4, §7): the shop
// eligibility kind of her latest test with results (else her current test), the care state and
// consult in progress that lock treatments, the treatments on offer, her subscriptions and her
// membership (whether the shop sells her one). A failure of any of them except the subscriptions and
// the membership fails the page (with a retry of what failed); those fail soft ('Failed to fetch
// subscriptions', SPEC §8): the cards still work, and the cart still refuses a second membership.
import { type QueryLike, useSession } from '@flora/shared';
import {
  careEligibilityInput,
  careEligibilityState,
  deriveConsultGroups,
  type CareEligibilityState,
  type Consult,
  shopEligibilityKind,
  type ShopEligibilityKind,
  type TreatmentAvailability,
} from '@flora/shared/domain';
import {
  type MembershipAnswer,
  useAvailableTreatments,
  useConsults,
  useCurrentTest,
  useLatestReadyTest,
  useMembership,
} from '@flora/shared/data';
import { useSubscriptions } from '../../lib/api/subscriptions';

export interface ShopSituation {
  kind: ShopEligibilityKind;
  careState: CareEligibilityState;
  inProgressConsult: Consult | null;
  availability: TreatmentAvailability;
  subscribed: ReadonlySet<string>;
  subscriptionsFailed: boolean;
  /** GET /api/v1/membership/ (null when it failed). */
  membership: MembershipAnswer | null;
  newPdp: boolean;
}

export function useShopSituation(): QueryLike<ShopSituation> {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const current = useCurrentTest();
  const latestReady = useLatestReadyTest();
  const consults = useConsults();
  const availability = useAvailableTreatments({ select: (body) => body.data });
  // The cards of subscribed products show Manage Subscription.
  const subscriptions = useSubscriptions({
    select: (answer): ReadonlySet<string> => new Set((answer?.data.subscriptions ?? []).filter((s) => s.status === 'active').map((s) => s.slug)),
  });
  const membership = useMembership();

  const required = [current, latestReady, consults, availability];
  const failed = required.filter((q) => q.isError);
  const refetch = () => Promise.all((failed.length ? failed : required).map((q) => q.refetch()));
  if (failed.length > 0) return { status: 'error', error: failed[0]!.error, refetch, isFetching: failed.some((q) => q.isFetching) };
  if (!current.isSuccess || !latestReady.isSuccess || !consults.isSuccess || !availability.isSuccess || subscriptions.isPending || membership.isPending) {
    return { status: 'pending', refetch };
  }

  const groups = deriveConsultGroups(consults.data);
  const careState = careEligibilityState(careEligibilityInput({ currentTest: current.data, latestReadyTest: latestReady.data, groups, user }));
  return {
    status: 'success',
    refetch,
    data: {
      kind: shopEligibilityKind(latestReady.data ?? current.data),
      careState,
      inProgressConsult: groups.latestCareInProgress,
      availability: availability.data,
      subscribed: subscriptions.data ?? new Set(),
      subscriptionsFailed: subscriptions.isError,
      membership: membership.data?.data ?? null,
      newPdp: !!user?.features.newPDP,
    },
  };
}
