// Issue 28, durability: the built API (`node api/dist/server.js`, as deployed) on its own database
// is killed with SIGKILL three times while clients write through HTTP, and restarted on the same
// database each time. Every write it acknowledged (2xx) must be there at the end; requests in flight
// at a kill may fail (they were never acknowledged). With 1 and with 2 worker processes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CONSULT, DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { QUEUED_CONSULT } from '../src/db/seed/consults-seed';
import { ApiProcess, apiEnvironment } from './helpers/api-process';
import { freePort } from './helpers/free-port';
import { reportSecurityFigures } from './helpers/security-figures';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';


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
      apiEnvironment(port, database, dir, { FLORA_API_WORKERS: String(workers), FLORA_REGISTRATIONS_PER_HOUR: '1000000' }),
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
