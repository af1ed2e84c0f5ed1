// A throw-away local PostgreSQL for `npm test`: the API's jest suite runs against it as well as
// against SQLite. The cluster lives in a temp folder (data, unix socket, log), listens on a free
// loopback port with fsync off (nothing in it is worth keeping), and is stopped and deleted at the end.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { log, run } from './toolchain.mjs';

const DEBIAN_PG = '/usr/lib/postgresql';
/** initdb and postgres refuse to run as root: as root the cluster belongs to this user. */
const UNPRIVILEGED = { name: 'nobody', uid: 65534 };
const SUPERUSER = 'flora';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const isRoot = () => process.getuid?.() === 0;
const hasServer = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(dir, b)));

/** The folder holding initdb, pg_ctl and postgres: $PG_BIN, the PATH, then Debian's versioned folders (newest first). */
export function findServerBinaries() {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(existsSync(DEBIAN_PG)
      ? readdirSync(DEBIAN_PG)
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => path.join(DEBIAN_PG, v, 'bin'))
      : []),
  ];
  return candidates.find((dir) => dir && hasServer(dir)) ?? null;
}

/**
 * The server binaries, installed with apt (Debian's `postgresql`) when missing and running as root,
 * like chromium for the end-to-end tests. Null (with a message saying how to install) otherwise.
 */
export function ensurePostgres() {
  const found = findServerBinaries();
  if (found) return found;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    log('PostgreSQL server binaries (initdb, pg_ctl, postgres) not found. Install them with:');
    log('  sudo apt-get install -y postgresql   (or set PG_BIN to the folder holding them)');
    return null;
  }
  log('installing PostgreSQL with apt-get');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  return findServerBinaries();
}

/**
 * The folder of pg_dump and pg_restore of the same version as the server binaries in `binDir`:
 * binDir itself, or the folder its initdb links to (a PATH entry may link only the server programs).
 */
export function clientBinaries(binDir) {
  const linked = path.dirname(realpathSync(path.join(binDir, 'initdb')));
  return [binDir, linked].find((dir) => existsSync(path.join(dir, 'pg_dump'))) ?? binDir;
}

/** Runs a server binary, as the unprivileged user when we are root; throws with its output on failure. */
function runAs(bin, args, cwd) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', UNPRIVILEGED.name, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { cwd, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${result.status ?? result.error?.message}):\n${result.stdout}${result.stderr}`);
  }
}

/**
 * initdb + start a cluster in a new temp folder. Resolves to {url, pid, stop}: `url` reaches the
 * `postgres` database as a trusted superuser; `pid` is the server's (its backends are its children);
 * `stop()` (idempotent, synchronous) stops the server and deletes the folder. Also stopped when
 * this process exits or is interrupted.
 */
export async function startThrowawayPostgres(binDir) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-pg-'));
  // The server checks that its data folder is private to its owner.
  if (isRoot()) chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.uid);
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const bin = (name) => path.join(binDir, name);

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    for (const sig of SIGNALS) process.off(sig, interrupted);
    if (started) {
      try {
        // immediate: the data is thrown away anyway, so no checkpoint is worth waiting for.
        runAs(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], dir);
      } catch (error) {
        log(`could not stop PostgreSQL: ${error.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Ctrl-C reaches jest (our child), not the server (pg_ctl starts it in its own session): stop it here.
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  process.once('exit', stop);
  for (const sig of SIGNALS) process.once(sig, interrupted);

  try {
    runAs(bin('initdb'), ['-D', data, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'], dir);
    const port = await freePort();
    const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
    started = true;
    runAs(bin('pg_ctl'), ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options.join(' '), 'start'], dir);
    // postmaster.pid: the server's pid on its first line.
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`, pid, stop };
  } catch (error) {
    if (existsSync(logFile)) error.message += `\n--- server log ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`;
    stop();
    throw error;
  }
}
