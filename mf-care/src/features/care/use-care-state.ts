// The care eligibility state of SPEC §4 for the signed-in user, computed ONLY by the shared rule
// (careEligibilityState) from the calls SPEC §7 names: the current user (user-config, in the
// session), her consults, her current and latest ready tests and the ungated Rx treatments of her
// test. Returned as one query (loading, error with a retry of what failed, data) for QueryView.
import { type QueryLike, useSession } from '@flora/shared';
import {
  careEligibilityInput,
  careEligibilityState,
  type CareEligibilityState,
  type Consult,
  type ConsultGroups,
  type CurrentUser,
  deriveConsultGroups,
} from '@flora/shared/domain';
import { useConsults, useCurrentTest, useLatestReadyTest, type UserTestAnswer } from '@flora/shared/data';
import { useRecommendedProducts } from './api/recommended-products';

export interface UngatedRxTreatment {
  slug: string;
  name: string;
  price: number;
  discounted_price: number | null;
}

export interface CareSituation {
  state: CareEligibilityState;
  /** The test care is about: the latest ready test (with results), else the current one. */
  test: UserTestAnswer | null;
  currentTest: UserTestAnswer | null;
  consults: Consult[];
  groups: ConsultGroups;
  user: CurrentUser | null;
  ungatedRxTreatments: UngatedRxTreatment[];
}

export function useCareState(): QueryLike<CareSituation> {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const consults = useConsults();
  const current = useCurrentTest();
  const latestReady = useLatestReadyTest();
  const testsLoaded = current.isSuccess && latestReady.isSuccess;
  const test = testsLoaded ? (latestReady.data ?? current.data ?? null) : null;
  const recommended = useRecommendedProducts(test?.hash);

  // SPEC §8: a failed consult list counts as empty (Past Consultations shows its message).
  const consultsSettled = consults.isSuccess || consults.isError;
  const failed = [current, latestReady, recommended].filter((q) => q.isError);
  const refetch = () => Promise.all(failed.map((q) => q.refetch()));
  if (failed.length > 0) {
    return { status: 'error', error: failed[0]!.error, refetch, isFetching: failed.some((q) => q.isFetching) };
  }
  if (!testsLoaded || !consultsSettled || (test && !recommended.isSuccess)) return { status: 'pending', refetch };

  const list = consults.isSuccess ? consults.data : [];
  const groups = deriveConsultGroups(list);
  // An upsell never offers what she already has: the treatments of her care consults for this test.
  const held = heldTreatmentSlugs(list, current.data?.healthcontext.health_history_submitted_at ?? null);
  const ungatedRxTreatments = (recommended.data?.ungated_rx_treatments ?? []).filter((t) => !held.has(t.slug));
  const state = careEligibilityState({
    ...careEligibilityInput({ currentTest: current.data, latestReadyTest: latestReady.data, groups, user }),
    // The upsell sells care for the new test: once that care is bought (an ungated-Rx order marks
    // its test), she is past the upsell and Care leads to her intake instead (post-purchase).
    healthHistoryUpsellEligible: user?.features.health_history_upsell && !current.data?.care_purchased,
    ungatedRxTreatments,
  });
  return {
    status: 'success',
    data: { state, test, currentTest: current.data ?? null, consults: list, groups, user, ungatedRxTreatments },
    refetch,
  };
}

/**
 * Treatments she already has for her current test: selected or prescribed in a paid vaginitis or
 * ungated-rx consult started since its health history was submitted (an older consult's treatments
 * may be needed again).
 */
function heldTreatmentSlugs(consults: readonly Consult[], since: string | null): Set<string> {
  const recent = consults.filter(
    (c) => c.consult_paid && (c.type === 'vaginitis' || c.type === 'ungated-rx') && !!since && !!c.created_at && c.created_at >= since,
  );
  return new Set(recent.flatMap((c) => [...c.selected_treatments.map((t) => t.slug), ...c.prescriptions.map((p) => p.product.slug)]));
}
