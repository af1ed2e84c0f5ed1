// Opens the configured database and brings its schema up to date.
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Promise<DatabaseHandle> {
  const handle = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  // Several API processes starting together on a fresh SQLite file can collide (SQLITE_BUSY):
  // the loser retries and finds the schema up to date. PostgreSQL takes the migrator's lock.
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(handle.db);
      return handle;
    } catch (err) {
      if (attempt >= 5) {
        await handle.db.destroy();
        throw err;
      }
      await sleep(200 * attempt);
    }
  }
}
