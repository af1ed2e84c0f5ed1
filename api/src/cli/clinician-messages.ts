// `pnpm --filter @flora/api clinician:message -- list <consult-uid>` or
// `... -- send <consult-uid> --as <staff email> <text>`: see clinician-messages-command.ts.
import { systemClock } from '../common/clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { runClinicianMessages } from '../features/messages';

async function main() {
  const { db } = await openDatabase(loadConfig());
  try {
    await runClinicianMessages(db, systemClock, process.argv.slice(2), (text) => console.log(text));
  } finally {
    await db.destroy();
  }
}

main().catch((err: Error) => {
  console.error(`[flora-api] clinician:message: ${err.message}`);
  process.exit(1);
});
