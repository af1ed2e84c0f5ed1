// The primary's pool of API processes: every worker serves the shared port, a worker that dies is
// replaced, stop() leaves none behind, and a worker that cannot start fails the start.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startWorkerPool, type WorkerPool } from '../src/worker-pool';
import { freePort } from './helpers/free-port';

const exec = path.join(__dirname, 'fixtures/pid-worker.js');

/**
 * The pid of the worker that answers a request on a new connection. A connection the primary was
 * handing to a worker that just died is lost (as in any crash): it times out, and callers retry.
 */
function pidOf(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve(Number(body)));
      })
      .on('error', reject);
    request.setTimeout(1000, () => request.destroy(new Error('no answer within 1 s')));
  });
}

async function pidsServing(port: number, requests = 12): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add(await pidOf(port));
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('startWorkerPool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => {
    await pool?.stop();
    pool = undefined;
  });

  it('serves the port from every worker, replaces one that dies, and stops them all', async () => {
    const port = await freePort();
    const logged: string[] = [];
    pool = startWorkerPool({ count: 2, exec, env: { POOL_TEST_PORT: String(port) }, log: (m) => logged.push(m) });
    await pool.ready;

    const first = await pidsServing(port);
    expect(first.size).toBe(2);

    const [victim] = first;
    process.kill(victim, 'SIGKILL');
    const after = await eventually(
      () => pidsServing(port),
      (pids) => pids.size === 2 && !pids.has(victim),
    );
    expect(logged.join('\n')).toMatch(new RegExp(`worker ${victim} exited \\(signal SIGKILL\\); starting another`));

    await pool.stop();
    pool = undefined;
    for (const pid of after) expect(alive(pid)).toBe(false);
    await expect(pidOf(port)).rejects.toThrow();
  }, 30_000);

  it('fails the start when a worker exits before it listens', async () => {
    const port = await freePort();
    pool = startWorkerPool({ count: 2, exec, env: { POOL_TEST_PORT: String(port), FAIL_BEFORE_LISTEN: '1' }, log: () => {} });
    await expect(pool.ready).rejects.toThrow('an API worker exited (code 3) before it listened');
  });
});

describe('FLORA_API_WORKERS', () => {
  const parseWorkers = (value: string | undefined) => loadConfig({ FLORA_API_WORKERS: value }).workers;
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['4', 4],
    [' 2 ', 2],
  ])('%p -> %p workers', (value, workers) => {
    expect(parseWorkers(value)).toBe(workers);
  });

  it('"auto" is one worker per core', () => {
    expect(parseWorkers('auto')).toBe(Math.min(os.availableParallelism(), 64));
  });

  it.each(['0', '65', '-1', '1.5', 'two', '2x'])('refuses %p', (value) => {
    expect(() => parseWorkers(value)).toThrow(/FLORA_API_WORKERS must be "auto" or a whole number from 1 to 64/);
  });
});
