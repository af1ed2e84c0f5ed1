// Dialect selection: PostgreSQL when a postgres:// URL is given, otherwise an SQLite file
// (WAL journal, busy_timeout, foreign keys on; statements reused, booleans bound as 1/0; a second,
// query-only connection for the hot reads; immediate appends when no transaction is open). On
// PostgreSQL the hot reads run as named statements (pg-statements.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { attachNamedStatements } from './pg-statements';
import { sqliteConnections } from './sqlite-statements';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials (for logs). */
  location: string;
}

export interface ConnectOptions {
  databaseUrl?: string;
  sqliteFile?: string;
}

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);

export function connectDatabase({ databaseUrl, sqliteFile }: ConnectOptions): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const location = databaseUrl.replace(/\/\/[^@/]*@/, '//');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    attachNamedStatements(db, pool);
    return { db, dialect: 'postgres', location };
  }
  if (!sqliteFile) throw new Error('connectDatabase: give a postgres:// databaseUrl or an sqliteFile');
  mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const reader = new SqliteDatabase(sqliteFile);
  reader.pragma('busy_timeout = 5000');
  const connections = sqliteConnections(sqlite, reader);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connections.dialectDatabase }) });
  connections.attachTo(db);
  return { db, dialect: 'sqlite', location: sqliteFile };
}
