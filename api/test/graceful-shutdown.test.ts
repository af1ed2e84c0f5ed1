// Issue 31: a node told to stop (SIGTERM) drains before it stops listening. The built server
// (`node api/dist/server.js`, production mode) with FLORA_DRAIN_MS: /api/ready answers 503 at once
// while requests are still served, then the process closes and exits 0. With 1 and 2 worker
// processes. (Behind HAProxy, under load: scripts/ops/topology.mjs.)
import { type ChildProcess, spawn } from 'node:child_process';
import { loadConfig } from '../src/config';
import { SERVER } from './helpers/api-process';
import { freePort } from './helpers/free-port';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const DRAIN_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answer = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    async (res) => ({ status: res.status, body: await res.json() }),
    () => null,
  );

let database: TestDatabase;
let child: ChildProcess | null = null;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await database.cleanup();
});

describe.each([1, 2])('SIGTERM with FLORA_DRAIN_MS (%i worker process(es))', (workers) => {
  it('answers /api/ready 503 while it still serves, then exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER], {
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        ...database.processEnv,
        API_PORT: String(port),
        FLORA_JWT_SECRET: 'graceful-shutdown-test-secret-0123456789abcdef',
        FLORA_FRONTEND_URL: 'https://flora.example',
        FLORA_API_WORKERS: String(workers),
        FLORA_DRAIN_MS: String(DRAIN_MS),
      },
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    for (let waited = 0; (await answer(`${base}/api/ready`))?.status !== 200; waited += 100) {
      if (waited > 30_000 || child.exitCode !== null) throw new Error('the API did not become ready');
      await sleep(100);
    }

    const stoppingAt = Date.now();
    child.kill('SIGTERM');
    await sleep(300);
    // Draining: the balancer's check fails, but requests (a sign-in attempt here) are still answered.
    expect(await answer(`${base}/api/ready`)).toEqual({ status: 503, body: { detail: 'Shutting down.' } });
    expect(await answer(`${base}/api/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    const signIn = await fetch(`${base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@flora.example', password: 'not-the-password' }),
    });
    expect(signIn.status).toBe(401);

    expect(await exited).toBe(0);
    expect(Date.now() - stoppingAt).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(await answer(`${base}/api/health`)).toBeNull();
  }, 60_000);
});

describe('FLORA_DRAIN_MS', () => {
  const drainMs = (value: string | undefined) => loadConfig({ FLORA_DRAIN_MS: value }).drainMs;

  it('is 0 when unset (a lone node stops at once), else the whole milliseconds given', () => {
    expect(drainMs(undefined)).toBe(0);
    expect(drainMs(' ')).toBe(0);
    expect(drainMs('5000')).toBe(5000);
  });

  it.each(['-1', '1.5', '5s', 'soon'])('refuses %p', (value) => {
    expect(() => drainMs(value)).toThrow(/FLORA_DRAIN_MS must be a whole number of milliseconds/);
  });
});
