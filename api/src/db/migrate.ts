import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema up to date (Kysely's migrator holds a lock, so concurrent starts are safe). */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
