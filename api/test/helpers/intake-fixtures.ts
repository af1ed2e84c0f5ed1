// Fixtures of the intake and messages tests: extra consults in a chosen status, requests with a
// token, and the audit entries about a user read the way staff read them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { get, json, login, type TestApp } from './test-app';

export const userId = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A consult of `email` in `status` (paid unless IN); answers its uid. */
export async function addConsult(t: TestApp, email: string, type: string, status: string): Promise<string> {
  const uid = randomUUID();
  const at = t.clock.now().toISOString();
  await t.db
    .insertInto('consults')
    .values({
      uid,
      user_id: await userId(t, email),
      test_id: null,
      type,
      status,
      purchase_type: 'a-la-care',
      paid_at: status === 'IN' ? null : at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return uid;
}

export const consultStatus = async (t: TestApp, uid: string) =>
  (await t.db.selectFrom('consults').select('status').where('uid', '=', uid).executeTakeFirstOrThrow()).status;

export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH', url: string, access?: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export interface AuditEntry {
  id: number;
  action: string;
  object_type: string;
  object_id: string | null;
  actor_user_id: number | null;
  impersonator_user_id: number | null;
  subject_user_id: number | null;
  route: string;
  via: string;
}

/** The audit entries about `subject` (newest first), through the staff route. */
export async function auditOf(t: TestApp, subject: string, objectType?: string): Promise<AuditEntry[]> {
  const staff = await login(t.app, 'staff@flora.test');
  const filter = objectType ? `&object_type=${objectType}` : '';
  const res = await get(t.app, `/api/internal/audit-log/?subject=${encodeURIComponent(subject)}${filter}`, staff.access);
  if (res.statusCode !== 200) throw new Error(`audit-log: ${res.statusCode} ${res.body}`);
  return json(res);
}

/** The newest audit entry id (entries after it are new). */
export const lastAuditId = async (t: TestApp) =>
  Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
