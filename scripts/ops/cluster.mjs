// The production topology on one machine, for the topology test and the bench: API nodes (the built
// `node api/dist/server.js`, each its own process on its own port) behind HAProxy rendered from
// ops/haproxy.cfg. Real processes on loopback ports; the database is the caller's.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports.mjs';
import { HAPROXY, ROOT } from '../lib/toolchain.mjs';
import { renderHaproxyConfig } from '../../ops/render-haproxy.mjs';

const SERVER = path.join(ROOT, 'api/dist/server.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Whatever ends this process (a crash included) ends the nodes and balancers it started: a stray
// HAProxy would share the next run's port (SO_REUSEPORT) and answer part of its requests.
const children = new Set();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Checks as the test runs them: a node is out 1 failed check after it starts draining (≤ ~0.3 s). */
const FAST_CHECKS = { inter: '200ms', fall: '1', rise: '1' };
/** What a node waits on SIGTERM before it stops listening: longer than the checks take to see it. */
export const DRAIN_MS = 1000;

/**
 * `count` ports: FLORA_OPS_PORT_BASE, +1, … when set (fixed ports, e.g. to watch them), otherwise
 * ports the OS picks.
 */
export async function opsPorts(count) {
  const base = Number(process.env.FLORA_OPS_PORT_BASE);
  if (base > 0) return Array.from({ length: count }, (_, i) => base + i);
  return Promise.all(Array.from({ length: count }, freePort));
}

/**
 * The environment of one API node of a deployment (ops/env/api.env.example), on loopback: production
 * mode with its secrets, behind a balancer on this machine.
 */
export function nodeEnv({ port, databaseUrl, frontendUrl, extra = {} }) {
  return {
    PATH: process.env.PATH,
    FLORA_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    FLORA_JWT_SECRET: 'topology-test-secret-0123456789abcdefghijklmnop',
    FLORA_FRONTEND_URL: frontendUrl,
    FLORA_TRUST_PROXY: '127.0.0.1',
    FLORA_DRAIN_MS: String(DRAIN_MS),
    FLORA_API_WORKERS: '1',
    FLORA_LOG_LEVEL: 'warn',
    ...extra,
  };
}

/**
 * A deployment's database starts without a catalogue or accounts: the seed command (`pnpm --filter
 * @flora/api seed`) loads the demo ones, run with a node's environment once the nodes have migrated.
 */
export function seedDemoData(env) {
  const seeded = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/cli/seed.js')], { env: { ...env, FLORA_LOG_LEVEL: 'error' }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
}

/** One API node: started, stopped gracefully (SIGTERM) or killed (SIGKILL), and started again. */
export class ApiNode {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.url = `http://127.0.0.1:${port}`;
    this.output = '';
    this.child = null;
  }

  /** Spawns the process; resolves once /api/ready answers 200. */
  async start({ timeoutMs = 60_000 } = {}) {
    const child = track(spawn(process.execPath, [SERVER], { cwd: ROOT, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] }));
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const keep = (d) => (this.output = (this.output + d).slice(-50_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited (${child.exitCode}) before it was ready:\n${this.output.slice(-4000)}`);
      const ready = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`${this.name} was not ready within ${timeoutMs} ms:\n${this.output.slice(-4000)}`);
      await sleep(100);
    }
  }

  get pid() {
    return this.child?.pid;
  }

  /** SIGTERM and wait for the exit: {code, signal} (a graceful stop is code 0). */
  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return this.exited;
    this.child.kill('SIGTERM');
    return this.exited;
  }

  /** SIGKILL, as a crash or a lost machine. */
  async kill() {
    this.child?.kill('SIGKILL');
    return this.exited;
  }
}

/** HAProxy in the foreground on `port`, balancing `nodes` (ApiNode); the config rendered from ops/. */
export async function startHaproxy({ port, nodes, staticServer, check = FAST_CHECKS }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-haproxy-'));
  const statsSocket = path.join(dir, 'admin.sock');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, renderHaproxyConfig({ bind: `127.0.0.1:${port}`, nodes: nodes.map((n) => `127.0.0.1:${n.port}`), static: staticServer, statsSocket, check }));
  // -db: foreground, no daemon; -W is not needed (no reloads here).
  const child = track(spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  const keep = (d) => (output = (output + d).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const balancer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    /** Each server's status from the stats socket: {api1: 'UP', api2: 'DOWN', …}. */
    async states() {
      const csv = await statsCommand(statsSocket, 'show stat -1 4 -1');
      const rows = csv.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(','));
      return Object.fromEntries(rows.filter((r) => r[0] === 'api').map((r) => [r[1], r[17]]));
    },
    /** Resolves once the node's server is in `state` (UP: taking traffic). */
    async waitFor(node, state, timeoutMs = 20_000) {
      const server = `api${nodes.indexOf(node) + 1}`;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const now = (await balancer.states().catch(() => ({})))[server] ?? '';
        if (now.startsWith(state)) return;
        if (Date.now() > deadline) throw new Error(`HAProxy: ${server} is "${now}", not ${state}, after ${timeoutMs} ms\n${output.slice(-2000)}`);
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  while (!(await balancer.states().then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`);
    await sleep(50);
  }
  return balancer;
}

/** One command on HAProxy's stats socket; resolves to its answer. */
function statsCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketPath, () => socket.end(`${command}\n`));
    socket.on('data', (d) => (answer += d));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
