// `pnpm --filter @flora/api provider:verify <email>`: staff verify a provider from the command line
// (the same rules as POST /api/internal/providers/{id}/verify/: a complete intake, once), email the
// provider, and record it in the audit log as a CLI action.
import { systemClock } from '../common/clock';
import { HttpError } from '../common/http-errors';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { OutboxMailer } from '../features/email';
import { PROVIDER_VERIFY_COMMAND, verifyProviderFromCli } from '../features/provider';

async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1) {
    console.error(`usage: pnpm --filter @flora/api ${PROVIDER_VERIFY_COMMAND} <provider email>`);
    process.exit(2);
  }
  const config = loadConfig();
  const { db } = await openDatabase(config);
  try {
    const provider = await verifyProviderFromCli({ db, clock: systemClock, mailer: new OutboxMailer(db, systemClock), frontendUrl: config.frontendUrl }, args[0]);
    console.log(`[flora-api] ${provider.email} is verified (${provider.intake.practice_name}); the provider was emailed.`);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(`[flora-api] ${PROVIDER_VERIFY_COMMAND}: ${err.message}`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`[flora-api] ${PROVIDER_VERIFY_COMMAND} failed:`, err);
  process.exit(1);
});
