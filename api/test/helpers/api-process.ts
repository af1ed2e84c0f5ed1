// The built API (`node api/dist/server.js`, as deployed) in a child process of its own, on a port
// of its own: the suites that crash it, scrape its workers or start it on a restored database.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../src/config';

export const SERVER = path.join(API_ROOT, 'dist', 'server.js');
if (!existsSync(SERVER)) {
  throw new Error(`${SERVER} is missing: this suite runs the built API. Build it first: pnpm --filter @flora/api build (npm test does).`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a development API (demo data seeded, no SMTP) on `port` over a test database, its files in `dir`. */
export function apiEnvironment(port: number, database: { processEnv: NodeJS.ProcessEnv }, dir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    ...database.processEnv,
    FLORA_ENV: 'development',
    FLORA_PHOTO_ID_DIR: path.join(dir, 'photo-ids'),
    FLORA_LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ...extra,
  };
}

/** The API process (its own process group, so a kill takes the primary and its workers together, as a crash would). */
export class ApiProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  readonly base: string;

  constructor(
    port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [SERVER], { env: this.env, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    let gone = false;
    this.exited = new Promise((resolve) => child.once('exit', () => ((gone = true), resolve())));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (gone) throw new Error(`the API exited while starting; its log (${this.logFile}):\n${readFileSync(this.logFile, 'utf8').slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`the API did not answer /api/health within 60 s; log: ${this.logFile}`);
      const ok = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
  }

  /** kill -9 of the whole process group (the primary and every worker); resolves once none is left. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
    // A graceful stop that hangs ends as a crash would.
    if ((await Promise.race([this.exited.then(() => true), sleep(10_000).then(() => false)])) === false) process.kill(-pid, 'SIGKILL');
    await this.exited;
    // The workers die with the group; wait (briefly) until the kernel has reaped them all.
    for (let waited = 0; waited < 3000 && groupAlive(pid); waited += 50) await sleep(50);
    this.child = null;
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
