// A user test as its list entry shows it (SPEC §3 "Test (user test)"; the shape: testSchema).
import type { FromSchema } from 'json-schema-to-ts';
import { bool, dollars, knownCode } from '../../db/values';
import type { testSchema } from './tests-schemas';
import type { LatestVaginitisConsult, ListedTestRow } from './tests-repository';

export type TestView = FromSchema<typeof testSchema>;
export type TestStatus = TestView['status'];
/** Every status of a test, in the order a test moves through them. */
export const TEST_STATUSES = ['activated', 'received', 'ready'] as const satisfies readonly TestStatus[];

export function toTestView(row: Omit<ListedTestRow, 'latest_vaginitis_uid' | 'latest_vaginitis_status'>, consult: LatestVaginitisConsult | undefined): TestView {
  const ready = row.status === 'ready';
  return {
    hash: row.hash,
    test_order: row.test_order,
    ordered_at: row.ordered_at,
    test_type: row.test_type,
    lab: row.lab,
    status: knownCode(TEST_STATUSES, row.status, 'user_tests.status'),
    activated_at: row.activated_at,
    results_ready_at: row.results_ready_at,
    eligible_for_care: bool(row.eligible_for_care),
    eligible_for_care_reason: row.eligible_for_care_reason ?? '',
    eligible_for_a_la_care: bool(row.eligible_for_a_la_care),
    eligible_for_any_care: bool(row.eligible_for_any_care),
    eligible_for_ungated_rx: bool(row.eligible_for_ungated_rx),
    recommended_program_bundle_price: dollars(row.recommended_program_bundle_price_cents),
    recommended_program_slug: row.recommended_program_slug,
    // Result data is only shown once the results are ready.
    valencia_type: ready ? row.valencia_type : null,
    care_purchased: bool(row.care_purchased),
    healthcontext: { health_history_submitted_at: row.health_history_submitted_at },
    latest_vaginitis_consult: consult ? { uid: consult.uid, consult_completed: consult.status === 'CP' } : null,
    created_at: row.created_at,
  };
}
