// Issue 31: a backup taken while the API serves restores into a fresh database on which the built
// API starts and its accounts sign in, as they were at the backup (on SQLite and on PostgreSQL).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { ApiProcess, apiEnvironment } from './helpers/api-process';
import { freePort } from './helpers/free-port';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const run = promisify(execFile);
const cli = (name: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv) =>
  run(process.execPath, [path.join(API_ROOT, 'dist', 'cli', `${name}.js`), file], { env });

const json = { 'content-type': 'application/json' };
const register = (base: string, email: string, password: string) =>
  fetch(`${base}/api/v1/register/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, first_name: 'Bea', last_name: 'Backup', accepted_terms: true }),
  });
const signIn = async (base: string, username: string, password: string) =>
  (await fetch(`${base}/api/token/`, { method: 'POST', headers: json, body: JSON.stringify({ username, password }) })).status;

describe('backup and restore', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-backup-'));
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A new, empty database to restore into: a new file name on SQLite, a new database on PostgreSQL. */
  async function freshDatabase(): Promise<{ processEnv: NodeJS.ProcessEnv }> {
    const database = await createTestDatabase();
    databases.push(database);
    if (database.dialect === 'postgres') return database;
    return { processEnv: { DATABASE_URL: '', FLORA_DB_FILE: path.join(dir, 'restored', 'flora.sqlite') } };
  }

  it('an account backed up while the API serves signs in on the restored database; later changes are not there', async () => {
    const original = await createTestDatabase();
    databases.push(original);
    const port = await freePort();
    const env = apiEnvironment(port, original, dir);
    const api = new ApiProcess(port, env, path.join(dir, 'original.log'));
    await api.start();
    const file = path.join(dir, 'flora.backup');
    try {
      expect((await register(api.base, 'kept@example.test', 'a-kept-password')).status).toBe(201);
      // Online: the API keeps writing while the backup runs.
      const writes = Promise.all([1, 2, 3].map((n) => register(api.base, `during-${n}@example.test`, 'a-good-password')));
      await cli('backup', file, env);
      expect((await writes).map((res) => res.status)).toEqual([201, 201, 201]);
      await expect(cli('backup', file, env)).rejects.toMatchObject({ stderr: expect.stringContaining('exists already') });
      expect((await register(api.base, 'after@example.test', 'a-later-password')).status).toBe(201);
    } finally {
      await api.kill('SIGTERM');
    }
    // The original is lost.
    await original.cleanup();
    databases.splice(databases.indexOf(original), 1);

    const fresh = await freshDatabase();
    const restoredEnv = apiEnvironment(port, fresh, dir);
    await cli('restore', file, restoredEnv);
    await expect(cli('restore', file, restoredEnv)).rejects.toMatchObject({ code: 1 });
    const restored = new ApiProcess(port, restoredEnv, path.join(dir, 'restored.log'));
    await restored.start();
    try {
      expect(await signIn(restored.base, 'kept@example.test', 'a-kept-password')).toBe(200);
      expect(await signIn(restored.base, 'kept@example.test', 'a-wrong-password')).toBe(401);
      expect(await signIn(restored.base, 'demo@flora.test', DEMO_PASSWORD)).toBe(200);
      expect(await signIn(restored.base, 'after@example.test', 'a-later-password')).toBe(401);
    } finally {
      await restored.kill('SIGTERM');
    }
  }, 120_000);
});
