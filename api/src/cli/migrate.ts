// `pnpm --filter @flora/api migrate`: brings the configured database's schema up to date.
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

async function main() {
  const { db, dialect, location } = connectDatabase(loadConfig());
  try {
    const applied = await migrateToLatest(db);
    console.log(`[flora-api] ${dialect} ${location}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('[flora-api] migration failed:', err);
  process.exit(1);
});
