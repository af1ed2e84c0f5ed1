// The audit log as staff read it (GET /api/internal/audit-log/), for asserting what a request recorded.
import type { FastifyInstance } from 'fastify';
import { get, json, login } from './test-app';

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
