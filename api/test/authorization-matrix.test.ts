// The authorization matrix (issue 28): every route of the live app × every persona, the expected
// allow/deny derived from the route's declared access policy (common/access-policy.ts). A new route
// is covered without editing this file; a new object kind needs a fixture (helpers/authorization-matrix.ts).
// A LEAK is a 2xx/3xx answered to a persona the policy denies, or a denial whose body carries the
// owner's data. Allowed personas must really be allowed on reads, so "0 leaks" cannot be vacuous.
import Fastify from 'fastify';
import { type AccessPolicy, requiresSignIn } from '../src/common/access-policy';
import type { AppContext } from '../src/context';
import { authenticatePlugin, type RouteAccess } from '../src/plugins/authenticate';
import {
  ACCOUNTS,
  bodyFor,
  FIXTURES,
  type OwnedObject,
  type Persona,
  PERSONAS,
  queryFor,
  registerUnreleasedProvider,
  UNRELEASED_PROVIDER,
} from './helpers/authorization-matrix';
import { reportSecurityFigures } from './helpers/security-figures';
import { call, createTestApp, login, snapshotCounts, type TestApp } from './helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
const tokens = new Map<string, string>();
const fixtures = new Map<string, OwnedObject>();
const markers = new Map<string, string[]>();
const figures = { attempts: 0, routes: 0, personas: PERSONAS.length, allowed: 0, denied: 0, leaks: 0, refusedWriteRoutes: 0 };
const problems: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await registerUnreleasedProvider(t);
}, 60_000);
afterAll(async () => {
  reportSecurityFigures(
    'authorization-matrix',
    `${figures.attempts.toLocaleString('en-US')} attempts, ${figures.routes} routes, ${figures.personas} personas, ${figures.leaks} leaks`,
    figures,
  );
  await t?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, (await login(t.app, email, email === UNRELEASED_PROVIDER ? 'a-good-password' : undefined)).access);
  return tokens.get(email)!;
}

/** What identifies the owner in an answer: her email, uuid, name, test hashes and consult uids. */
async function markersOf(email: string): Promise<string[]> {
  if (!markers.has(email)) {
    const user = await t.db.selectFrom('users').select(['id', 'uuid', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
    const tests = await t.db.selectFrom('user_tests').select('hash').where('user_id', '=', user.id).execute();
    const consults = await t.db.selectFrom('consults').select('uid').where('user_id', '=', user.id).execute();
    markers.set(email, [email, user.uuid, `${user.first_name} ${user.last_name}`, ...tests.map((r) => r.hash), ...consults.map((r) => r.uid)]);
  }
  return markers.get(email)!;
}

async function objectOf(route: RouteAccess): Promise<OwnedObject> {
  const { access } = route;
  const kind = 'object' in access ? access.object : undefined;
  if (!kind) {
    if (route.url.includes(':')) throw new Error(`${route.method} ${route.url} has path parameters but declares no object kind`);
    return { owner: DEFAULT_OWNER[access.kind], params: {} };
  }
  const fixture = FIXTURES[kind];
  if (!fixture) throw new Error(`no fixture for ${kind}`);
  if (!fixtures.has(kind)) fixtures.set(kind, await fixture(t));
  return fixtures.get(kind)!;
}

const DEFAULT_OWNER: Record<AccessPolicy['kind'], string> = {
  anyone: ACCOUNTS.consumer,
  'link-holder': ACCOUNTS.consumer,
  'signed-in': ACCOUNTS.consumer,
  owner: ACCOUNTS.consumer,
  'owner-or-care-team': ACCOUNTS.consumer,
  'male-partner': ACCOUNTS.malePartner,
  provider: ACCOUNTS.provider,
  'provider-with-release': ACCOUNTS.consumer,
  staff: ACCOUNTS.consumer,
};

/** Who a persona is for this route (null: anonymous). */
function accountOf(persona: Persona, owner: string): string | null {
  switch (persona) {
    case 'owner':
      return owner;
    case 'other consumer':
      return owner === ACCOUNTS.otherConsumer ? ACCOUNTS.consumer : ACCOUNTS.otherConsumer;
    case 'provider with release':
      return ACCOUNTS.provider;
    case 'provider without release':
      return UNRELEASED_PROVIDER;
    case 'male partner':
      return ACCOUNTS.malePartner;
    case 'staff':
    case 'staff impersonating the owner':
      return ACCOUNTS.staff;
    case 'anonymous':
      return null;
  }
}

/** The personas a policy names: each must really be allowed on a read (never 401, 403 or 404). */
const NAMED: Record<AccessPolicy['kind'], Persona[]> = {
  anyone: ['anonymous'],
  'link-holder': ['anonymous'],
  'signed-in': ['owner', 'staff impersonating the owner'],
  owner: ['owner', 'staff impersonating the owner'],
  'owner-or-care-team': ['owner', 'provider with release', 'staff', 'staff impersonating the owner'],
  'male-partner': ['owner', 'staff impersonating the owner'],
  provider: ['owner', 'provider without release', 'staff impersonating the owner'],
  'provider-with-release': ['provider with release', 'staff impersonating the owner'],
  staff: ['staff'],
};

/** The expected answer of the policy: may this persona reach the route (for this object)? */
function allows(policy: AccessPolicy, persona: Persona): boolean {
  if (persona === 'anonymous') return policy.kind === 'anyone' || policy.kind === 'link-holder';
  // Everyone signed in has her own data behind a signed-in route (checked for the owner's below).
  return policy.kind === 'signed-in' || policy.kind === 'anyone' || policy.kind === 'link-holder' || NAMED[policy.kind].includes(persona);
}

/** Whom staff view the route as: the provider on a provider's route, else the object's owner. */
function principalOf(policy: AccessPolicy, object: OwnedObject): string {
  return policy.kind === 'provider-with-release' ? ACCOUNTS.provider : object.owner;
}

function urlOf(route: RouteAccess, object: OwnedObject, impersonate?: string): string {
  const pathname = route.url.replace(/:([a-z_]+)/g, (_, name: string) => {
    if (!(name in object.params)) throw new Error(`${route.method} ${route.url}: the fixture has no ${name}`);
    return encodeURIComponent(object.params[name]);
  });
  const query = queryFor(route, object);
  if (impersonate) query.set('__impersonate', impersonate);
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

async function lastAuditId(): Promise<number> {
  const row = await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The personas a route is tried with: public routes need no token, so only the anonymous caller. */
function personasOf(policy: AccessPolicy): readonly Persona[] {
  if (policy.kind === 'anyone' || policy.kind === 'link-holder') return ['anonymous'];
  // Staff routes check the staff member behind a view, so impersonating adds nothing there.
  return policy.kind === 'staff' ? PERSONAS.filter((p) => p !== 'staff impersonating the owner') : PERSONAS;
}

// Some reads start something (a checkout, a portal session): they refuse impersonation, and say so.
const READ_ONLY_REFUSAL = /^Impersonation is read-only/;

/** One request of the matrix: checks the answer against the policy and records problems and leaks. */
async function attempt(route: RouteAccess, persona: Persona, object: OwnedObject) {
  const policy = route.access;
  const impersonating = persona === 'staff impersonating the owner';
  const account = accountOf(persona, object.owner);
  // The same account twice (e.g. provider@ as the owner of a provider's route) is one attempt.
  if (persona !== 'owner' && !impersonating && account === object.owner) return;
  const method = route.method as Method;
  const principal = principalOf(policy, object);
  const url = urlOf(route, object, impersonating ? principal : undefined);
  const body = method === 'GET' || method === 'DELETE' ? undefined : bodyFor(route, object);
  const expected = allows(policy, persona) && (method === 'GET' || !impersonating);
  const name = `${method} ${url} as ${persona} (${account ?? 'no token'})`;
  const auditBefore = impersonating ? await lastAuditId() : 0;
  const res = await call(t.app, method, url, account ? await tokenOf(account) : null, body);
  figures.attempts += 1;
  const status = res.statusCode;
  if (status >= 500) return void problems.push(`${name}: ${status} ${res.body.slice(0, 200)}`);
  if (expected) {
    figures.allowed += 1;
    const refusedImpersonation = impersonating && status === 403 && READ_ONLY_REFUSAL.test(JSON.parse(res.body).detail);
    if (NAMED[policy.kind].includes(persona) && [401, 403, 404].includes(status) && !refusedImpersonation) {
      problems.push(`${name}: allowed by the policy, answered ${status} ${res.body.slice(0, 200)}`);
    }
    if (impersonating && status < 400) {
      const logged = await t.db.selectFrom('audit_log').select('id').where('id', '>', auditBefore).where('impersonator_user_id', 'is not', null).executeTakeFirst();
      if (!logged) problems.push(`${name}: no access-log entry for the impersonated read`);
    }
    // On her own signed-in or provider route, another persona's data must not carry the owner's.
    if ((policy.kind === 'signed-in' || policy.kind === 'provider') && account !== object.owner && !impersonating) {
      await checkBodyFor(name, res.body, object.owner, url);
    }
    return;
  }
  figures.denied += 1;
  if (status < 400) {
    figures.leaks += 1;
    return void problems.push(`LEAK ${name}: ${status} ${res.body.slice(0, 200)}`);
  }
  const denial = account ? [403, 404] : [401];
  if (!denial.includes(status)) problems.push(`${name}: expected ${denial.join(' or ')} (an access denial), got ${status} ${res.body.slice(0, 200)}`);
  await checkBodyFor(name, res.body, object.owner, url);
}

async function checkBodyFor(name: string, answer: string, owner: string, url: string) {
  const found = (await markersOf(owner)).filter((m) => !url.includes(m) && answer.includes(m));
  if (found.length) {
    figures.leaks += 1;
    problems.push(`LEAK ${name}: the answer carries ${owner}'s ${found.join(', ')}`);
  }
}

/** The same value with its last character changed: a secret of the right shape that nobody was given. */
const forge = (secret: string) => `${secret.slice(0, -1)}${secret.endsWith('7') ? '8' : '7'}`;

/** A link-holder route with a made-up secret (in the path, or the sample body's): it must be refused. */
async function attemptWrongSecret(route: RouteAccess, object: OwnedObject) {
  const forged = { ...object, params: Object.fromEntries(Object.entries(object.params).map(([k, v]) => [k, forge(v)])) };
  const method = route.method as Method;
  const url = urlOf(route, forged);
  const res = await call(t.app, method, url, null, method === 'GET' || method === 'DELETE' ? undefined : bodyFor(route, forged));
  figures.attempts += 1;
  figures.denied += 1;
  const name = `${method} ${url} as anonymous with a made-up secret`;
  if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode < 400) {
    figures.leaks += 1;
    problems.push(`LEAK ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  await checkBodyFor(name, res.body, object.owner, url);
}

const routes = () => t.app.routeAccess.filter((r) => r.method !== 'OPTIONS');

test('every route declares one access policy, and an undeclared route fails to register', async () => {
  expect(routes().length).toBeGreaterThan(100);
  for (const r of routes()) expect(r.access).toEqual(expect.objectContaining({ kind: expect.any(String) }));
  const app = Fastify();
  await app.register(authenticatePlugin, {} as AppContext);
  expect(() => app.get('/api/v1/undeclared/', async () => ({}))).toThrow('GET /api/v1/undeclared/ declares no access policy');
  const guarded = Fastify();
  await guarded.register(authenticatePlugin, {} as AppContext);
  const declared = { config: { access: { kind: 'signed-in' } as const }, onRequest: async () => {} };
  expect(() => guarded.get('/api/v1/guarded/', declared, async () => ({}))).toThrow('guards come from config.access');
});

test('reads: each persona gets what the policy allows, and nothing else', async () => {
  problems.length = 0;
  for (const route of routes().filter((r) => r.method === 'GET')) {
    figures.routes += 1;
    const object = await objectOf(route);
    for (const persona of personasOf(route.access)) await attempt(route, persona, object);
    if (route.access.kind === 'link-holder') await attemptWrongSecret(route, object);
    // The HEAD twin of a GET route is guarded like it.
    if (requiresSignIn(route.access)) {
      const head = await t.app.inject({ method: 'HEAD', url: urlOf(route, object) });
      figures.attempts += 1;
      if (head.statusCode !== 401) problems.push(`HEAD ${route.url} without a token: ${head.statusCode}`);
    }
  }
  expect(problems).toEqual([]);
}, 110_000);

test('writes: every persona the policy denies is refused and changes no row', async () => {
  problems.length = 0;
  for (const route of routes().filter((r) => r.method !== 'GET')) {
    figures.routes += 1;
    // Writes of the allowed personas are the features' own tests; here, only the denials.
    const denied = personasOf(route.access).filter((p) => !allows(route.access, p) || p === 'staff impersonating the owner');
    const linkHolder = route.access.kind === 'link-holder';
    if (!denied.length && !linkHolder) continue;
    const object = await objectOf(route);
    const before = await snapshotCounts(t.db);
    for (const persona of denied) await attempt(route, persona, object);
    if (linkHolder) await attemptWrongSecret(route, object);
    figures.refusedWriteRoutes += 1;
    const after = await snapshotCounts(t.db);
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    if (changed.length) problems.push(`${route.method} ${route.url}: refused requests changed ${changed.join(', ')}`);
  }
  expect(problems).toEqual([]);
}, 110_000);
