// Helpers for the tests, results and lab test files.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { get, json, login } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A signed-in request with a JSON body (or none). */
export function call(app: FastifyInstance, method: Method, url: string, access: string | null, body?: unknown) {
  const options: InjectOptions = { method, url, headers: access ? { authorization: `Bearer ${access}` } : {} };
  if (body !== undefined) {
    options.payload = body as InjectOptions['payload'];
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return app.inject(options);
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

/** The audit log about a user (newest first), as staff reads it. */
export async function auditOf(app: FastifyInstance, subject: string, extra = ''): Promise<AuditEntry[]> {
  const staff = await login(app, 'staff@flora.test');
  const res = await get(app, `/api/internal/audit-log/?subject=${encodeURIComponent(subject)}${extra}`, staff.access);
  if (res.statusCode !== 200) throw new Error(`audit log: ${res.statusCode} ${res.body}`);
  return json(res);
}

/** The newest audit entry id (to find what one request recorded). */
export async function lastAuditId(app: FastifyInstance): Promise<number> {
  const staff = await login(app, 'staff@flora.test');
  const [entry] = json(await get(app, '/api/internal/audit-log/?limit=1', staff.access));
  return entry?.id ?? 0;
}

/** The entries recorded after `since` about `subject`, oldest first. */
export async function auditSince(app: FastifyInstance, subject: string, since: number): Promise<AuditEntry[]> {
  return (await auditOf(app, subject)).filter((e) => e.id > since).reverse();
}
