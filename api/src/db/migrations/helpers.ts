// Small helpers that keep the one set of migrations dialect-neutral.
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key `id` (SERIAL in PostgreSQL, INTEGER AUTOINCREMENT in SQLite). */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
