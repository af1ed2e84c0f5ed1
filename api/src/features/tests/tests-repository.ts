// Queries on a user's tests. Every query is scoped by the owner's user id.
import { type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

export type TestRow = Selectable<Database['user_tests']>;

export interface LatestVaginitisConsult {
  testId: number;
  uid: string;
  status: string;
}

// Prepared (built once): the test list and the current / latest ready test are read on every page.
const testsOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('user_tests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc');
const allTestsOf = preparedQuery(testsOf);
// LIMIT as a literal: with a bound LIMIT, SQLite re-prepares the statement on every run.
const latestTestOf = preparedQuery((db, userId: number) => testsOf(db, userId).limit(sql.lit(1)));
const latestTestWithStatusOf = preparedQuery((db, userId: number, status: string) =>
  testsOf(db, userId).where('status', '=', status).limit(sql.lit(1)),
);

export async function listTestsOfUser(db: Kysely<Database>, userId: number): Promise<TestRow[]> {
  return allTestsOf(db, userId);
}

export async function findLatestTestOfUser(
  db: Kysely<Database>,
  userId: number,
  opts: { status?: string } = {},
): Promise<TestRow | undefined> {
  const [row] = opts.status ? await latestTestWithStatusOf(db, userId, opts.status) : await latestTestOf(db, userId);
  return row;
}

/** The most recent vaginitis consult of each of the given tests. */
export async function findLatestVaginitisConsults(
  db: Kysely<Database>,
  testIds: number[],
): Promise<Map<number, LatestVaginitisConsult>> {
  const latest = new Map<number, LatestVaginitisConsult>();
  if (testIds.length === 0) return latest;
  const rows = await db
    .selectFrom('consults')
    .select(['test_id', 'uid', 'status'])
    .where('test_id', 'in', testIds)
    .where('type', '=', 'vaginitis')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) {
    if (r.test_id != null && !latest.has(r.test_id)) latest.set(r.test_id, { testId: r.test_id, uid: r.uid, status: r.status });
  }
  return latest;
}

/** The caller's test with this hash (another user's hash finds nothing). */
export async function findTestOfUser(db: Kysely<Database>, userId: number, hash: string): Promise<TestRow | undefined> {
  return db.selectFrom('user_tests').selectAll().where('hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
}

/** Any user's test by hash: only for the lab (staff, CLI) and the provider rule, never for a consumer route. */
export async function findTestByHash(db: Kysely<Database>, hash: string): Promise<TestRow | undefined> {
  return db.selectFrom('user_tests').selectAll().where('hash', '=', hash).executeTakeFirst();
}
