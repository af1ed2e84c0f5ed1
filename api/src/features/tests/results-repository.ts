// The microbes behind a test's result, read and written by test id (callers scope the test first).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
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
