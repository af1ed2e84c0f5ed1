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

/**
 * How busy the database connections of one process are (the metrics). PostgreSQL: the pool's
 * connections (up to 10) and the queries waiting for one. SQLite: its two connections (the writer
 * and the snapshot reader); the writer is not idle while a transaction is open on it.
 */
interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection (PostgreSQL only: SQLite's queue is Kysely's, not observable). */
  waiting?: number;
}

const poolUses = new WeakMap<object, () => PoolUse>();

/** The connection use of a database opened by connectDatabase (none for a transaction). */
export const poolUseOf = (db: object): (() => PoolUse) | undefined => poolUses.get(db);

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//i.test(url);

export function connectDatabase({ databaseUrl, sqliteFile }: ConnectOptions): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const location = databaseUrl.replace(/\/\/[^@/]*@/, '//');
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    attachNamedStatements(db, pool);
    poolUses.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
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
  poolUses.set(db, () => ({ total: 2, idle: sqlite.inTransaction ? 1 : 2 }));
  return { db, dialect: 'sqlite', location: sqliteFile };
}
