// Care eligibility state in priority order (SPEC §4 care eligibility state).
import type { UserTest } from './care-entities';
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
export const hasNewInProgressTest = (currentTest: Test, latestReadyTest: Test): boolean =>
  !!currentTest && currentTest.hash !== latestReadyTest?.hash;

/** A VM test from a known lab other than the care lab (SPEC §4 "the named lab"; a missing lab does not count). */
export const isReturningCanadian = (test: Test, careLab: string = CARE_LAB): boolean =>
  test?.test_type === VM_TEST_TYPE && test.lab !== null && test.lab !== careLab;

/** The test's care eligibility; the shopAllEnabled flag switches the source to any-care eligibility (SPEC §4). */
export const isEligibleForCare = (test: Test, shopAllEnabled = false): boolean =>
  !!(shopAllEnabled ? test?.eligible_for_any_care : test?.eligible_for_care);

export interface CareEligibilityInput {
  currentTest: Test;
  latestReadyTest: Test;
  /** The latest consult in progress (deriveConsultGroups(...).latestInProgress). */
  latestInProgressConsult?: unknown;
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
