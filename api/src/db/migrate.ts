import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const migratorOf = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * Brings the schema up to date; answers the migrations it applied. Concurrent starts are safe:
 * Kysely's migrator runs them under a lock, on PostgreSQL a session advisory lock
 * (pg_advisory_lock) in one transaction, so the other processes wait, then find nothing to apply.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The names of the migrations this build knows that the database has not applied (empty: up to date). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  return (await migratorOf(db).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
