// Queries on a user's tests. Every query is scoped by the owner's user id.
import { type Kysely, type Selectable, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { CLOSED } from '../consults';

export type TestRow = Selectable<Database['user_tests']>;

export interface LatestVaginitisConsult {
  testId: number;
  uid: string;
  status: string;
}

/** The columns of a test that its list entry (TestView) shows. */
const LISTED_COLUMNS = [
  'id',
  'hash',
  'test_order',
  'test_type',
  'lab',
  'status',
  'activated_at',
  'results_ready_at',
  'eligible_for_care',
  'eligible_for_care_reason',
  'eligible_for_a_la_care',
  'eligible_for_any_care',
  'eligible_for_ungated_rx',
  'recommended_program_bundle_price_cents',
  'recommended_program_slug',
  'valencia_type',
  'care_purchased',
  'health_history_submitted_at',
  'created_at',
] as const;

/** A test as its list entry needs it, with its most recent vaginitis consult (null without one). */
export type ListedTestRow = Pick<TestRow, (typeof LISTED_COLUMNS)[number]> & {
  /** When the order that bought the kit was placed (null: the kit came another way, e.g. from a provider). */
  ordered_at: string | null;
  latest_vaginitis_uid: string | null;
  latest_vaginitis_status: string | null;
};

// Prepared (built once): the test list and the current / latest ready test are read on every page,
// each in one statement with only the listed columns (not the health-history answers). The kit's
// order is joined (each step is unique: test_kits.hash, order_test_kits.test_kit_id, orders.id, so
// a test stays one row), and the latest vaginitis consult is found once per test, by id, and joined.
const listedTestsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('user_tests as t')
    .leftJoin('test_kits as k', 'k.hash', 't.hash')
    .leftJoin('order_test_kits as ok', 'ok.test_kit_id', 'k.id')
    .leftJoin('orders as o', 'o.id', 'ok.order_id')
    .leftJoin('consults as lc', (join) =>
      join.on((eb) =>
        eb(
          'lc.id',
          '=',
          eb
            .selectFrom('consults as c')
            .select('c.id')
            .whereRef('c.test_id', '=', 't.id')
            .where('c.type', '=', 'vaginitis')
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc')
            // LIMIT as a literal: with a bound LIMIT, SQLite re-prepares the statement on every run.
            .limit(sql.lit(1)),
        ),
      ),
    )
    .select(LISTED_COLUMNS.map((c) => `t.${c}` as const))
    .select(['o.created_at as ordered_at', 'lc.uid as latest_vaginitis_uid', 'lc.status as latest_vaginitis_status'])
    .where('t.user_id', '=', userId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');
const allTestsOf = preparedQuery(listedTestsOf);
const latestTestOf = preparedQuery((db, userId: number) => listedTestsOf(db, userId).limit(sql.lit(1)));
const latestTestWithStatusOf = preparedQuery((db, userId: number, status: string) =>
  listedTestsOf(db, userId).where('t.status', '=', status).limit(sql.lit(1)),
);

export async function listTestsOfUser(db: Kysely<Database>, userId: number): Promise<ListedTestRow[]> {
  return allTestsOf(db, userId);
}

export async function findLatestTestOfUser(
  db: Kysely<Database>,
  userId: number,
  opts: { status?: string } = {},
): Promise<ListedTestRow | undefined> {
  const [row] = opts.status ? await latestTestWithStatusOf(db, userId, opts.status) : await latestTestOf(db, userId);
  return row;
}

/** The latest vaginitis consult carried by a listed test. */
export const latestVaginitisOf = (row: ListedTestRow): LatestVaginitisConsult | undefined =>
  row.latest_vaginitis_uid === null || row.latest_vaginitis_status === null
    ? undefined
    : { testId: row.id, uid: row.latest_vaginitis_uid, status: row.latest_vaginitis_status };

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

/** The open (not closed) sti consult started from a test, the latest if several: what starting one again answers. */
export async function findOpenStiConsult(db: Kysely<Database>, testId: number): Promise<{ uid: string; status: string } | undefined> {
  return db
    .selectFrom('consults')
    .select(['uid', 'status'])
    .where('test_id', '=', testId)
    .where('type', '=', 'sti')
    .where('status', 'not in', [...CLOSED])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The caller's test with this hash (another user's hash finds nothing). */
/** When the order that bought this kit was placed (undefined: no order bought it). */
export async function findOrderedAtOfKit(db: Kysely<Database>, hash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('test_kits as k')
    .innerJoin('order_test_kits as ok', 'ok.test_kit_id', 'k.id')
    .innerJoin('orders as o', 'o.id', 'ok.order_id')
    .select('o.created_at')
    .where('k.hash', '=', hash)
    .executeTakeFirst();
  return row?.created_at;
}

export async function findTestOfUser(db: Kysely<Database>, userId: number, hash: string): Promise<TestRow | undefined> {
  return db.selectFrom('user_tests').selectAll().where('hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
}

/** Any user's test by hash: only for the lab (staff, CLI) and the provider rule, never for a consumer route. */
export async function findTestByHash(db: Kysely<Database>, hash: string): Promise<TestRow | undefined> {
  return db.selectFrom('user_tests').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export async function findTestById(db: Kysely<Database>, id: number): Promise<TestRow | undefined> {
  return db.selectFrom('user_tests').selectAll().where('id', '=', id).executeTakeFirst();
}
