// The API's throughput and tail latency under load: authenticated reads of the built API (on a
// seeded SQLite file of its own, then on a throw-away PostgreSQL; one worker process per core as
// FLORA_API_WORKERS=auto serves it)
// next to a bare Fastify route, each hit by 50 concurrent autocannon clients on loopback for ~10 s
// after a short warm-up. The bare route is measured in one process and with the API's number of
// processes; the better figure is the yardstick. Beside each database's routes, bare Fastify reading
// one row of it per request shows what any route reading that database costs at least. Servers run in their own processes; autocannon
// runs in this one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log } from '../lib/toolchain.mjs';
import { ensurePostgres, startThrowawayPostgres } from '../lib/postgres.mjs';
import { freePort } from '../lib/ports.mjs';
import { requestTokens } from './measure.mjs';

const autocannon = createRequire(import.meta.url)('autocannon');

export const API_LOAD = { connections: 50, warmupSeconds: 3, seconds: 10 };
export const API_USER = 'demo@flora.test';
export const API_ROUTES = ['/api/v1/user-config/', '/api/v1/user-tests/'];
/** The API's processes: one per core, as FLORA_API_WORKERS=auto runs it, unless FLORA_API_WORKERS says otherwise. */
const workersFromEnv = Number(process.env.FLORA_API_WORKERS);
export const API_WORKERS = workersFromEnv >= 1 ? Math.min(Math.floor(workersFromEnv), 64) : Math.min(os.availableParallelism(), 64);

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** The contents of a /proc file, or null when its process has ended (a database backend may, any time). */
const readProc = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** A process and its children (a pool's workers, a database's backends), from /proc. */
const processTree = (pid) => {
  const kids = (readProc(`/proc/${pid}/task/${pid}/children`) ?? '').trim().split(/\s+/).filter(Boolean);
  return [String(pid), ...kids.flatMap(processTree)];
};

/**
 * CPU time (ms) that processes (with their children: a pool's workers, a database's backends) have
 * used so far, from /proc (Linux; null elsewhere). Per request it tells what a server costs
 * independently of how busy the machine (and the load generator) is.
 */
function cpuMs(pids) {
  if (!pids.every((pid) => existsSync(`/proc/${pid}/stat`))) return null;
  let ticks = 0;
  for (const p of pids.flatMap(processTree)) {
    const stat = readProc(`/proc/${p}/stat`);
    if (stat === null) continue;
    const fields = stat.split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Spawns a node server and waits for `url` to answer 200; resolves to {stop() (idempotent), pid}. */
async function startServer(name, args, env, url, children) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d) => (output = (output + d).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), 5000));
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it came up:\n${output}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) return { stop, pid: child.pid };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not come up within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const cannon = (url, headers, seconds) =>
  autocannon({ url, headers, connections: API_LOAD.connections, duration: seconds, pipelining: 1 });

/**
 * Warm-up, then the timed run; the figures the report needs. The CPU counted is that of the
 * server's process tree and of `databasePids` (any other process serving the requests).
 */
export async function load(name, server, url, headers = {}, databasePids = []) {
  log(`bench: API load on ${name} (${API_LOAD.connections} clients, ${API_LOAD.warmupSeconds} s warm-up + ${API_LOAD.seconds} s)`);
  await cannon(url, headers, API_LOAD.warmupSeconds);
  const cpuBefore = cpuMs([server.pid, ...databasePids]);
  const r = await cannon(url, headers, API_LOAD.seconds);
  const cpuAfter = cpuMs([server.pid, ...databasePids]);
  return {
    name,
    url,
    requestsPerSecond: r.requests.average,
    total: r.requests.total,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    serverCpuUsPerRequest: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / r.requests.total,
  };
}

/**
 * The databases the API is measured on, each seeded by the API itself: a SQLite file in the bench's
 * folder, and a throw-away local PostgreSQL cluster started as `npm test` starts its own.
 * `open` resolves to the API's DATABASE_URL ('' for SQLite), says where the data is and names the
 * database server's processes (their CPU counts as the server's).
 */
const DATABASES = {
  sqlite: { label: 'SQLite', open: async (dataDir) => ({ url: '', describe: `SQLite in ${dataDir}` }) },
  postgres: {
    label: 'PostgreSQL',
    async open(_dataDir, stops) {
      const binDir = ensurePostgres();
      if (!binDir) throw new Error('the API bench needs PostgreSQL (see above)');
      const server = await startThrowawayPostgres(binDir);
      stops.push(server.stop);
      return { url: server.url, pids: [server.pid], describe: `PostgreSQL of ${binDir} on ${new URL(server.url).port}` };
    },
  },
};

/** Runs the whole API bench; the built API (api/dist) must exist. */
export async function benchApi() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flora-bench-api-'));
  const stops = [];
  const children = [];
  // Interrupted (Ctrl-C ends in process.exit): leave no server and no database behind.
  const leaveNothing = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', leaveNothing);
  try {
    const bareRuns = [];
    for (const processes of [...new Set([1, API_WORKERS])]) {
      const port = await freePort();
      const name = `bare Fastify route (${processes === 1 ? '1 process' : `${processes} processes`})`;
      log(`bench: starting a ${name} on ${port}`);
      const server = await startServer(name, [path.join(ROOT, 'scripts/bench/bare-fastify.mjs'), String(port), String(processes)], {}, `http://127.0.0.1:${port}/bare`, children);
      bareRuns.push(await load(name, server, `http://127.0.0.1:${port}/bare`));
      await server.stop();
    }
    const bare = bareRuns.reduce((best, run) => (run.requestsPerSecond > best.requestsPerSecond ? run : best));

    const routes = [];
    const bareReads = [];
    for (const database of Object.keys(DATABASES)) {
      const { url: databaseUrl, describe, pids = [] } = await DATABASES[database].open(dataDir, stops);
      const apiPort = await freePort();
      const api = `http://127.0.0.1:${apiPort}`;
      log(`bench: starting the API on ${apiPort} with ${API_WORKERS} worker processes (${describe})`);
      // The API migrates and seeds the demo data (development) on its first start, on either database.
      const apiServer = await startServer(
        `the API on ${DATABASES[database].label}`,
        [path.join(ROOT, 'api/dist/server.js')],
        {
          FLORA_ENV: 'development',
          API_PORT: String(apiPort),
          API_HOST: '127.0.0.1',
          FLORA_DB_FILE: path.join(dataDir, 'bench.sqlite'),
          DATABASE_URL: databaseUrl,
          FLORA_LOG_LEVEL: 'warn',
          FLORA_API_WORKERS: String(API_WORKERS),
        },
        `${api}/api/health`,
        children,
      );
      const headers = { authorization: `Bearer ${(await requestTokens(api, API_USER)).access}` };
      // The floor of a route that reads this database: bare Fastify reading one row per request, with
      // the API's number of processes, on the data the API just seeded.
      const readPort = await freePort();
      const readName = `bare Fastify + one read (${DATABASES[database].label})`;
      const reader = await startServer(
        readName,
        [path.join(ROOT, 'scripts/bench/bare-fastify.mjs'), String(readPort), String(API_WORKERS), databaseUrl || path.join(dataDir, 'bench.sqlite')],
        {},
        `http://127.0.0.1:${readPort}/bare-read`,
        children,
      );
      bareReads.push({ ...(await load(readName, reader, `http://127.0.0.1:${readPort}/bare-read`, {}, pids)), database: DATABASES[database].label });
      await reader.stop();
      for (const route of API_ROUTES) {
        const run = await load(`GET ${route} (${DATABASES[database].label})`, apiServer, `${api}${route}`, headers, pids);
        routes.push({ ...run, route: `GET ${route}`, database: DATABASES[database].label });
      }
      await apiServer.stop();
    }
    return { load: API_LOAD, user: API_USER, databases: Object.values(DATABASES).map((d) => d.label), workers: API_WORKERS, node: process.version, bare, bareRuns, bareReads, routes };
  } finally {
    for (const stop of stops) await stop();
    process.off('exit', leaveNothing);
    leaveNothing();
  }
}
