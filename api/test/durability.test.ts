// Issue 28, durability: the built API (`node api/dist/server.js`, as deployed) on its own database
// is killed with SIGKILL three times while clients write through HTTP, and restarted on the same
// database each time. Every write it acknowledged (2xx) must be there at the end; requests in flight
// at a kill may fail (they were never acknowledged). With 1 and with 2 worker processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../src/config';
import { DEMO_CONSULT, DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { QUEUED_CONSULT } from '../src/db/seed/consults-seed';
import { reportSecurityFigures } from './helpers/security-figures';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const SERVER = path.join(API_ROOT, 'dist', 'server.js');
if (!existsSync(SERVER)) {
  throw new Error(`${SERVER} is missing: the durability suite runs the built API. Build it first: pnpm --filter @flora/api build (npm test does).`);
}

const KILLS = 3;
/** How long the writers run between two kills (a random moment in this range). */
const LOAD_MS = { min: 600, max: 1800 };
/** Patients writing to their consult's messages (seeded consults, one writer each). */
const MESSAGE_WRITERS = [
  { email: 'demo@flora.test', consult: DEMO_CONSULT.uid },
  { email: 'noconsent@flora.test', consult: QUEUED_CONSULT.uid },
];
const REGISTRARS = 2;
const PROFILE_WRITERS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ({ min, max }: { min: number; max: number }) => min + Math.floor(Math.random() * (max - min));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The API process (its own process group, so a kill takes the primary and its workers together, as a crash would). */
class ApiProcess {
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

interface Acknowledged {
  /** Emails of accounts whose registration answered 201. */
  registrations: string[];
  /** Ids of the consult messages answered 201. */
  messages: number[];
  /** Per profile writer: its email, the last step acknowledged (last_name `Step <n>`) and how many were. */
  profiles: { email: string; step: number; changes: number }[];
}

/** Clients writing until stopped, each recording only what the API acknowledged. */
function startWriters(base: string, run: string) {
  const acked: Acknowledged = { registrations: [], messages: [], profiles: [] };
  let unacknowledged = 0;
  let stopped = false;
  let serverErrors = 0;
  /** The answer when the API acknowledged the write (2xx); null when it did not (down, killed mid-request, 5xx). */
  const request = async (method: string, url: string, body: unknown, access?: string) => {
    let status = 0;
    let answer: any;
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      answer = await res.json();
    } catch {
      status = 0; // no (whole) answer: the API is down or was killed mid-request
    }
    if (status >= 200 && status < 300) return answer;
    // A refusal of a writer's own request is a bug of the writer, not a crash.
    if (status >= 400 && status < 500) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(answer)}`);
    if (status >= 500) serverErrors += 1;
    unacknowledged += 1;
    await sleep(25); // try again shortly: the API restarts
    return null;
  };
  /** Retries until acknowledged (for the writers' own setup). */
  const until = async (method: string, url: string, body: unknown, access?: string) => {
    for (;;) {
      const answer = await request(method, url, body, access);
      if (answer) return answer;
    }
  };
  let accounts = 0;
  const register = async () => {
    const email = `durable-${run}-${++accounts}@example.test`;
    const answer = await request('POST', '/api/v1/register/', {
      email,
      password: 'a-good-password',
      first_name: 'Durable',
      last_name: 'Step 0',
      accepted_terms: true,
    });
    if (answer) acked.registrations.push(email);
    return answer ? { email, access: answer.access as string } : null;
  };

  const registrar = async () => {
    while (!stopped) await register();
  };
  const messenger = async ({ email, consult }: (typeof MESSAGE_WRITERS)[number]) => {
    const { access } = await until('POST', '/api/token/', { username: email, password: DEMO_PASSWORD });
    for (let n = 1; !stopped; n++) {
      const message = await request('POST', `/api/v1/consults/${consult}/messages/`, { body: `durability ${run} ${n}` }, access);
      if (message) acked.messages.push(message.id);
    }
  };
  const profileWriter = async () => {
    let account = null;
    while (!account) account = await register();
    const acknowledged = { email: account.email, step: 0, changes: 0 };
    acked.profiles.push(acknowledged);
    for (let step = 1; !stopped; step++) {
      if (await request('PATCH', '/api/v1/user/profile/', { last_name: `Step ${step}` }, account.access)) {
        acknowledged.step = step;
        acknowledged.changes += 1;
      }
    }
  };

  const running = Promise.all([
    ...Array.from({ length: REGISTRARS }, registrar),
    ...MESSAGE_WRITERS.map(messenger),
    ...Array.from({ length: PROFILE_WRITERS }, profileWriter),
  ]);
  // A writer's failure (a refused request) surfaces in stop(); the others write on until then.
  running.catch(() => undefined);
  return {
    acked,
    unacknowledged: () => unacknowledged,
    serverErrors: () => serverErrors,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** What the database holds of the acknowledged writes: the ones missing. */
async function missingWrites(database: TestDatabase, acked: Acknowledged): Promise<string[]> {
  const { db } = database;
  const missing: string[] = [];
  const users = new Set((await db.selectFrom('users').select('email').where('email', 'like', 'durable-%').execute()).map((u) => u.email));
  for (const email of acked.registrations) if (!users.has(email)) missing.push(`registration ${email}`);
  const messages = new Set((await db.selectFrom('consult_messages').select('id').execute()).map((m) => Number(m.id)));
  for (const id of acked.messages) if (!messages.has(id)) missing.push(`message ${id}`);
  for (const { email, step } of acked.profiles) {
    const row = await db.selectFrom('users').select('last_name').where('email', '=', email).executeTakeFirst();
    // A later change in flight at a kill may have been saved too, but never an earlier one.
    const saved = Number(/^Step (\d+)$/.exec(row?.last_name ?? '')?.[1] ?? -1);
    if (saved < step) missing.push(`profile ${email}: step ${step} acknowledged, ${saved} saved`);
  }
  return missing;
}

const figures: Record<string, unknown>[] = [];

afterAll(() => {
  if (figures.length === 0) return;
  const summary = figures
    .map((f) => `${f.workers} worker${f.workers === 1 ? '' : 's'}: ${f.acknowledged} acknowledged writes, ${f.kills} kills, ${f.lost} lost`)
    .join('; ');
  reportSecurityFigures('durability', summary, { runs: figures });
});

describe('acknowledged writes survive kill -9 of the API (issue 28)', () => {
  it.each([1, 2])('with %i worker process(es): three kills under load, 0 acknowledged writes missing', async (workers) => {
    const database = await createTestDatabase();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'flora-durability-'));
    const port = await freePort();
    const api = new ApiProcess(
      port,
      {
        ...process.env,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        ...database.processEnv,
        FLORA_ENV: 'development',
        FLORA_API_WORKERS: String(workers),
        FLORA_REGISTRATIONS_PER_HOUR: '1000000',
        FLORA_PHOTO_ID_DIR: path.join(dir, 'photo-ids'),
        FLORA_LOG_LEVEL: 'warn',
        SMTP_URL: '',
      },
      path.join(dir, 'api.log'),
    );
    try {
      await api.start();
      const writers = startWriters(api.base, `${workers}w${Date.now().toString(36)}`);
      for (let kill = 0; kill < KILLS; kill++) {
        await sleep(between(LOAD_MS));
        await api.kill();
        await api.start();
      }
      await sleep(between(LOAD_MS));
      await writers.stop();
      await api.kill('SIGTERM');

      const { acked } = writers;
      const profileChanges = acked.profiles.reduce((n, p) => n + p.changes, 0);
      const acknowledged = acked.registrations.length + acked.messages.length + profileChanges;
      const lost = await missingWrites(database, acked);
      figures.push({
        workers,
        acknowledged,
        registrations: acked.registrations.length,
        messages: acked.messages.length,
        profileChanges,
        unacknowledged: writers.unacknowledged(),
        serverErrors: writers.serverErrors(),
        kills: KILLS,
        lost: lost.length,
      });
      expect(acked.messages.length).toBeGreaterThan(0);
      expect(acked.registrations.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
    } finally {
      await api.kill();
      await database.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 100_000);
});
