import type { Kysely } from 'kysely';
import type { Announcement } from '../../../../shared/src/domain/current-user';
import type { Database } from '../../db/schema';

/** Announcements already published, newest first. */
export async function listPublishedAnnouncements(db: Kysely<Database>, now: Date): Promise<Announcement[]> {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'message', 'published_at'])
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .limit(20)
    .execute();
}
