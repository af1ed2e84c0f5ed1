// Reading a user's tests: the list, the current (most recent) test, the latest ready test.
import type { Kysely } from 'kysely';
import { notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { type TestView, toTestView } from './test-view';
import { findLatestTestOfUser, findLatestVaginitisConsults, listTestsOfUser, type TestRow } from './tests-repository';

async function present(db: Kysely<Database>, rows: TestRow[]): Promise<TestView[]> {
  const consults = await findLatestVaginitisConsults(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTestView(r, consults.get(r.id)));
}

export async function listTests(db: Kysely<Database>, userId: number): Promise<TestView[]> {
  return present(db, await listTestsOfUser(db, userId));
}

export async function currentTest(db: Kysely<Database>, userId: number): Promise<TestView> {
  const row = await findLatestTestOfUser(db, userId);
  if (!row) throw notFound('No current test.');
  return (await present(db, [row]))[0];
}

export async function latestReadyTest(db: Kysely<Database>, userId: number): Promise<TestView> {
  const row = await findLatestTestOfUser(db, userId, { status: 'ready' });
  if (!row) throw notFound('No ready test.');
  return (await present(db, [row]))[0];
}
