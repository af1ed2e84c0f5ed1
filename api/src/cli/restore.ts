// `pnpm --filter @flora/api restore <file>`: restores a backup into the configured database, which
// must be fresh (a new SQLite file; a new, empty PostgreSQL database). Start the API on it after:
// it applies the migrations the backup predates. docs/operations.md, "Backups".
import { loadConfig } from '../config';
import { restoreDatabase } from '../db/backup';
import { runFileCommand } from './file-command';

runFileCommand('restore', 'pnpm --filter @flora/api restore <file>', async (file) => {
  await restoreDatabase(loadConfig(), file);
  return `restored ${file}`;
});
