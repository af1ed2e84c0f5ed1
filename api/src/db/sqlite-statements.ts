// better-sqlite3 as Kysely's SQLite driver sees it, with two changes that matter on every request:
// - prepared statements are reused per SQL text (Kysely's driver prepares every query anew, which
//   was the largest single cost of an authenticated read);
// - rows of reads come back as arrays and are turned into objects by a function compiled for the
//   statement's columns (better-sqlite3 builds each row object key by key: for a few rows of twenty
//   columns that was a third of the read);
// - boolean parameters are bound as 1/0 (better-sqlite3 refuses JavaScript booleans), so
//   repositories write `true`/`false` for BOOLEAN columns in both dialects. Doing it on the flat
//   parameter list is far cheaper than rewriting every query's syntax tree in a Kysely plugin.
// Plus a second, query-only connection for the hot reads of `preparedQuery` (see snapshotReader).
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqlite, SqliteStatement as KyselyStatement } from 'kysely';

/** Statements kept; the cache starts over past this (queries with IN lists vary in text). */
const STATEMENT_CACHE_SIZE = 500;

const bindable = (parameters: ReadonlyArray<unknown>) =>
  parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p)) : parameters;

type Row = Record<string, unknown>;

/** Compiles `(values) => ({col0: values[0], ...})` for a statement's result columns (names as JSON strings, never code). */
function rowBuilder(statement: SqliteDatabase.Statement): (values: unknown[]) => Row {
  const fields = statement.columns().map((c, i) => `${JSON.stringify(c.name)}: v[${i}]`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from column names only (see above)
  return new Function('v', `return {${fields.join(', ')}};`) as (values: unknown[]) => Row;
}

interface Reads {
  all(parameters: ReadonlyArray<unknown>): Row[];
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<Row>;
}

/** The reads of a statement that returns rows, with rows built by rowBuilder. */
function readsOf(statement: SqliteDatabase.Statement): Reads {
  statement.raw(true);
  let build = rowBuilder(statement);
  let width = statement.columns().length;
  // A schema change re-prepares the statement inside SQLite (`select *` may gain columns): rebuild.
  const toRow = (values: unknown[]) => {
    if (values.length !== width) {
      build = rowBuilder(statement);
      width = values.length;
    }
    return build(values);
  };
  return {
    all: (parameters) => (statement.all(bindable(parameters)) as unknown[][]).map(toRow),
    *iterate(parameters) {
      for (const values of statement.iterate(bindable(parameters)) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

function statementCache<S>(sqlite: SqliteDatabase.Database, wrap: (statement: SqliteDatabase.Statement) => S) {
  const statements = new Map<string, S>();
  return (sql: string): S => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = wrap(sqlite.prepare(sql));
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * The database handed to Kysely's SqliteDialect. Reusing a statement is safe: SQLite re-prepares
 * it by itself after a schema change, and Kysely runs one query at a time on its single
 * connection, so a statement is never in use twice. Closing it closes `alsoClose` too.
 */
export function kyselySqlite(sqlite: SqliteDatabase.Database, alsoClose?: SqliteDatabase.Database): KyselySqlite {
  const prepare = statementCache(
    sqlite,
    (statement): KyselyStatement => {
      const run = (parameters: ReadonlyArray<unknown>) => statement.run(bindable(parameters));
      if (!statement.reader) {
        return { reader: false, run, all: (parameters) => statement.all(bindable(parameters)), iterate: (parameters) => statement.iterate(bindable(parameters)) };
      }
      return { reader: true, run, ...readsOf(statement) };
    },
  );
  return {
    close: () => {
      sqlite.close();
      alsoClose?.close();
    },
    prepare,
  };
}

/** Runs a read synchronously on the committed state of the database. */
export type SnapshotRead = (sql: string, parameters: ReadonlyArray<unknown>) => unknown[];

const snapshotReaders = new WeakMap<object, SnapshotRead>();

/**
 * Hot reads (`preparedQuery`) skip Kysely's connection queue and promise chain and run directly on
 * a second, query-only connection to the same file. In WAL mode that connection sees exactly the
 * committed data, never a transaction another request has open on Kysely's connection; it can
 * never write. Each read is a few microseconds of synchronous work.
 */
export function attachSnapshotReader(db: object, reader: SqliteDatabase.Database) {
  reader.pragma('query_only = ON');
  const prepare = statementCache(reader, readsOf);
  snapshotReaders.set(db, (sql, parameters) => prepare(sql).all(parameters));
}

/** The snapshot reader of a database opened by connectDatabase on SQLite (none inside a transaction or on PostgreSQL). */
export const snapshotReaderOf = (db: object): SnapshotRead | undefined => snapshotReaders.get(db);
