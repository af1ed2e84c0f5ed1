// A user's results: only their own test, and only once it is ready.
import type { Kysely } from 'kysely';
import { conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { Microbe } from './results-interpretation';
import { listMicrobes } from './results-repository';
import type { TestRow } from './tests-repository';
import { ownTest } from './tests-service';

export const RESULTS_NOT_READY = 'The results of this test are not ready yet.';

export async function ownReadyResults(db: Kysely<Database>, userId: number, hash: string): Promise<{ test: TestRow; microbes: Microbe[] }> {
  const test = await ownTest(db, userId, hash);
  if (test.status !== 'ready') throw conflict(RESULTS_NOT_READY);
  return { test, microbes: await listMicrobes(db, test.id) };
}
