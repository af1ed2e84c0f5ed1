// Opens the configured database and brings its schema up to date.
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The open database, and the migrations this call applied (none when another process had applied them). */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Promise<DatabaseHandle & { applied: string[] }> {
  const handle = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  // Several API processes starting together on a fresh SQLite file can collide (SQLITE_BUSY):
  // the loser retries and finds the schema up to date. On PostgreSQL the migrator holds an advisory
  // lock (migrate.ts): the nodes of a deployment starting together apply each migration once.
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...handle, applied: await migrateToLatest(handle.db) };
    } catch (err) {
      if (attempt >= 5) {
        await handle.db.destroy();
        throw err;
      }
      await sleep(200 * attempt);
    }
  }
}
