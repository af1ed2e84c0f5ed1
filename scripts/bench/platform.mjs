// Runs the built platform on the bench's own ports (never those of a running `npm start`) with a
// throw-away database, and stops it again: `node scripts/serve.mjs` in its own process group.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log } from '../lib/toolchain.mjs';

const { platformEnv } = createRequire(import.meta.url)('../../tools/ports.js');

// FLORA_BENCH_PORT_BASE moves them all (two checkouts can measure at once): the apps at base+0…6, the bare
// comparators at base+7, the API at base+1000.
const BASE = Number(process.env.FLORA_BENCH_PORT_BASE || 3200);
export const PORTS = { shell: BASE, auth: BASE + 1, results: BASE + 2, care: BASE + 3, shop: BASE + 4, provider: BASE + 5, clinic: BASE + 6, api: BASE + 1000 };
/** Registry name -> package folder (the static server of `port` serves `<dir>/dist`). */
export const APP_DIRS = { shell: 'shell', auth: 'mf-auth', results: 'mf-results', care: 'mf-care', shop: 'mf-shop', provider: 'mf-provider', clinic: 'mf-clinic' };
export const REMOTES = ['auth', 'results', 'care', 'shop', 'provider', 'clinic'];
export const SHELL_URL = `http://localhost:${PORTS.shell}`;
/** The bare React pages Flora's are compared with (scripts/bench/comparators.mjs). */
export const COMPARATOR_PORT = BASE + 7;

/** The app served on a URL's origin ("shell", "care", …), "api" or null (another origin). */
export function appOfUrl(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!['localhost', '127.0.0.1'].includes(u.hostname)) return null;
  const port = Number(u.port);
  const found = Object.entries(PORTS).find(([, p]) => p === port);
  return found ? found[0] : null;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}) before ${url} came up`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts the platform; resolves to `stop()` (idempotent, never throws). */
export async function startPlatform() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portFree(port))) throw new Error(`port ${port} (${name}) is in use: is another bench running?`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flora-bench-'));
  const env = { ...process.env, ...platformEnv(PORTS), FLORA_DB_FILE: path.join(dataDir, 'bench.sqlite') };
  log(`bench: starting the platform on ports ${Object.values(PORTS).join(', ')} (database in ${dataDir})`);
  // Own process group: stop() can end serve.mjs and the API / static servers it spawned, by id.
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    };
    if (child.exitCode === null) {
      signal('SIGTERM');
      const timer = new Promise((r) => setTimeout(() => r('timeout'), 5000));
      if ((await Promise.race([exited, timer])) === 'timeout') signal('SIGKILL');
    }
    signal('SIGKILL'); // stragglers of the group (API, static servers), if any
    rmSync(dataDir, { recursive: true, force: true });
    log('bench: platform stopped');
  };
  try {
    await waitFor(`http://127.0.0.1:${PORTS.api}/api/health`, child);
    await waitFor(`http://127.0.0.1:${PORTS.shell}/`, child);
  } catch (error) {
    await stop();
    error.message += `\n--- platform output ---\n${output}`;
    throw error;
  }
  return stop;
}
