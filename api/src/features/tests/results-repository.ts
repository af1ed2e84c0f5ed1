// The microbes behind a test's result and its expanded PCR findings, read and written by test id (callers scope the test first).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import type { PcrFindingInput, PcrTarget } from './pcr-findings';
import type { Microbe } from './results-interpretation';

export async function listMicrobes(db: Kysely<Database>, testId: number): Promise<Microbe[]> {
  const rows = await db
    .selectFrom('test_result_microbes')
    .select(['name', 'classification', 'relative_abundance'])
    .where('test_id', '=', testId)
    .orderBy('relative_abundance', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, relative_abundance: Number(r.relative_abundance) }));
}

export async function insertMicrobes(db: Kysely<Database>, testId: number, microbes: readonly Microbe[]): Promise<void> {
  if (microbes.length === 0) return;
  await db
    .insertInto('test_result_microbes')
    .values(microbes.map((m) => ({ test_id: testId, name: m.name, classification: m.classification, relative_abundance: m.relative_abundance })))
    .execute();
}

/** The findings of a test's expanded PCR panel as stored (empty: not reported). */
export async function listPcrFindings(db: Kysely<Database>, testId: number): Promise<PcrFindingInput[]> {
  const rows = await db.selectFrom('test_pcr_findings').select(['target', 'detected']).where('test_id', '=', testId).execute();
  return rows.map((r) => ({ target: r.target as PcrTarget, detected: bool(r.detected) }));
}

export async function insertPcrFindings(db: Kysely<Database>, testId: number, findings: readonly PcrFindingInput[], now: Date): Promise<void> {
  if (findings.length === 0) return;
  const reportedAt = now.toISOString();
  await db
    .insertInto('test_pcr_findings')
    .values(findings.map((f) => ({ test_id: testId, target: f.target, detected: f.detected, reported_at: reportedAt })))
    .execute();
}
