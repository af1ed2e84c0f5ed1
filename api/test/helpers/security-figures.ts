// The figures of a security suite (requests, leaks, 5xx...): printed at the end of its run and
// written to .flora/security-figures/<suite>-<sqlite|postgres>.json, which `npm test` sums up at its end and
// docs/security.md quotes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { isPostgresUrl } from '../../src/db/connect';

export function reportSecurityFigures(suite: string, summary: string, figures: Record<string, unknown>): void {
  const database = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'sqlite';
  const dir = path.join(REPO_ROOT, '.flora/security-figures');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${suite}-${database}.json`), `${JSON.stringify({ suite, database, at: new Date().toISOString(), summary, ...figures }, null, 2)}\n`);
  console.log(`${suite} (${database}): ${summary}`);
}
