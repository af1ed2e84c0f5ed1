// Issue 28, "Keep the attacks in CI": the schema fuzzer. Every operation of the app's own OpenAPI
// description (a new route is fuzzed without editing this file) gets requests generated from its
// documented schemas, mostly near-valid, as anonymous, a consumer and staff. Asserted: no answer
// ≥ 500; every status and content type is documented for its operation; a refused write request
// changes no table's row count. FUZZ_SEED=<n> replays a run; FUZZ_BUDGET_MS bounds its time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { DEMO_USERS } from '../src/db/seed/demo-data';
import { USED_PROVIDER_TEST_TOKEN } from '../src/db/seed/provider-seed';
import { documentedMediaTypes, type FuzzRequest, type Operation, operationsOf, requestArbitrary, type Role } from './helpers/fuzz-requests';
import type { KnownValues } from './helpers/schema-arbitraries';
import { reportSecurityFigures } from './helpers/security-figures';
import { changedTables, tableCounter, type TableCounts } from './helpers/table-counts';
import { createTestApp, DEMO_PASSWORD, get, json, type TestApp } from './helpers/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 2028);
const TARGET_REQUESTS = 10_400;
// The bound is a safety net, not a pace: every request is sent (~30 s on SQLite, ~50 s on PostgreSQL
// on a 2-core machine), and only a run slower than this on a loaded machine stops short and fails.
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 300_000);

/** Tables that record refused attempts by design, so a refusal may add to them. */
const WRITTEN_BY_REFUSALS = new Set([
  'rate_limit_counters', // the rate limiter counts failed sign-ins, unknown kit codes, uploads: refusals are what it counts
]);

const HARNESS_ADDRESS = '10.1.1.1'; // the harness's own sign-ins: no fuzzed request comes from it

interface Violation {
  kind: '5xx' | 'undocumented status' | 'undocumented content type' | 'error without detail' | 'write from refused request';
  operation: string;
  request: string;
  status: number;
  note?: string;
}

const describeRequest = (r: FuzzRequest) => {
  const body = r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? ` <${r.payload.length} bytes>` : ` ${r.payload.slice(0, 120)}`;
  return `as ${r.role} [${r.mutation}] ${r.url.slice(0, 120)}${r.accept ? ` (Accept: ${r.accept})` : ''}${r.contentType ? ` (${r.contentType})` : ''}${body}`;
};

let t: TestApp;
const violations: Violation[] = [];
const statuses: Record<number, number> = {};
let operations: Operation[] = [];
let sent = 0;
let valid = 0;
let refusedWrites = 0;
let elapsed = 0;

/** What is wrong with an answer: a 5xx, a status or content type its operation does not document, an error without {detail}. */
function answerProblems(op: Operation, res: LightMyRequestResponse): [Violation['kind'], string?][] {
  const problems: [Violation['kind'], string?][] = [];
  if (res.statusCode >= 500) problems.push(['5xx', res.body.slice(0, 200)]);
  const media = documentedMediaTypes(op, res.statusCode);
  const type = String(res.headers['content-type'] ?? '').split(';')[0].trim();
  if (!media) problems.push(['undocumented status']);
  else if (media.length === 0 ? res.rawPayload.length > 0 : !media.includes(type)) {
    problems.push(['undocumented content type', `${type || 'no body'}; documented: ${media.join(', ') || 'no body'}`]);
  }
  if (res.statusCode >= 400 && type === 'application/json' && typeof (res.json() as { detail?: unknown }).detail !== 'string') problems.push(['error without detail']);
  return problems;
}

async function knownValues(t: TestApp, demoAccess: string): Promise<KnownValues> {
  const values = async (table: string, column: string) =>
    ((await t.db.selectFrom(table as never).select(column as never).orderBy(column as never).limit(8).execute()) as Record<string, unknown>[]).map((r) => String(r[column]));
  const portal = json(await get(t.app, '/api/v1/subscription/portal-link/', demoAccess)).data.url as string;
  return {
    hash: await values('user_tests', 'hash'),
    uid: [...(await values('consults', 'uid')), ...(await values('provider_orders', 'uid'))],
    id: ['1', '2', '3', ...(await values('checkout_sessions', 'id')), ...(await values('consult_intakes', 'id'))],
    item_id: await values('cart_items', 'id'),
    token: [USED_PROVIDER_TEST_TOKEN, new URL(portal).pathname.split('/').at(-2)!],
    file: ['op-4.svg', 'understanding-results.pdf'],
    __impersonate: ['', 'new@flora.test', DEMO_USERS[0].uuid],
    to: ['demo@flora.test', 'new@flora.test'],
  };
}

beforeAll(async () => {
  // Development: the dev mailbox is fuzzed too.
  t = await createTestApp({ config: { envName: 'development' } });
  const started = Date.now();
  const countTables = await tableCounter(t.db);
  const signIn = async (email: string) => {
    for (;;) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: email, password: DEMO_PASSWORD }, remoteAddress: HARNESS_ADDRESS });
      if (res.statusCode === 200) return json(res).access as string;
      // Fuzzed sign-ins as this account may have earned it a delay: wait it out on the test clock.
      if (res.statusCode !== 429) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
      t.clock.advance(1000 * Number(res.headers['retry-after'] ?? 60));
    }
  };
  const tokens: Record<Role, string | null> = { anonymous: null, consumer: await signIn('demo@flora.test'), staff: await signIn('staff@flora.test') };
  const emails: Record<Role, string> = { anonymous: '', consumer: 'demo@flora.test', staff: 'staff@flora.test' };
  const known = await knownValues(t, tokens.consumer!);
  const fixtures = path.join(__dirname, 'fixtures');
  const raw = {
    'image/png': readFileSync(path.join(fixtures, 'photo-id.png')),
    'image/jpeg': readFileSync(path.join(fixtures, 'photo-id.jpg')),
    'application/octet-stream': readFileSync(path.join(fixtures, 'photo-id.jpg')),
  };

  operations = operationsOf(t.app.swagger() as never);
  const perOperation = Math.ceil(TARGET_REQUESTS / operations.length);
  for (const [index, op] of operations.entries()) {
    if (Date.now() - started > BUDGET_MS) break;
    const name = `${op.method} ${op.path}`;
    const requests = fc.sample(requestArbitrary(op, known, raw), { seed: SEED + index, numRuns: perOperation });
    const refusedAs = new Set<Role>();
    let before: TableCounts | null = null;
    for (const r of requests) {
      const write = op.method !== 'GET';
      if (write && !before) before = await countTables();
      const token = tokens[r.role];
      const res = await t.app.inject({
        method: op.method,
        url: r.url,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(r.contentType && { 'content-type': r.contentType }),
          ...(r.accept && { accept: r.accept }),
        },
        ...(r.payload !== undefined && { payload: r.payload }),
        remoteAddress: r.remoteAddress,
      });
      sent += 1;
      if (r.mutation === 'valid') valid += 1;
      const status = res.statusCode;
      statuses[status] = (statuses[status] ?? 0) + 1;
      const found = (kind: Violation['kind'], note?: string) => violations.push({ kind, operation: name, request: describeRequest(r), status, note });
      if (status === 401 && token) refusedAs.add(r.role);

      for (const [kind, note] of answerProblems(op, res)) found(kind, note);

      if (write) {
        const after = await countTables();
        if (status >= 400 && status < 500) {
          refusedWrites += 1;
          const changed = changedTables(before!, after, WRITTEN_BY_REFUSALS);
          if (changed.length) found('write from refused request', changed.join(', '));
        }
        before = after;
      }
    }
    // A fuzzed request may have ended a session (e.g. a logout): sign in again for the next operation.
    for (const role of refusedAs) {
      if ((await get(t.app, '/api/v1/user-config/', tokens[role]!)).statusCode === 401) tokens[role] = await signIn(emails[role]);
    }
  }
  elapsed = Date.now() - started;
}, BUDGET_MS + 60_000);

afterAll(async () => {
  const count = (kind: Violation['kind']) => violations.filter((v) => v.kind === kind).length;
  const figures = {
    seed: SEED,
    requests: sent,
    valid_requests: valid,
    operations: operations.length,
    statuses,
    server_errors: count('5xx'),
    undocumented: count('undocumented status') + count('undocumented content type'),
    refused_writes_checked: refusedWrites,
    writes_from_refused: count('write from refused request'),
    seconds: Math.round(elapsed / 100) / 10,
  };
  reportSecurityFigures(
    'schema-fuzz',
    `${sent.toLocaleString('en-US')} requests (${valid.toLocaleString('en-US')} fully valid), ${operations.length} operations, seed ${SEED} (FUZZ_SEED), ${figures.seconds} s; ` +
      `statuses ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' ')}; ` +
      `5xx ${figures.server_errors}, undocumented ${figures.undocumented}, writes from ${refusedWrites} refused writes ${figures.writes_from_refused}`,
    figures,
  );
  await t?.close();
});

function expectNone(kinds: Violation['kind'][]) {
  const found = violations.filter((v) => kinds.includes(v.kind));
  // One line per (operation, status, kind), with the first request that showed it.
  const lines = new Map<string, string>();
  for (const v of found) {
    const key = `${v.kind}: ${v.operation} -> ${v.status}${v.kind === 'undocumented content type' ? ` ${v.note}` : ''}`;
    if (!lines.has(key)) lines.set(key, `${key}\n    ${v.request}${v.note && v.kind !== 'undocumented content type' ? `\n    ${v.note}` : ''}`);
  }
  if (found.length) throw new Error(`${found.length} violations (seed ${SEED}), ${lines.size} distinct:\n${[...lines.values()].join('\n')}`);
}

it(`sends at least ${TARGET_REQUESTS.toLocaleString('en-US')} requests within the time bound, to every operation`, () => {
  expect(sent).toBeGreaterThanOrEqual(TARGET_REQUESTS);
});

it('never answers 5xx', () => expectNone(['5xx']));

it('answers only documented statuses and content types, errors as {detail}', () =>
  expectNone(['undocumented status', 'undocumented content type', 'error without detail']));

it('writes nothing when it refuses a write request (row counts of every table)', () => expectNone(['write from refused request']));
