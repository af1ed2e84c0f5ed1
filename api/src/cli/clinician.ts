// `pnpm --filter @flora/api clinician <command> …`: the clinician back office on the command line
// (see CLINICIAN_USAGE). Prints JSON; a refusal prints its reason and exits with status 1.
import { systemClock } from '../common/clock';
import { HttpError } from '../common/http-errors';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { runClinicianCommand } from '../features/clinician';

async function main() {
  const { db } = await openDatabase(loadConfig());
  try {
    console.log(await runClinicianCommand(db, systemClock, process.argv.slice(2)));
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(`[clinician] ${err.message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('[clinician] failed:', err);
  process.exit(1);
});
