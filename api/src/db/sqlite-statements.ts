// better-sqlite3 as Kysely's SQLite driver sees it, with two changes that matter on every request:
// - prepared statements are reused per SQL text (Kysely's driver prepares every query anew, which
//   was the largest single cost of an authenticated read);
// - rows of reads come back as arrays and are turned into objects by a function compiled for the
//   statement's columns (better-sqlite3 builds each row object key by key: for a few rows of twenty
//   columns that was a third of the read);
// - boolean parameters are bound as 1/0 (better-sqlite3 refuses JavaScript booleans), so
//   repositories write `true`/`false` for BOOLEAN columns in both dialects. Doing it on the flat
//   parameter list is far cheaper than rewriting every query's syntax tree in a Kysely plugin.
// Plus a second, query-only connection for the hot reads of `preparedQuery` (snapshot reads), and
// immediate appends on the main connection outside Kysely's queue (immediate writes).
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
  // Code built from column names only (see above), never from values.
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

/** Runs a read synchronously on the committed state of the database. */
export type SnapshotRead = (sql: string, parameters: ReadonlyArray<unknown>) => unknown[];

/** Runs a write at once; false when it cannot (a transaction is open on the connection). */
export type ImmediateWrite = (sql: string, parameters: ReadonlyArray<unknown>) => boolean;

const snapshotReaders = new WeakMap<object, SnapshotRead>();
const immediateWriters = new WeakMap<object, ImmediateWrite>();

/**
 * Hot reads (`preparedQuery`) skip Kysely's connection queue and promise chain and run directly on
 * a second, query-only connection to the same file. In WAL mode that connection sees committed
 * data only, never a transaction another request has open on Kysely's connection.
 *
 * The reads of one event-loop turn share one read transaction (ended by setImmediate): locking
 * the file and the WAL for each statement was the largest cost of a read, and under load a turn
 * answers dozens of requests. Nothing is missed by it: a request read in this turn was sent before
 * the turn began, so anything committed before its sender saw an answer is in the snapshot; and a
 * write on the main connection (any statement other than a read, BEGIN and COMMIT included) ends
 * the snapshot, so a request reads its own writes.
 */
function snapshotReads(reader: SqliteDatabase.Database) {
  reader.pragma('query_only = ON');
  const prepare = statementCache(reader, readsOf);
  const begin = reader.prepare('BEGIN');
  const commit = reader.prepare('COMMIT');
  let open = false;
  const end = () => {
    if (!open) return;
    open = false;
    if (reader.open) commit.run();
  };
  const read: SnapshotRead = (sql, parameters) => {
    if (!open) {
      begin.run();
      open = true;
      setImmediate(end);
    }
    return prepare(sql).all(parameters);
  };
  return { read, end };
}

export interface SqliteConnections {
  /** The database handed to Kysely's SqliteDialect; closing it closes both connections. */
  dialectDatabase: KyselySqlite;
  /** Makes the snapshot reads and immediate writes available for the Kysely instance built on it. */
  attachTo(db: object): void;
}

/**
 * The main connection as Kysely sees it, and the reader beside it. Reusing a statement is safe:
 * SQLite re-prepares it by itself after a schema change, and Kysely runs one query at a time on
 * its single connection, so a statement is never in use twice.
 */
export function sqliteConnections(sqlite: SqliteDatabase.Database, reader: SqliteDatabase.Database): SqliteConnections {
  const snapshot = snapshotReads(reader);
  const prepare = statementCache(sqlite, (statement): KyselyStatement => {
    const run = (parameters: ReadonlyArray<unknown>) => {
      try {
        return statement.run(bindable(parameters));
      } finally {
        snapshot.end();
      }
    };
    if (!statement.reader) {
      return { reader: false, run, all: (parameters) => statement.all(bindable(parameters)), iterate: (parameters) => statement.iterate(bindable(parameters)) };
    }
    const reads = readsOf(statement);
    if (statement.readonly) return { reader: true, run, ...reads };
    // INSERT ... RETURNING and the like.
    const all = (parameters: ReadonlyArray<unknown>) => {
      try {
        return reads.all(parameters);
      } finally {
        snapshot.end();
      }
    };
    return { reader: true, run, all, iterate: reads.iterate };
  });

  /**
   * Small appends (the audit log) need not queue behind Kysely's connection and its promise chain:
   * while no transaction is open on the main connection, an autocommit statement run right now is
   * exactly what Kysely would run later. While another request has a transaction open there it must
   * not run (it would share that transaction's fate): the caller then goes through Kysely and waits.
   */
  const prepareWrite = statementCache(sqlite, (statement) => statement);
  const writeNow: ImmediateWrite = (sql, parameters) => {
    if (sqlite.inTransaction) return false;
    try {
      prepareWrite(sql).run(bindable(parameters));
    } finally {
      snapshot.end();
    }
    return true;
  };

  return {
    dialectDatabase: {
      close: () => {
        snapshot.end();
        sqlite.close();
        reader.close();
      },
      prepare,
    },
    attachTo: (db) => {
      snapshotReaders.set(db, snapshot.read);
      immediateWriters.set(db, writeNow);
    },
  };
}

/** The snapshot reader of a database opened by connectDatabase on SQLite (none inside a transaction or on PostgreSQL). */
export const snapshotReaderOf = (db: object): SnapshotRead | undefined => snapshotReaders.get(db);

/** The immediate writer of a database opened by connectDatabase on SQLite (none for a transaction or on PostgreSQL). */
export const immediateWriterOf = (db: object): ImmediateWrite | undefined => immediateWriters.get(db);
