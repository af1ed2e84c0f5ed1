// The SQL of the announcements back office and of a patient's dismissals.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AnnouncementRow {
  id: number;
  title: string;
  message: string;
  published_at: string;
  updated_at: string | null;
  withdrawn_at: string | null;
}

const COLUMNS = ['id', 'title', 'message', 'published_at', 'updated_at', 'withdrawn_at'] as const;

/** Every announcement, withdrawn and scheduled ones included, newest first. */
export function listAllAnnouncements(db: Kysely<Database>): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').select(COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
}

export function findAnnouncement(db: Kysely<Database>, id: number): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertAnnouncement(db: Kysely<Database>, values: { title: string; message: string; published_at: string }): Promise<number> {
  const row = await db.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes a live or scheduled announcement; false when it is unknown or withdrawn. */
export async function updateAnnouncement(
  db: Kysely<Database>,
  id: number,
  changes: { title?: string; message?: string; published_at?: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws it once (a repeat keeps the first time). */
export async function withdrawAnnouncement(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('announcements').set({ withdrawn_at: at }).where('id', '=', id).where('withdrawn_at', 'is', null).execute();
}

/** Remembers the dismissal once; a repeat writes nothing. */
export async function insertDismissal(db: Kysely<Database>, userId: number, announcementId: number, at: string): Promise<void> {
  await db
    .insertInto('announcement_dismissals')
    .values({ user_id: userId, announcement_id: announcementId, dismissed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'announcement_id']).doNothing())
    .execute();
}
