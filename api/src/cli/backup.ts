// `pnpm --filter @flora/api backup <file>`: a backup of the configured database (DATABASE_URL or
// FLORA_DB_FILE) while the API keeps serving. docs/operations.md, "Backups".
import { loadConfig } from '../config';
import { backupDatabase } from '../db/backup';
import { runFileCommand } from './file-command';

runFileCommand('backup', 'pnpm --filter @flora/api backup <file>', async (file) => {
  await backupDatabase(loadConfig(), file);
  return `backed up to ${file}`;
});
