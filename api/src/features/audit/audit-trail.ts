// Recording access to health data. Every route that reads or writes a user's tests, results,
// consults, intakes, messages or plans calls `audit()` once it has succeeded, naming the objects it
// touched and whose they are; the actor (and a staff impersonator) and the route come from the request.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import type { AuditAction, Database } from '../../db/schema';
import { appendAuditEntries } from './audit-repository';

export interface AuditedObject {
  /** e.g. 'user_test', 'test_results', 'consult', 'consult_intake', 'consult_message', 'treatment_plan'. */
  type: string;
  /** The id the API exposes (a test hash, a consult uid, an intake id); null for a list. */
  id: string | number | null;
  /** Whose data it is. */
  subjectUserId: number | null;
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

interface Actor {
  actorUserId: number | null;
  impersonatorUserId: number | null;
  route: string;
  via: 'api' | 'cli';
}

async function record(db: Kysely<Database>, clock: Clock, actor: Actor, action: AuditAction, objects: AuditedObject | AuditedObject[]) {
  const at = clock.now().toISOString();
  const list = Array.isArray(objects) ? objects : [objects];
  await appendAuditEntries(
    db,
    list.map((o) => ({
      at,
      actor_user_id: actor.actorUserId,
      impersonator_user_id: actor.impersonatorUserId,
      subject_user_id: o.subjectUserId,
      action,
      object_type: o.type,
      object_id: o.id === null ? null : String(o.id),
      route: actor.route,
      via: actor.via,
    })),
  );
}

/** Requests whose route recorded what they touched (auditImpersonatedView then adds nothing). */
const audited = new WeakSet<FastifyRequest>();

/** Records that the request's user did `action` on each object (one entry each). */
export function audit(
  db: Kysely<Database>,
  clock: Clock,
  request: FastifyRequest,
  action: AuditAction,
  objects: AuditedObject | AuditedObject[],
): Promise<void> {
  if (!Array.isArray(objects) || objects.length > 0) audited.add(request);
  const actor = { actorUserId: request.user?.id ?? null, impersonatorUserId: request.impersonator?.id ?? null, route: routeOf(request), via: 'api' as const };
  return record(db, clock, actor, action, objects);
}

/** What a staff member saw as the user, on a route that audits nothing itself (her profile, her access log, …). */
export const IMPERSONATED_VIEW = 'impersonated_view';

/**
 * A staff member's successful read as another user always leaves an entry in that user's access log:
 * the route's own entries, or else one naming the route. Called for every answer (plugins/authenticate.ts).
 */
export async function auditImpersonatedView(db: Kysely<Database>, clock: Clock, request: FastifyRequest, statusCode: number): Promise<void> {
  if (!request.impersonator || !request.user || statusCode >= 400 || audited.has(request)) return;
  await audit(db, clock, request, 'read', { type: IMPERSONATED_VIEW, id: null, subjectUserId: request.user.id });
}

/** Records an action taken from a command-line tool (no signed-in user), e.g. `lab:release`. */
export function auditCli(
  db: Kysely<Database>,
  clock: Clock,
  command: string,
  action: AuditAction,
  objects: AuditedObject | AuditedObject[],
): Promise<void> {
  return record(db, clock, { actorUserId: null, impersonatorUserId: null, route: command, via: 'cli' }, action, objects);
}
