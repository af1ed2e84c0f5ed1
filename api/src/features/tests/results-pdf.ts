// The results sheet as a PDF, one renderer for both readers: the patient downloading her own
// results (GET /api/v1/user-tests/{hash}/results.pdf) and a provider downloading a patient's
// (GET /api/v1/provider/patient-tests/{hash}/results.pdf). The sheet: the patient, the test and its
// dates, the community state type with what it means, every microbe with its relative abundance
// and the findings of the STI + expanded PCR panel when it was bought (or that they are pending)
// and, when asked for, the plan items the results call for (the program, the treatments and the
// routine essentials, as on the patient's plan). What only a provider's sheet carries (the
// provider's name, the provider's own plan-items flag) comes in as options: this module reads no
// flags and knows no provider rules.
import type { Kysely } from 'kysely';
import { type PdfLine, renderPdf } from '../../common/pdf';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { toPcrFindings } from './pcr-findings';
import { treatmentRecommendations } from './recommendations-service';
import { listPcrFindings } from './results-repository';
import { conditionsOf, infectionState, type Microbe } from './results-interpretation';
import type { TestRow } from './tests-repository';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const percent = (n: number) => `${n.toFixed(1)}%`;

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
  const lines: PdfLine[] = [
    { text: 'Flora - Vaginal Microbiome Test Results', size: 18, bold: true },
    { text: PREPARED_FOR[reader.kind], size: 9 },
    { text: `Patient: ${patient.firstName} ${patient.lastName}`, spaceBefore: 12 },
    { text: `Date of birth: ${patient.birthday ?? 'not given'}` },
    { text: `Test: ${test.hash} (${test.test_type}, lab ${test.lab ?? '-'})` },
    { text: `Activated: ${day(test.activated_at)}; received by the lab: ${day(test.received_at)}; results ready: ${day(test.results_ready_at)}` },
  ];
  if (reader.kind === 'provider') {
    const { firstName, lastName } = reader.provider;
    lines.push({ text: `Provider: ${firstName} ${lastName} (${bool(test.ordered_by_provider) ? 'ordered by the provider' : 'released by the patient'})` });
  }
  lines.push(
    { text: 'Community state type', size: 13, bold: true, spaceBefore: 12 },
    { text: `${cst} (VALENCIA): ${infectionState(cst)}${conditions.length ? `; findings: ${conditions.join(' + ')}` : ''}` },
    { text: 'Microbes (relative abundance)', size: 13, bold: true, spaceBefore: 12 },
    ...microbes.map((m) => ({ text: `${m.name}: ${percent(m.relative_abundance)} (${m.classification})` })),
  );
  if (test.expanded_pcr_ordered_at != null) {
    const findings = toPcrFindings(await listPcrFindings(db, test.id));
    lines.push({ text: 'STI panel (PCR)', size: 13, bold: true, spaceBefore: 12 });
    if (findings.length === 0) lines.push({ text: 'Pending: the lab has not reported the panel yet.' });
    for (const f of findings) lines.push({ text: `${f.name}: ${f.detected ? 'detected' : 'not detected'}` });
  }
  if (includePlanItems) {
    const plan = await treatmentRecommendations(db, test, microbes);
    lines.push({ text: 'Plan items', size: 13, bold: true, spaceBefore: 12 });
    if (plan.recommended_program) lines.push({ text: `Program: ${plan.recommended_program.slug} ($${plan.recommended_program.bundle_price})` });
    for (const t of plan.treatments) lines.push({ text: `Treatment: ${t.name} (${t.slug}) for ${t.reason}` });
    for (const r of plan.routine_essentials) lines.push({ text: `Routine essential: ${r.name} (${r.slug})` });
  }
  lines.push({ text: `Generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC by Flora.`, size: 9, spaceBefore: 16 });
  return renderPdf(lines, { title: `Flora results ${test.hash}`, createdAt: now });
}
