// The lab's side of a test: it receives the sample (activated -> received), then reports the
// result (received -> ready): the VALENCIA type and the microbes behind it, and the findings of the
// expanded PCR panel when it was bought. Reporting a result also sets the care flags it implies
// (recommendation-rules). `lab:release` runs both steps with a plausible demo result.
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { auditCli } from '../audit';
import { careEligibility } from './recommendation-rules';
import { conditionsOf } from './results-interpretation';
import { checkPcrFindings, type PcrFindingInput } from './pcr-findings';
import { insertMicrobes, insertPcrFindings } from './results-repository';
import { moveTestStatus } from './test-status';
import { findTestByHash, type TestRow } from './tests-repository';
import type { labResultSchema } from './tests-schemas';

export type LabResult = FromSchema<typeof labResultSchema>;

export const NO_PCR_PANEL = 'The expanded PCR panel was not bought for this test: it has no PCR findings to report.';

/** Abundances are percents of one sample: together at most 100 (with 0.5 for rounding). */
const MAX_TOTAL_PERCENT = 100.5;
/**
 * ...and most of it: a lab lists the microbes that make up the sample. A total under half is shares
 * sent as fractions (0.6 for 60 %), which My Results would show as "0.6%" (issue 27).
 */
const MIN_TOTAL_PERCENT = 50;

export const LAB_RELEASE_COMMAND = 'lab:release';

const DEMO_RESULT: LabResult = {
  valencia_type: 'CST I-A',
  microbes: [
    { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 82.5 },
    { name: 'Lactobacillus jensenii', classification: 'protective', relative_abundance: 9.1 },
    { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 4.2 },
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 2.1 },
    { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 1.1 },
    { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 0.6 },
  ],
};

async function labTest(db: Kysely<Database>, hash: string): Promise<TestRow> {
  const test = await findTestByHash(db, hash);
  if (!test) throw notFound('No test with this hash.');
  return test;
}

export async function receiveSample(db: Kysely<Database>, hash: string, now: Date): Promise<TestRow> {
  const test = await labTest(db, hash);
  await moveTestStatus(db, test, 'received', now, { received_at: now.toISOString() });
  return test;
}

export function checkLabResult(result: LabResult): void {
  const names = new Set<string>();
  for (const m of result.microbes) {
    const key = m.name.trim().toLowerCase();
    if (names.has(key)) throw badRequest(`Microbe "${m.name}" is listed twice.`, 'microbes');
    names.add(key);
  }
  if (result.pcr_findings) checkPcrFindings(result.pcr_findings);
  const total = result.microbes.reduce((sum, m) => sum + m.relative_abundance, 0);
  if (total > MAX_TOTAL_PERCENT) throw badRequest(`The relative abundances add up to ${total.toFixed(1)}%, more than 100%.`, 'microbes');
  if (total < MIN_TOTAL_PERCENT) {
    throw badRequest(
      `The relative abundances add up to ${total.toFixed(1)}%: they are percents of the sample (0-100) and add up to about 100. Send fractions (0-1) multiplied by 100.`,
      'microbes',
    );
  }
}

export async function recordResult(db: Kysely<Database>, hash: string, result: LabResult, now: Date): Promise<TestRow> {
  checkLabResult(result);
  const test = await labTest(db, hash);
  if (result.pcr_findings && test.expanded_pcr_ordered_at == null) throw conflict(NO_PCR_PANEL);
  const care = careEligibility(conditionsOf(result.valencia_type, result.microbes));
  await db.transaction().execute(async (trx) => {
    await moveTestStatus(trx, test, 'ready', now, {
      valencia_type: result.valencia_type,
      results_ready_at: now.toISOString(),
      ...care,
      eligible_for_any_care: care.eligible_for_care || care.eligible_for_a_la_care || bool(test.eligible_for_ungated_rx),
    });
    await insertMicrobes(trx, test.id, result.microbes.map((m) => ({ ...m, name: m.name.trim() })));
    await insertPcrFindings(trx, test.id, result.pcr_findings ?? [], now);
  });
  return test;
}

/** The demo lab's panel findings: nothing detected (a plausible answer beside the optimal DEMO_RESULT). */
export const DEMO_PCR_FINDINGS: PcrFindingInput[] = [
  { target: 'chlamydia', detected: false },
  { target: 'gonorrhea', detected: false },
  { target: 'trichomonas', detected: false },
  { target: 'mycoplasma_genitalium', detected: false },
];

/**
 * `lab:release <hash>`: receive (when still activated), then report the demo result (with the demo
 * panel findings when the test has the expanded PCR panel); recorded in the audit log as CLI actions.
 */
export async function releaseWithDemoResult(db: Kysely<Database>, clock: Clock, hash: string): Promise<{ test: TestRow; received: boolean }> {
  const test = await labTest(db, hash);
  const received = test.status === 'activated';
  if (received) await receiveSample(db, hash, clock.now());
  const result = test.expanded_pcr_ordered_at != null ? { ...DEMO_RESULT, pcr_findings: DEMO_PCR_FINDINGS } : DEMO_RESULT;
  await recordResult(db, hash, result, clock.now());
  const subject = { id: test.hash, subjectUserId: test.user_id };
  await auditCli(db, clock, LAB_RELEASE_COMMAND, 'update', { type: 'user_test', ...subject });
  await auditCli(db, clock, LAB_RELEASE_COMMAND, 'create', { type: 'test_results', ...subject });
  return { test, received };
}
