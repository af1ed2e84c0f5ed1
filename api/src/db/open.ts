// Opens the configured database and brings its schema up to date.
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqliteFile'>): Promise<DatabaseHandle> {
  const handle = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  await migrateToLatest(handle.db);
  return handle;
}
