// The results sheet a provider downloads (GET /api/v1/provider/patient-tests/{hash}/results.pdf):
// the patient, the test and its dates, the community state type with what it means, every microbe
// with its relative abundance, and (feature flag provider_pdf_include_plan_items, per provider,
// default on) the plan items the results call for: the program, the treatments and the routine
// essentials, as on the patient's plan.
import type { Kysely } from 'kysely';
import { type PdfLine, renderPdf } from '../../common/pdf';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { treatmentRecommendations } from '../tests/recommendations-service';
import { conditionsOf, infectionState, type Microbe } from '../tests/results-interpretation';
import type { TestRow } from '../tests/tests-repository';
import { DEFAULT_FEATURES } from '../user/user-config-service';
import { listUserFlags, type SessionUser, type UserRecord } from '../user/user-repository';

export const PLAN_ITEMS_FLAG = 'provider_pdf_include_plan_items';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const percent = (n: number) => `${n.toFixed(1)}%`;

export async function includesPlanItems(db: Kysely<Database>, providerId: number): Promise<boolean> {
  const flag = (await listUserFlags(db, providerId)).find((f) => f.kind === 'feature' && f.name === PLAN_ITEMS_FLAG);
  return flag?.enabled ?? DEFAULT_FEATURES.provider_pdf_include_plan_items;
}

interface ResultsSheet {
  provider: SessionUser;
  patient: UserRecord;
  test: TestRow;
  microbes: Microbe[];
  now: Date;
}

export async function resultsPdf(db: Kysely<Database>, sheet: ResultsSheet): Promise<Buffer> {
  const { provider, patient, test, microbes, now } = sheet;
  const cst = test.valencia_type ?? '';
  const conditions = conditionsOf(cst, microbes);
  const lines: PdfLine[] = [
    { text: 'Flora - Vaginal Microbiome Test Results', size: 18, bold: true },
    { text: 'Confidential health information, prepared for the ordering or authorized provider.', size: 9 },
    { text: `Patient: ${patient.firstName} ${patient.lastName}`, spaceBefore: 12 },
    { text: `Date of birth: ${patient.birthday ?? 'not given'}` },
    { text: `Test: ${test.hash} (${test.test_type}, lab ${test.lab ?? '-'})` },
    { text: `Activated: ${day(test.activated_at)}; received by the lab: ${day(test.received_at)}; results ready: ${day(test.results_ready_at)}` },
    { text: `Provider: ${provider.firstName} ${provider.lastName} (${bool(test.ordered_by_provider) ? 'ordered by the provider' : 'released by the patient'})` },
    { text: 'Community state type', size: 13, bold: true, spaceBefore: 12 },
    { text: `${cst} (VALENCIA): ${infectionState(cst)}${conditions.length ? `; findings: ${conditions.join(' + ')}` : ''}` },
    { text: 'Microbes (relative abundance)', size: 13, bold: true, spaceBefore: 12 },
    ...microbes.map((m) => ({ text: `${m.name}: ${percent(m.relative_abundance)} (${m.classification})` })),
  ];
  if (await includesPlanItems(db, provider.id)) {
    const plan = await treatmentRecommendations(db, test, microbes);
    lines.push({ text: 'Plan items', size: 13, bold: true, spaceBefore: 12 });
    if (plan.recommended_program) lines.push({ text: `Program: ${plan.recommended_program.slug} ($${plan.recommended_program.bundle_price})` });
    for (const t of plan.treatments) lines.push({ text: `Treatment: ${t.name} (${t.slug}) for ${t.reason}` });
    for (const r of plan.routine_essentials) lines.push({ text: `Routine essential: ${r.name} (${r.slug})` });
  }
  lines.push({ text: `Generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC by Flora.`, size: 9, spaceBefore: 16 });
  return renderPdf(lines, { title: `Flora results ${test.hash}`, createdAt: now });
}
