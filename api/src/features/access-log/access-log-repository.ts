// The caller's own audit entries with the names of who acted (and who impersonated), newest first.
import type { Kysely } from 'kysely';
import type { AuditAction, Database } from '../../db/schema';

export interface AccessRow {
  id: number;
  at: string;
  action: AuditAction;
  object_type: string;
  object_id: string | null;
  route: string;
  via: 'api' | 'cli';
  actor_user_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_is_staff: number | boolean | null;
  actor_is_provider: number | boolean | null;
  impersonator_user_id: number | null;
  impersonator_first_name: string | null;
  impersonator_last_name: string | null;
}

/** Entries about `subjectUserId` only (never anyone else's), id below `beforeId`, at most `limit`. */
export async function listAccessRows(db: Kysely<Database>, subjectUserId: number, beforeId: number | undefined, limit: number): Promise<AccessRow[]> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('users as imp', 'imp.id', 'a.impersonator_user_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.route',
      'a.via',
      'a.actor_user_id',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'actor.is_staff as actor_is_staff',
      'actor.is_provider as actor_is_provider',
      'a.impersonator_user_id',
      'imp.first_name as impersonator_first_name',
      'imp.last_name as impersonator_last_name',
    ])
    .where('a.subject_user_id', '=', subjectUserId)
    // Her own cart reads, from before they stopped being recorded (carts/index.ts): not health-data access.
    .where((eb) => eb.not(eb.and([eb('a.object_type', '=', 'cart'), eb('a.action', '=', 'read'), eb('a.impersonator_user_id', 'is', null)])))
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (beforeId !== undefined) q = q.where('a.id', '<', beforeId);
  return (await q.execute()) as AccessRow[];
}
