// Which treatments the shop offers a test's owner (SPEC §4 shop eligibility kinds).
import type { UserTest } from './care-entities';

export type ShopEligibilityKind = 'vaginitis-mixed' | 'vaginitis-a-la-care' | 'ungated' | 'unknown' | 'empty';

type Flags = Pick<UserTest, 'eligible_for_care' | 'eligible_for_a_la_care' | 'eligible_for_ungated_rx' | 'eligible_for_any_care'>;

/**
 * First match wins: care and à-la-care, à-la-care, ungated Rx, any care only ('unknown'), else 'empty'.
 * Care eligibility alone is not a kind in SPEC §4, so it falls through to the later checks.
 */
export function shopEligibilityKind(test: Flags | null | undefined): ShopEligibilityKind {
  if (!test) return 'empty';
  if (test.eligible_for_care && test.eligible_for_a_la_care) return 'vaginitis-mixed';
  if (test.eligible_for_a_la_care) return 'vaginitis-a-la-care';
  if (test.eligible_for_ungated_rx) return 'ungated';
  if (test.eligible_for_any_care) return 'unknown';
  return 'empty';
}
