// Reading a user's tests: the list, the current (most recent) test, the latest ready test, one test by hash.

// Reads and writes that route files and other features use as they are.
export { findLatestTestOfUser, findTestByHash, findTestById, listTestsOfUser } from './tests-repository';
export type { TestRow } from './tests-repository';

import type { Kysely } from 'kysely';
import { notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { findIntakeIdOfTest } from '../lab-intake';
import { listMicrobes, listPcrFindings } from './results-repository';
import { type TestDetailView, toTestDetailView } from './test-detail-view';
import { type TestView, toTestView } from './test-view';
import {
  findLatestTestOfUser,
  findLatestVaginitisConsults,
  findOpenStiConsult,
  findOrderedAtOfKit,
  findTestOfUser,
  latestVaginitisOf,
  type ListedTestRow,
  listTestsOfUser,
  type TestRow,
} from './tests-repository';

const present = (row: ListedTestRow): TestView => toTestView(row, latestVaginitisOf(row));

export async function listTests(db: Kysely<Database>, userId: number): Promise<TestView[]> {
  return (await listTestsOfUser(db, userId)).map(present);
}

export async function currentTest(db: Kysely<Database>, userId: number): Promise<TestView> {
  const row = await findLatestTestOfUser(db, userId);
  if (!row) throw notFound('No current test.');
  return present(row);
}

export async function latestReadyTest(db: Kysely<Database>, userId: number): Promise<TestView> {
  const row = await findLatestTestOfUser(db, userId, { status: 'ready' });
  if (!row) throw notFound('No ready test.');
  return present(row);
}

export const NO_SUCH_TEST = 'No test with this hash.';

/** The caller's test with this hash; another user's (or no) test answers 404. */
export async function ownTest(db: Kysely<Database>, userId: number, hash: string): Promise<TestRow> {
  const row = await findTestOfUser(db, userId, hash);
  if (!row) throw notFound(NO_SUCH_TEST);
  return row;
}

/** One test with its activation steps, lab-order intake and (once ready) results summary and PCR findings. */
export async function presentDetail(db: Kysely<Database>, row: TestRow): Promise<TestDetailView> {
  const ready = row.status === 'ready';
  const [consults, orderedAt, labOrderIntakeId, microbes, stiConsult, pcrFindings] = await Promise.all([
    findLatestVaginitisConsults(db, [row.id]),
    findOrderedAtOfKit(db, row.hash),
    findIntakeIdOfTest(db, row.id),
    ready ? listMicrobes(db, row.id) : Promise.resolve([]),
    findOpenStiConsult(db, row.id),
    ready && row.expanded_pcr_ordered_at != null ? listPcrFindings(db, row.id) : Promise.resolve([]),
  ]);
  return toTestDetailView(row, { consult: consults.get(row.id), orderedAt: orderedAt ?? null, labOrderIntakeId, microbes, stiConsult, pcrFindings });
}

/** The caller's test, re-read after a write, as the per-test routes answer it. */
export async function ownTestDetail(db: Kysely<Database>, userId: number, hash: string): Promise<TestDetailView> {
  return presentDetail(db, await ownTest(db, userId, hash));
}
