// Named statements on PostgreSQL. A prepared query (prepared-query.ts) runs as a named statement on
// each pooled connection, so the server parses and plans it once per connection instead of on every
// call: parsing and planning took ~0.6 ms of the ~0.7 ms a user-config request spent in the database
// (log_min_duration_statement), and the API on PostgreSQL served a fifth of what it serves on SQLite.
// Only the pool's own queries: inside a transaction a prepared query goes through Kysely on the
// transaction's connection.
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

export type NamedStatementRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const readers = new WeakMap<object, NamedStatementRead>();

export function attachNamedStatements(db: object, pool: Pool): void {
  const names = new Map<string, string>();
  // pg keeps each connection's statements by name; one name per distinct text, the same in every process.
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `flora_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
    return name;
  };
  readers.set(db, async (sql, parameters) => (await pool.query({ name: nameOf(sql), text: sql, values: [...parameters] })).rows);
}

/** The named-statement reader of a database opened by connectDatabase on PostgreSQL (none for a transaction or on SQLite). */
export const namedStatementsOf = (db: object): NamedStatementRead | undefined => readers.get(db);
