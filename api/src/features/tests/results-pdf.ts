// The results sheet as a PDF, one renderer for both readers: the patient downloading her own
// results (GET /api/v1/user-tests/{hash}/results.pdf) and a provider downloading a patient's
// (GET /api/v1/provider/patient-tests/{hash}/results.pdf). The sheet: the patient, the test and its
// dates, the community state type with what it means, the chart of every microbe's relative
// abundance by class, the findings of the STI + expanded PCR panel when it was bought (or that they
// are pending) and, when asked for, the plan items the results call for (the program, the
// treatments and the routine essentials, as on the patient's plan). What only a provider's sheet
// carries (the provider's name, the provider's own plan-items flag) comes in as options: this
// module reads no flags and knows no provider rules.
import { MICROBE_GROUPS } from '@flora/shared/domain';
import type { Kysely } from 'kysely';
import { type ChartGroup, type PdfBlock, renderPdf } from '../../common/pdf';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { toPcrFindings } from './pcr-findings';
import { treatmentRecommendations } from './recommendations-service';
import { listPcrFindings } from './results-repository';
import { abundanceByClassification, conditionsOf, infectionState, type Microbe } from './results-interpretation';
import type { TestRow } from './tests-repository';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

// The chart's groups in My Results' order, each with its microbes most abundant first.
function chartGroups(microbes: readonly Microbe[]): ChartGroup[] {
  const totals = abundanceByClassification(microbes);
  return MICROBE_GROUPS.map(({ classification: tone, label }) => ({
    tone,
    label,
    total: totals[tone],
    bars: microbes
      .filter((m) => m.classification === tone)
      .sort((a, b) => b.relative_abundance - a.relative_abundance)
      .map((m) => ({ label: m.name, percent: m.relative_abundance })),
  }));
}

interface Person {
  firstName: string;
  lastName: string;
}

/** Who the sheet is for: the patient herself, or a provider (named on the sheet). */
export type ResultsReader = { kind: 'patient' } | { kind: 'provider'; provider: Person };

export interface ResultsSheet {
  reader: ResultsReader;
  patient: Person & { birthday: string | null };
  test: TestRow;
  microbes: Microbe[];
  /** Whether to list the plan items the results call for. */
  includePlanItems: boolean;
  now: Date;
}

const PREPARED_FOR: Record<ResultsReader['kind'], string> = {
  patient: 'Confidential health information, prepared for you. Share it only with people you trust, such as your provider.',
  provider: 'Confidential health information, prepared for the ordering or authorized provider.',
};

export async function resultsPdf(db: Kysely<Database>, sheet: ResultsSheet): Promise<Buffer> {
  const { reader, patient, test, microbes, includePlanItems, now } = sheet;
  const cst = test.valencia_type ?? '';
  const conditions = conditionsOf(cst, microbes);
  const blocks: PdfBlock[] = [
    { kind: 'title', text: 'Flora - Vaginal Microbiome Test Results' },
    { kind: 'note', text: PREPARED_FOR[reader.kind] },
    { kind: 'field', label: 'Patient', value: `${patient.firstName} ${patient.lastName}`, spaceBefore: 8 },
    { kind: 'field', label: 'Date of birth', value: patient.birthday ?? 'not given' },
    { kind: 'field', label: 'Test', value: `${test.hash} (${test.test_type}, lab ${test.lab ?? '-'})` },
    { kind: 'field', label: 'Activated', value: `${day(test.activated_at)}; received by the lab: ${day(test.received_at)}; results ready: ${day(test.results_ready_at)}` },
  ];
  if (reader.kind === 'provider') {
    const { firstName, lastName } = reader.provider;
    blocks.push({ kind: 'field', label: 'Provider', value: `${firstName} ${lastName} (${bool(test.ordered_by_provider) ? 'ordered by the provider' : 'released by the patient'})` });
  }
  blocks.push(
    { kind: 'heading', text: 'Community state type' },
    { kind: 'text', text: `${cst} (VALENCIA): ${infectionState(cst)}${conditions.length ? `; findings: ${conditions.join(' + ')}` : ''}` },
    { kind: 'heading', text: 'Microbes (relative abundance)' },
    { kind: 'chart', groups: chartGroups(microbes) },
  );
  if (test.expanded_pcr_ordered_at != null) {
    const findings = toPcrFindings(await listPcrFindings(db, test.id));
    blocks.push({ kind: 'heading', text: 'STI panel (PCR)' });
    if (findings.length === 0) blocks.push({ kind: 'text', text: 'Pending: the lab has not reported the panel yet.' });
    for (const f of findings) blocks.push({ kind: 'field', label: f.name, value: f.detected ? 'detected' : 'not detected' });
  }
  if (includePlanItems) {
    const plan = await treatmentRecommendations(db, test, microbes);
    blocks.push({ kind: 'heading', text: 'Plan items' });
    if (plan.recommended_program) blocks.push({ kind: 'field', label: 'Program', value: `${plan.recommended_program.slug} ($${plan.recommended_program.bundle_price})` });
    for (const t of plan.treatments) blocks.push({ kind: 'field', label: 'Treatment', value: `${t.name} (${t.slug}) for ${t.reason}` });
    for (const r of plan.routine_essentials) blocks.push({ kind: 'field', label: 'Routine essential', value: `${r.name} (${r.slug})` });
  }
  blocks.push({ kind: 'note', text: `Generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC by Flora.`, spaceBefore: 16 });
  return renderPdf(blocks, { title: `Flora results ${test.hash}`, createdAt: now });
}
