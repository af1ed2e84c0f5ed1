// Care eligibility state in priority order (SPEC §4 care eligibility state).
import type { Consult, UserTest } from './care-entities';
import type { ConsultGroups } from './consult-groups';
import type { CurrentUser } from './current-user';
import { isConsultComplete } from './consult-status';
import { CARE_LAB, VM_TEST_TYPE } from './constants';

/** The states, highest priority first (post-, pre-purchase and program-lapsed share step 5). */
export const CARE_ELIGIBILITY_STATES = [
  'returning-canadian',
  'consult-in-progress',
  'consult-completed',
  'health-history-upsell',
  'post-purchase',
  'pre-purchase',
  'program-lapsed',
  'care-ineligible',
  'new-customer',
] as const;
export type CareEligibilityState = (typeof CARE_ELIGIBILITY_STATES)[number];

type Test = UserTest | null | undefined;

/**
 * A new test is in progress when there is a current test and the latest ready test's hash differs
 * from it (SPEC §4); with no ready test at all, the current test is the new one.
 */
const hasNewInProgressTest = (currentTest: Test, latestReadyTest: Test): boolean =>
  !!currentTest && currentTest.hash !== latestReadyTest?.hash;

/** A VM test from a known lab other than the care lab (SPEC §4 "the named lab"; a missing lab does not count). */
const isReturningCanadian = (test: Test, careLab: string = CARE_LAB): boolean =>
  test?.test_type === VM_TEST_TYPE && test.lab !== null && test.lab !== careLab;

/** The test's care eligibility; the shopAllEnabled flag switches the source to any-care eligibility (SPEC §4). */
export const isEligibleForCare = (test: Test, shopAllEnabled = false): boolean =>
  !!(shopAllEnabled ? test?.eligible_for_any_care : test?.eligible_for_care);

export interface CareEligibilityInput {
  currentTest: Test;
  latestReadyTest: Test;
  /** The latest vaginitis or ungated-rx consult in progress (deriveConsultGroups(...).latestCareInProgress). */
  latestInProgressConsult?: unknown;
  /** The latest vaginitis or ungated-rx consult (deriveConsultGroups(...).mostRecentVaginitisOrUngated). */
  latestCareConsult?: (Pick<Consult, 'type' | 'created_at'> & { status: unknown }) | null;
  /** CurrentUser.care.userEligibleForAnyCare. */
  userEligibleForAnyCare?: boolean;
  /** Eligible for the health history upsell (CurrentUser.features.health_history_upsell). */
  healthHistoryUpsellEligible?: boolean;
  /** CurrentUser.features.shopAllEnabled. */
  shopAllEnabled?: boolean;
  /** Recommendations.ungated_rx_treatments. */
  ungatedRxTreatments?: readonly unknown[] | null;
  careLab?: string;
}

/** What every page that shows her care state reads: her two tests, her consults' groups and her account. */
export interface CareReadings {
  currentTest: Test;
  latestReadyTest: Test;
  groups: Pick<ConsultGroups, 'latestCareInProgress' | 'mostRecentVaginitisOrUngated'>;
  user: Pick<CurrentUser, 'care' | 'features'> | null;
}

/** The state's input from those readings; a page adds what only it reads (the upsell, recommendations). */
export const careEligibilityInput = ({ currentTest, latestReadyTest, groups, user }: CareReadings): CareEligibilityInput => ({
  currentTest,
  latestReadyTest,
  latestInProgressConsult: groups.latestCareInProgress,
  latestCareConsult: groups.mostRecentVaginitisOrUngated,
  userEligibleForAnyCare: user?.care.userEligibleForAnyCare,
  shopAllEnabled: user?.features.shopAllEnabled,
});

/**
 * Her new test's ungated prescription is done: the latest care consult is a completed ungated-rx one
 * started after this test's health history was submitted (an ungated consult follows the history
 * that reported the symptoms). SPEC §4 reads a completed consult from the ready test only; a
 * prescription made before the results would otherwise leave Care selling what she was just given.
 */
export function isUngatedRxCompletedFor(test: Test, consult: CareEligibilityInput['latestCareConsult']): boolean {
  const submitted = test?.healthcontext.health_history_submitted_at;
  return (
    consult?.type === 'ungated-rx' && isConsultComplete(consult.status) && !!submitted && !!consult.created_at && consult.created_at >= submitted
  );
}

/**
 * The user's care state: the first rule of SPEC §4 that applies. Step 5's purchase and eligibility
 * flags are read from the latest ready test (the one with results), else the current test.
 */
export function careEligibilityState(input: CareEligibilityInput): CareEligibilityState {
  const { currentTest, latestReadyTest, shopAllEnabled = false } = input;
  const newTest = hasNewInProgressTest(currentTest, latestReadyTest);
  const test = latestReadyTest ?? currentTest;
  if (isReturningCanadian(currentTest, input.careLab)) return 'returning-canadian';
  if (input.latestInProgressConsult) return 'consult-in-progress';
  if (latestReadyTest?.latest_vaginitis_consult?.consult_completed) return 'consult-completed';
  if (newTest && isUngatedRxCompletedFor(currentTest, input.latestCareConsult)) return 'consult-completed';
  if (input.healthHistoryUpsellEligible && newTest && (input.ungatedRxTreatments?.length ?? 0) > 0) {
    return 'health-history-upsell';
  }
  const eligible = isEligibleForCare(test, shopAllEnabled);
  if (newTest || input.userEligibleForAnyCare || eligible) {
    if (test?.care_purchased) return 'post-purchase';
    return eligible ? 'pre-purchase' : 'program-lapsed';
  }
  return test ? 'care-ineligible' : 'new-customer';
}
