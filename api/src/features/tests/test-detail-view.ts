// One test as GET /user-tests/{hash}/ and the per-test actions answer it: the SPEC §3 fields of
// the list (testSchema) plus the activation steps, the provider release, the lab-order intake id,
// whether the expanded PCR (STI) panel was bought and its open sti consult, and, once ready, the
// results summary and the panel's findings.
import { bool } from '../../db/values';
import { PRE_SUBMIT } from '../consults';
import { type PcrFinding, type PcrFindingInput, pcrFindingsSchema, toPcrFindings } from './pcr-findings';
import type { Microbe } from './results-interpretation';
import { type ResultsSummary, resultsSummarySchema, toResultsSummary } from './results-view';
import { type TestView, testSchema, toTestView } from './test-view';
import type { LatestVaginitisConsult, TestRow } from './tests-repository';

export interface TestDetailView extends TestView {
  received_at: string | null;
  consented_at: string | null;
  sample_taken_at: string | null;
  sample_ph: number | null;
  provider_release: boolean;
  ordered_by_provider: boolean;
  lab_order_intake_id: number | null;
  expanded_pcr_panel: boolean;
  sti_consult: { uid: string; status: string; is_pre_submit: boolean } | null;
  results: ResultsSummary | null;
  pcr_findings: PcrFinding[] | null;
}

export interface TestDetailParts {
  consult?: LatestVaginitisConsult;
  orderedAt: string | null;
  labOrderIntakeId: number | null;
  microbes: readonly Microbe[];
  /** As stored (empty: not reported). */
  pcrFindings?: readonly PcrFindingInput[];
  stiConsult?: { uid: string; status: string };
}

export function toTestDetailView(row: TestRow, parts: TestDetailParts): TestDetailView {
  return {
    ...toTestView({ ...row, ordered_at: parts.orderedAt }, parts.consult),
    received_at: row.received_at,
    consented_at: row.consented_at,
    sample_taken_at: row.sample_taken_at,
    sample_ph: row.sample_ph == null ? null : Number(row.sample_ph),
    provider_release: bool(row.provider_release),
    ordered_by_provider: bool(row.ordered_by_provider),
    lab_order_intake_id: parts.labOrderIntakeId,
    expanded_pcr_panel: row.expanded_pcr_ordered_at != null,
    sti_consult: parts.stiConsult ? { ...parts.stiConsult, is_pre_submit: PRE_SUBMIT.includes(parts.stiConsult.status) } : null,
    results: row.status === 'ready' ? toResultsSummary(row, parts.microbes) : null,
    pcr_findings: row.status === 'ready' && parts.pcrFindings?.length ? toPcrFindings(parts.pcrFindings) : null,
  };
}

const nullableString = { type: ['string', 'null'] } as const;

export const testDetailSchema = {
  type: 'object',
  properties: {
    ...testSchema.properties,
    received_at: { ...nullableString, description: 'When the lab logged the sample.' },
    consented_at: { ...nullableString, description: 'When the user gave consent (POST .../consent/).' },
    sample_taken_at: { ...nullableString, description: 'When the user recorded the sample (POST .../sample/).' },
    sample_ph: { type: ['number', 'null'], description: 'The vaginal pH the user read at sampling (3.0-8.0).' },
    provider_release: { type: 'boolean', description: "The user released the results to the test's provider." },
    ordered_by_provider: { type: 'boolean', description: 'A provider ordered this test for the user.' },
    lab_order_intake_id: {
      type: ['integer', 'null'],
      description: 'The id of the lab-order intake (the address the lab order needs): /api/v1/lab-order-intake/{id}/.',
    },
    expanded_pcr_panel: {
      type: 'boolean',
      description:
        "The STI + expanded PCR panel (add-on vpcr-add-on; not the STI-only sti-panel-add-on a provider may add to an order) was bought for this test and runs on its sample. On a ready test it is what offers STI treatment: an sti consult started from the test (POST /api/v1/consults/ {type: 'sti', test_hash}).",
    },
    sti_consult: {
      type: ['object', 'null'],
      properties: {
        uid: { type: 'string' },
        status: { type: 'string', description: 'SPEC §4 status code.' },
        is_pre_submit: { type: 'boolean', description: 'Its intake is not submitted yet (IN, OR, ST).' },
      },
      required: ['uid', 'status', 'is_pre_submit'],
      description:
        'The open (not closed) sti consult started from this test — the one starting an sti consult again answers (its intake: /treatments/sti/consults/{uid}/intake/); null when there is none.',
    },
    results: { anyOf: [resultsSummarySchema, { type: 'null' }], description: 'Null until the test is ready.' },
    pcr_findings: pcrFindingsSchema,
  },
  required: [
    ...testSchema.required,
    'received_at',
    'consented_at',
    'sample_taken_at',
    'sample_ph',
    'provider_release',
    'ordered_by_provider',
    'lab_order_intake_id',
    'expanded_pcr_panel',
    'sti_consult',
    'results',
    'pcr_findings',
  ],
} as const;
