// A fresh, real database per test file: an SQLite file in a temporary folder, or, when
// DATABASE_URL is a postgres:// URL, a new PostgreSQL database created for the file and
// dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connectDatabase, type DatabaseHandle, isPostgresUrl } from '../../src/db/connect';

export interface TestDatabase extends DatabaseHandle {
  /** The environment that points an API process (`node api/dist/server.js`) at this database. */
  processEnv: { DATABASE_URL: string; FLORA_DB_FILE: string };
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const name = `flora_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = connectDatabase({ databaseUrl: target.toString() });
    return {
      ...handle,
      processEnv: { DATABASE_URL: target.toString(), FLORA_DB_FILE: '' },
      async cleanup() {
        await handle.db.destroy();
        const c = new Client({ connectionString: url });
        await c.connect();
        // The pool's sessions may still be closing: a forced drop would terminate them mid-goodbye,
        // and their clients then throw "terminating connection due to administrator command".
        for (let waited = 0; waited < 5000; waited += 50) {
          const open = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (open.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-api-test-'));
  const file = path.join(dir, 'flora.sqlite');
  const handle = connectDatabase({ sqliteFile: file });
  return {
    ...handle,
    processEnv: { DATABASE_URL: '', FLORA_DB_FILE: file },
    async cleanup() {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
