// One test as GET /user-tests/{hash}/ and the per-test actions answer it: the SPEC §3 fields of
// the list (testSchema) plus the activation steps, the provider release, the lab-order intake id,
// whether the expanded PCR (STI) panel was bought and its open sti consult, and, once ready, the
// results summary and the panel's findings.
import type { FromSchema } from 'json-schema-to-ts';
import { bool } from '../../db/values';
import { PRE_SUBMIT } from '../consults';
import { type PcrFindingInput, toPcrFindings } from './pcr-findings';
import type { Microbe } from './results-interpretation';
import { toResultsSummary } from './results-view';
import { toTestView } from './test-view';
import type { testDetailSchema } from './tests-schemas';
import type { LatestVaginitisConsult, TestRow } from './tests-repository';

export type TestDetailView = FromSchema<typeof testDetailSchema>;

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
