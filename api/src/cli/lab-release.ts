// `pnpm --filter @flora/api lab:release <hash>`: the demo lab. Moves the test activated ->
// received -> ready with a plausible demo result (CST I-A, Lactobacillus crispatus dominant),
// recorded in the audit log as a CLI action.
import { systemClock } from '../common/clock';
import { HttpError } from '../common/http-errors';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { releaseWithDemoResult } from '../features/tests';

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const [hash] = args;
  if (!hash || args.length > 1) {
    console.error('usage: pnpm --filter @flora/api lab:release <test hash>');
    process.exit(2);
  }
  const { db } = await openDatabase(loadConfig());
  try {
    const { test, received } = await releaseWithDemoResult(db, systemClock, hash);
    console.log(`[flora-api] ${test.hash}: ${received ? 'received, then ' : ''}ready (demo result CST I-A)`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`[flora-api] lab:release failed: ${err instanceof HttpError ? err.message : err}`);
  process.exit(1);
});
