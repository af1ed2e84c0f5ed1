// A user's results: only their own test, and only once it is ready. And who else may read a
// result: a verified provider it was released to (provider-visibility.ts) and staff.

// Reads and writes that route files and other features use as they are.
export { listMicrobes, listPcrFindings } from './results-repository';

import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../user';
import { providerMaySeeResults } from './provider-visibility';
import type { Microbe } from './results-interpretation';
import { listMicrobes } from './results-repository';
import { findTestByHash, type TestRow } from './tests-repository';
import { NO_SUCH_TEST, ownTest } from './tests-service';

export const RESULTS_NOT_READY = 'The results of this test are not ready yet.';

export async function ownReadyResults(db: Kysely<Database>, userId: number, hash: string): Promise<{ test: TestRow; microbes: Microbe[] }> {
  const test = await ownTest(db, userId, hash);
  if (test.status !== 'ready') throw conflict(RESULTS_NOT_READY);
  return { test, microbes: await listMicrobes(db, test.id) };
}

export type ResultsReaderRole = 'owner' | 'provider' | 'staff';

/**
 * A ready result any of its readers may fetch: the owner, a verified provider the result was
 * released to (the provider-visibility rule), or staff. Anyone else gets 404, as for an unknown
 * hash (so the answer does not tell that the test exists); a test not ready yet 409.
 */
export async function readableReadyResults(
  db: Kysely<Database>,
  reader: SessionUser,
  hash: string,
): Promise<{ test: TestRow; microbes: Microbe[]; role: ResultsReaderRole }> {
  const test = await findTestByHash(db, hash);
  const role: ResultsReaderRole | null = !test
    ? null
    : test.user_id === reader.id
      ? 'owner'
      : reader.isStaff
        ? 'staff'
        : reader.isProvider && reader.providerVerified && providerMaySeeResults(test, reader.id)
          ? 'provider'
          : null;
  if (!test || !role) throw notFound(NO_SUCH_TEST);
  if (test.status !== 'ready') throw conflict(RESULTS_NOT_READY);
  return { test, microbes: await listMicrobes(db, test.id), role };
}
