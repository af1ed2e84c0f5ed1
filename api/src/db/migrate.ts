import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const migratorOf = (db: Kysely<Database>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the schema up to date (Kysely's migrator holds a lock, so concurrent starts are safe). */
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
