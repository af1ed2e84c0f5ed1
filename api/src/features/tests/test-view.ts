// The JSON shape of a user test (SPEC §3 "Test (user test)") and its schema.
import { bool, dollars } from '../../db/values';
import type { LatestVaginitisConsult, ListedTestRow } from './tests-repository';

export type TestStatus = 'activated' | 'received' | 'ready';

export interface TestView {
  hash: string;
  test_order: string | null;
  ordered_at: string | null;
  test_type: string;
  lab: string | null;
  status: TestStatus;
  activated_at: string | null;
  results_ready_at: string | null;
  eligible_for_care: boolean;
  eligible_for_care_reason: string;
  eligible_for_a_la_care: boolean;
  eligible_for_any_care: boolean;
  eligible_for_ungated_rx: boolean;
  recommended_program_bundle_price: number | null;
  recommended_program_slug: string | null;
  valencia_type: string | null;
  care_purchased: boolean;
  healthcontext: { health_history_submitted_at: string | null };
  latest_vaginitis_consult: { uid: string; consult_completed: boolean } | null;
  created_at: string;
}

export function toTestView(row: Omit<ListedTestRow, 'latest_vaginitis_uid' | 'latest_vaginitis_status'>, consult: LatestVaginitisConsult | undefined): TestView {
  const ready = row.status === 'ready';
  return {
    hash: row.hash,
    test_order: row.test_order,
    ordered_at: row.ordered_at,
    test_type: row.test_type,
    lab: row.lab,
    status: row.status as TestStatus,
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

const nullableString = { type: ['string', 'null'] } as const;
const bool_ = { type: 'boolean' } as const;

export const testSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    test_order: nullableString,
    ordered_at: { type: ['string', 'null'], description: 'When the order that bought the kit was placed; null when the kit came another way (a provider, a gift).' },
    test_type: { type: 'string', description: 'VM = vaginal microbiome test' },
    lab: nullableString,
    status: { type: 'string', enum: ['activated', 'received', 'ready'] },
    activated_at: nullableString,
    results_ready_at: nullableString,
    eligible_for_care: bool_,
    eligible_for_care_reason: { type: 'string' },
    eligible_for_a_la_care: bool_,
    eligible_for_any_care: bool_,
    eligible_for_ungated_rx: bool_,
    recommended_program_bundle_price: { type: ['number', 'null'], description: 'In dollars.' },
    recommended_program_slug: nullableString,
    valencia_type: { type: ['string', 'null'], description: 'Null until the results are ready.' },
    care_purchased: bool_,
    healthcontext: {
      type: 'object',
      properties: { health_history_submitted_at: nullableString },
      required: ['health_history_submitted_at'],
    },
    latest_vaginitis_consult: {
      type: ['object', 'null'],
      properties: { uid: { type: 'string' }, consult_completed: bool_ },
      required: ['uid', 'consult_completed'],
    },
    created_at: { type: 'string' },
  },
  required: [
    'hash',
    'test_order',
    'ordered_at',
    'test_type',
    'lab',
    'status',
    'activated_at',
    'results_ready_at',
    'eligible_for_care',
    'eligible_for_care_reason',
    'eligible_for_a_la_care',
    'eligible_for_any_care',
    'eligible_for_ungated_rx',
    'recommended_program_bundle_price',
    'recommended_program_slug',
    'valencia_type',
    'care_purchased',
    'healthcontext',
    'latest_vaginitis_consult',
    'created_at',
  ],
} as const;
