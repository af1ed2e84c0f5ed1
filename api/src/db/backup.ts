// Backups of the configured database, taken while the API serves, and their restore into a fresh
// database. SQLite: the online backup API (a consistent copy page by page while others write),
// restored by the same API after an integrity check. PostgreSQL: pg_dump's custom format, restored
// by pg_restore in one transaction. The binaries are found in $PG_BIN, else on the PATH: take them
// of the server's major version or newer (pg_dump refuses a newer server).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import type { Config } from '../config';
import { isPostgresUrl } from './connect';

type Target = Pick<Config, 'databaseUrl' | 'sqliteFile'>;

/** Writes a backup of the database to `file` (which must not exist yet). */
export async function backupDatabase(target: Target, file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} exists already: choose a new name for the backup`);
  if (isPostgresUrl(target.databaseUrl)) {
    await runPg('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], target.databaseUrl);
    return;
  }
  if (!existsSync(target.sqliteFile)) throw new Error(`${target.sqliteFile} does not exist: nothing to back up`);
  const source = new SqliteDatabase(target.sqliteFile, { fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
}

/** Restores the backup `file` into the configured database, which must be fresh (no file; no tables). */
export async function restoreDatabase(target: Target, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (isPostgresUrl(target.databaseUrl)) {
    await refuseUnlessEmpty(target.databaseUrl);
    await runPg('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], target.databaseUrl);
    return;
  }
  if (existsSync(target.sqliteFile)) throw new Error(`${target.sqliteFile} exists: restore into a new file (move the old one away first)`);
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = backup.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
    await backup.backup(target.sqliteFile);
  } finally {
    backup.close();
  }
}

async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]!.n > 0) throw new Error('the database is not empty: restore into a new database (createdb), then point DATABASE_URL at it');
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program on the database; the password goes by environment, never on the command line. */
function runPg(program: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const bin = process.env.PG_BIN ? path.join(process.env.PG_BIN, program) : program;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', (err) => reject(new Error(`${bin} could not run (${err.message}): install PostgreSQL's client programs or set PG_BIN`)));
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${program} failed (${signal ?? `exit code ${code}`})`))));
  });
}
