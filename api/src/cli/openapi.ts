// `node api/dist/cli/openapi.js`: prints the API's OpenAPI description (the same JSON as
// GET /api/docs/json) without a server or a database file, for the front end's generated types.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'flora-openapi-'));
  const { db } = connectDatabase({ sqliteFile: path.join(dir, 'empty.sqlite') });
  try {
    // Routes are registered without touching the database; a fixed secret skips the settings row.
    const app = await buildApp({ db, logger: false, config: { jwtSecret: 'x'.repeat(32), envName: 'openapi', smtpUrl: undefined } });
    process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('[flora-api] openapi failed:', err);
  process.exit(1);
});
