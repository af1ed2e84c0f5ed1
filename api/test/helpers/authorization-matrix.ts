// The authorization matrix's personas, object fixtures and request bodies. The routes and their
// policies come from the live app (app.routeAccess, plugins/authenticate.ts), never from a list here:
// a route with a new object kind fails with "no fixture for <kind>" until one is added below.
import type { ObjectKind } from '../../src/common/access-policy';
import { PROVIDER_PRACTICE } from '../../src/db/seed/provider-seed';
import type { RouteAccess } from '../../src/plugins/authenticate';
import { call, deviceAddress, json, login, post, type TestApp } from './test-app';

export const PERSONAS = [
  'owner',
  'other consumer',
  'provider with release',
  'provider without release',
  'male partner',
  'staff',
  'staff impersonating the owner',
  'anonymous',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** Seeded accounts (docs/demo-accounts.md). */
export const ACCOUNTS = {
  consumer: 'demo@flora.test',
  otherConsumer: 'new@flora.test',
  provider: 'provider@flora.test',
  malePartner: 'partner@flora.test',
  staff: 'staff@flora.test',
} as const;
export const UNRELEASED_PROVIDER = 'matrix-provider@clinic.test';

export interface OwnedObject {
  /** Whose object it is (for public and back-office objects: the consumer they concern). */
  owner: string;
  /** Values of the route's path parameters, and of query or body fields that name the object. */
  params: Record<string, string>;
}

const one = async <T>(what: string, row: Promise<T | undefined>): Promise<T> => {
  const found = await row;
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
};
const userIdOf = async (t: TestApp, email: string) =>
  (await one(email, t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())).id;
const emailOf = async (t: TestApp, id: number) =>
  (await one(`user ${id}`, t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())).email;

const DEMO_CONSULT = 'c0a80001-demo-4000-8000-000000000001';
// demo@ released this test to provider@ (docs/decisions.md, "Access log": the access log names the provider).
const DEMO_TEST = 'FLDEMO0002';

async function demoPlan(t: TestApp) {
  return one(
    "demo@'s treatment plan",
    t.db
      .selectFrom('treatment_plans')
      .innerJoin('consults', 'consults.id', 'treatment_plans.consult_id')
      .select('treatment_plans.id')
      .where('consults.uid', '=', DEMO_CONSULT)
      .executeTakeFirst(),
  );
}

async function demoCart(t: TestApp) {
  const user = await userIdOf(t, ACCOUNTS.consumer);
  return one("demo@'s open cart", t.db.selectFrom('carts').select('id').where('user_id', '=', user).where('status', '=', 'active').executeTakeFirst());
}

/** One function per object kind: the owner's object, from the seeded demo data or made through the API. */
export const FIXTURES: Record<ObjectKind, (t: TestApp) => Promise<OwnedObject>> = {
  'user-test': async () => ({ owner: ACCOUNTS.consumer, params: { hash: DEMO_TEST, test_hash: DEMO_TEST } }),
  // Her plan's items are stored when she first reads it.
  'plan-item': async (t) => {
    const read = await call(t.app, 'GET', '/api/v1/user-tests/FLDEMO0001/plan/', (await login(t.app, ACCOUNTS.consumer)).access);
    if (read.statusCode !== 200) throw new Error(`demo@'s plan: ${read.statusCode} ${read.body}`);
    const test = await one('FLDEMO0001', t.db.selectFrom('user_tests').select('id').where('hash', '=', 'FLDEMO0001').executeTakeFirst());
    const item = await one('plan item of FLDEMO0001', t.db.selectFrom('plan_items').select('id').where('test_id', '=', test.id).executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { hash: 'FLDEMO0001', id: String(item.id) } };
  },
  consult: async () => ({ owner: ACCOUNTS.consumer, params: { uid: DEMO_CONSULT, consult_uid: DEMO_CONSULT } }),
  'consult-intake': async (t) => {
    const intake = await one(
      "demo@'s consult intake",
      t.db
        .selectFrom('consult_intakes')
        .innerJoin('consults', 'consults.id', 'consult_intakes.consult_id')
        .select('consult_intakes.id')
        .where('consults.uid', '=', DEMO_CONSULT)
        .executeTakeFirst(),
    );
    return { owner: ACCOUNTS.consumer, params: { id: String(intake.id) } };
  },
  cart: async (t) => ({ owner: ACCOUNTS.consumer, params: { id: String((await demoCart(t)).id) } }),
  'cart-item': async (t) => {
    const cart = await demoCart(t);
    const item = await one("an item of demo@'s cart", t.db.selectFrom('cart_items').select('id').where('cart_id', '=', cart.id).executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { id: String(cart.id), item_id: String(item.id) } };
  },
  'lab-order-intake': async (t) => {
    const intake = await one('a lab order intake', t.db.selectFrom('lab_order_intakes').select(['id', 'user_id']).orderBy('id').executeTakeFirst());
    return { owner: await emailOf(t, intake.user_id), params: { id: String(intake.id) } };
  },
  'coaching-booking': async (t) => {
    const booking = await one('a coaching booking', t.db.selectFrom('coaching_bookings').select(['id', 'user_id']).orderBy('id').executeTakeFirst());
    return { owner: await emailOf(t, booking.user_id), params: { id: String(booking.id) } };
  },
  'calendar-treatment': async (t) => {
    const plan = await demoPlan(t);
    const row = await one("a treatment of demo@'s calendar", t.db.selectFrom('calendar_treatments').select('id').where('plan_id', '=', plan.id).executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { id: String(row.id) } };
  },
  // None is seeded: demo@ pauses her treatment for three days.
  'treatment-interruption': async (t) => {
    const body = { consult_uid: DEMO_CONSULT, start_date: '2026-11-18', days: 3 };
    const res = await call(t.app, 'POST', '/api/v1/treatment-interruption/', (await login(t.app, ACCOUNTS.consumer)).access, body);
    if (res.statusCode !== 201) throw new Error(`treatment interruption: ${res.statusCode} ${res.body}`);
    return { owner: ACCOUNTS.consumer, params: { id: String(json(res).id) } };
  },
  'provider-order': async (t) => {
    const provider = await userIdOf(t, ACCOUNTS.provider);
    const order = await one("a provider@'s order", t.db.selectFrom('provider_orders').select('uid').where('provider_user_id', '=', provider).orderBy('id').executeTakeFirst());
    return { owner: ACCOUNTS.provider, params: { uid: order.uid } };
  },
  // The link provider@'s test order sent to new@ (docs/demo-accounts.md).
  'provider-test-token': async () => ({ owner: ACCOUNTS.otherConsumer, params: { token: 'demo-provider-test-for-new-0001' } }),
  'subscription-portal-token': async (t) => {
    const res = await call(t.app, 'GET', '/api/v1/subscription/portal-link/', (await login(t.app, ACCOUNTS.consumer)).access);
    if (res.statusCode !== 200) throw new Error(`portal link: ${res.statusCode} ${res.body}`);
    const token = /\/portal\/([^/]+)\//.exec(json(res).data.url as string)![1];
    return { owner: ACCOUNTS.consumer, params: { token } };
  },
  checkout: async (t) => {
    const row = await one('a checkout', t.db.selectFrom('checkout_sessions').select(['id', 'user_id']).orderBy('id').executeTakeFirst());
    return { owner: await emailOf(t, row.user_id), params: { checkout_id: row.id } };
  },
  'consult-checkout': async (t) => {
    const row = await one(
      'a checkout of a consult',
      t.db.selectFrom('checkout_sessions').select(['id', 'token', 'user_id']).where('consult_id', 'is not', null).orderBy('created_at').executeTakeFirst(),
    );
    return { owner: await emailOf(t, row.user_id), params: { checkout_id: row.id, checkout_token: row.token } };
  },
  product: async (t) => {
    const row = await one('a product', t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { id: String(row.id) } };
  },
  'product-file': async () => ({ owner: ACCOUNTS.consumer, params: { file: 'af-1.svg' } }),
  'provider-resource': async () => ({ owner: ACCOUNTS.provider, params: { file: 'understanding-results.pdf' } }),
  announcement: async (t) => {
    const row = await one('an announcement', t.db.selectFrom('announcements').select('id').orderBy('id').executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { id: String(row.id) } };
  },
  'coaching-slot': async (t) => {
    const row = await one('a coaching slot', t.db.selectFrom('coaching_slots').select('id').orderBy('id').executeTakeFirst());
    return { owner: ACCOUNTS.consumer, params: { id: String(row.id) } };
  },
  provider: async (t) => ({ owner: ACCOUNTS.consumer, params: { id: String(await userIdOf(t, 'pending-provider@flora.test')) } }),
};

/** A verified provider to whom no patient released anything: registered, then verified by staff. */
export async function registerUnreleasedProvider(t: TestApp): Promise<void> {
  const registered = await post(
    t.app,
    '/api/v1/provider/register/',
    { email: UNRELEASED_PROVIDER, password: 'a-good-password', first_name: 'Morgan', last_name: 'Lee' },
    { remoteAddress: deviceAddress() },
  );
  if (registered.statusCode !== 201) throw new Error(`provider registration: ${registered.statusCode} ${registered.body}`);
  const practice = { ...PROVIDER_PRACTICE, practice_name: 'Lee Gynecology', npi: '1245319599' };
  const intake = await call(t.app, 'PUT', '/api/v1/provider/intake/', json(registered).access, practice);
  if (intake.statusCode !== 200) throw new Error(`provider intake: ${intake.statusCode} ${intake.body}`);
  const id = await userIdOf(t, UNRELEASED_PROVIDER);
  const staff = (await login(t.app, ACCOUNTS.staff)).access;
  const verified = await call(t.app, 'POST', `/api/internal/providers/${id}/verify/`, staff);
  if (verified.statusCode !== 200) throw new Error(`provider verification: ${verified.statusCode} ${verified.body}`);
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  minProperties?: number;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
  examples?: unknown[];
};

const FORMATS: Record<string, string> = {
  email: 'matrix@flora.test',
  date: '2026-12-01',
  'date-time': '2026-12-01T12:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://flora.test/',
};

/** A minimal value that passes `schema` (required properties only), for the common cases. */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  const type = [schema.type].flat().find((x) => x !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key]);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (Object.keys(out).length >= (schema.minProperties ?? 0)) break;
        out[key] = sampleOf(property);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'string':
      return (schema.format && FORMATS[schema.format]) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/**
 * Bodies the schema alone cannot produce (patterns, cross-field rules): keyed by "METHOD url".
 * The matrix fails on a denial answered with a validation error, so a missing sample shows up.
 */
export const SAMPLE_BODIES: Record<string, unknown> = {
  // Its fields are all optional, and the names alone are not an address change.
  'PATCH /api/v1/lab-order-intake/:id/': { city: 'Chicago' },
};

/** A body that passes validation, naming the owner's object where the body has a field for it. */
export function bodyFor(route: RouteAccess, object: OwnedObject): unknown {
  const key = `${route.method} ${route.url}`;
  if (key in SAMPLE_BODIES) return SAMPLE_BODIES[key];
  const schema = route.schema?.body as Schema | undefined;
  const body = sampleOf(schema);
  if (!body || typeof body !== 'object') return body;
  const named = Object.keys(schema?.properties ?? {}).filter((k) => k in object.params);
  return { ...body, ...Object.fromEntries(named.map((k) => [k, object.params[k]])) };
}

/** Required query parameters (other than __impersonate): the object's secrets, else from the route's schema. */
export function queryFor(route: RouteAccess, object: OwnedObject): URLSearchParams {
  const query = new URLSearchParams();
  const schema = route.schema?.querystring as Schema | undefined;
  for (const key of schema?.required ?? []) query.set(key, object.params[key] ?? String(sampleOf(schema?.properties?.[key])));
  return query;
}
