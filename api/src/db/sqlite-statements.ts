// better-sqlite3 as Kysely's SQLite driver sees it, with two changes that matter on every request:
// - prepared statements are reused per SQL text (Kysely's driver prepares every query anew, which
//   was the largest single cost of an authenticated read);
// - boolean parameters are bound as 1/0 (better-sqlite3 refuses JavaScript booleans), so
//   repositories write `true`/`false` for BOOLEAN columns in both dialects. Doing it on the flat
//   parameter list is far cheaper than rewriting every query's syntax tree in a Kysely plugin.
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqlite, SqliteStatement as KyselyStatement } from 'kysely';

/** Statements kept; the cache starts over past this (queries with IN lists vary in text). */
const STATEMENT_CACHE_SIZE = 500;

const bindable = (parameters: ReadonlyArray<unknown>) =>
  parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? Number(p) : p)) : parameters;

function wrap(statement: SqliteDatabase.Statement): KyselyStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * The database handed to Kysely's SqliteDialect. Reusing a statement is safe: SQLite re-prepares
 * it by itself after a schema change, and Kysely runs one query at a time on its single
 * connection, so a statement is never in use twice.
 */
export function kyselySqlite(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, KyselyStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = wrap(sqlite.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
