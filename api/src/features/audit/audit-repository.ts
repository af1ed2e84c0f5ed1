// The audit log's queries: append one entry, read entries back (staff), newest first.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

export type AuditEntryRow = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;

export async function appendAuditEntries(db: Kysely<Database>, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('audit_log').values(entries).execute();
}

export interface AuditFilter {
  subjectUserId?: number;
  actorUserId?: number;
  objectType?: string;
  objectId?: string;
  action?: string;
  /** Entries with an id below this one (the next page). */
  beforeId?: number;
  limit: number;
}

export async function listAuditEntries(db: Kysely<Database>, f: AuditFilter): Promise<AuditEntryRow[]> {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(f.limit);
  if (f.subjectUserId !== undefined) q = q.where('subject_user_id', '=', f.subjectUserId);
  if (f.actorUserId !== undefined) q = q.where('actor_user_id', '=', f.actorUserId);
  if (f.objectType !== undefined) q = q.where('object_type', '=', f.objectType);
  if (f.objectId !== undefined) q = q.where('object_id', '=', f.objectId);
  if (f.action !== undefined) q = q.where('action', '=', f.action as AuditEntryRow['action']);
  if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
  return q.execute();
}
