// `pnpm --filter @flora/api seed`: migrates, then seeds the demo data unless already seeded.
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { FilesystemPhotoIdStore } from '../features/intake';

async function main() {
  const config = loadConfig();
  const { db, dialect, location } = await openDatabase(config);
  try {
    const seeded = await seedDemoData(db, new Date(), new FilesystemPhotoIdStore(config.photoIdDir));
    console.log(`[flora-api] ${dialect} ${location}: ${seeded ? 'demo data seeded' : 'demo data already present'}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('[flora-api] seeding failed:', err);
  process.exit(1);
});
