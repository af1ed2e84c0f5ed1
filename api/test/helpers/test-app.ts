// Builds the real app over a fresh database (migrated, demo data seeded) with a manual clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { ManualClock } from '../../src/common/clock';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data';
import { seedDemoData } from '../../src/db/seed/seed-demo-data';
import { FilesystemPhotoIdStore } from '../../src/features/intake/photo-id-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: ManualClock;
  database: TestDatabase;
  /** The app's photo ID folder (a temporary one, removed by close()). */
  photoIdDir: string;
  /** Another app process over the same database (statelessness checks). */
  buildAnother(options?: Partial<BuildAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const TEST_CONFIG = {
  frontendUrl: 'http://localhost:3000',
  envName: 'test',
  // Never deliver email from a test, whatever the environment says (smtp-delivery.test.ts passes its own).
  smtpUrl: undefined,
  allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3004'],
  jwtSecret: undefined,
};

export async function createTestApp(options: Partial<BuildAppOptions> & { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = (options.clock as ManualClock | undefined) ?? new ManualClock('2026-11-20T12:00:00.000Z');
  await migrateToLatest(database.db);
  const photoIdDir = path.join(mkdtempSync(path.join(tmpdir(), 'flora-photo-ids-')), 'photo-ids');
  if (options.seed !== false) await seedDemoData(database.db, clock.now(), new FilesystemPhotoIdStore(photoIdDir));
  const build = (extra: Partial<BuildAppOptions> = {}) =>
    buildApp({ logger: false, ...options, ...extra, db: database.db, clock, config: { ...TEST_CONFIG, photoIdDir, ...options.config } });
  const app = await build();
  const others: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    clock,
    database,
    photoIdDir,
    async buildAnother(extra) {
      const other = await build(extra);
      others.push(other);
      return other;
    },
    async close() {
      for (const o of others) await o.close();
      await app.close();
      await database.cleanup();
      rmSync(path.dirname(photoIdDir), { recursive: true, force: true });
    },
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as any;

export function post(app: FastifyInstance, url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as any }), ...extra });
}

export function get(app: FastifyInstance, url: string, access?: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...extra,
  });
}

/** A request with a Bearer token (or none) and a JSON body (or none). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  access?: string | null,
  body?: unknown,
) {
  const options: InjectOptions = { method, url, headers: access ? { authorization: `Bearer ${access}` } : {} };
  if (body !== undefined) {
    options.payload = body as InjectOptions['payload'];
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return app.inject(options);
}

let devices = 0;
/** A client address no other call used: a test user registering from her own device (registrations are limited per address). */
export function deviceAddress(): string {
  devices += 1;
  return `10.250.${(devices >> 8) & 255}.${devices & 255}`;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ access: string; refresh: string }> {
  const res = await post(app, '/api/token/', { username: email, password });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: unknown }).n);
}

/** Counts of every table, to assert that a rejected request wrote nothing. */
export async function snapshotCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables: (keyof Database)[] = [
    'users',
    'user_flags',
    'refresh_token_families',
    'refresh_tokens',
    'revoked_access_tokens',
    'rate_limit_counters',
    'one_time_tokens',
    'email_outbox',
    'user_tests',
    'consults',
    'checkout_sessions',
    'audit_log',
    'test_kits',
    'test_result_microbes',
    'test_pcr_findings',
    'lab_order_intakes',
    'consult_selected_treatments',
    'consult_prescriptions',
    'consult_reviews',
    'treatment_plans',
    'calendar_treatments',
    'treatment_interruptions',
    'consult_intakes',
    'consult_message_threads',
    'consult_messages',
    'carts',
    'cart_items',
    'orders',
    'order_lines',
    'order_test_kits',
    'vouchers',
    'order_transfer_requests',
    'order_transfer_request_orders',
    'provider_profiles',
    'provider_orders',
    'subscriptions',
    'subscription_portal_tokens',
    'announcements',
    'announcement_dismissals',
    'coaching_slots',
    'coaching_bookings',
    'coaching_credits',
  ];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await countRows(db, t);
  return out;
}

/** The ids of a paid order, as the order-complete page receives them. */
export interface PaidOrder {
  checkout_id: string;
  checkout_token: string;
  order_email: string;
}

/**
 * Pays a checkout as a browser would: GET its sandbox page, POST the pay form (with `delivery`, or
 * none); answers where the 303 goes: the page's path and the order's ids.
 */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string, delivery: string | null = 'standard') {
  expect((await app.inject({ method: 'GET', url: checkoutUrl })).statusCode).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: `${checkoutUrl}pay/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: delivery ? `delivery=${delivery}` : '',
  });
  expect(paid.statusCode).toBe(303);
  const back = new URL(paid.headers.location as string);
  const order: PaidOrder = {
    checkout_id: back.searchParams.get('checkout_id')!,
    checkout_token: back.searchParams.get('checkout_token')!,
    order_email: back.searchParams.get('order_email')!,
  };
  return { path: back.pathname, order };
}

/** The email outbox as staff sees it. */
export async function outboxFor(app: FastifyInstance, to: string) {
  const staff = await login(app, 'staff@flora.test');
  const res = await get(app, `/api/internal/outbox/?to=${encodeURIComponent(to)}`, staff.access);
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; to: string; subject: string; body: string; link: string | null }[];
}

export const queryParam = (link: string, name: string) => new URL(link).searchParams.get(name) ?? '';
