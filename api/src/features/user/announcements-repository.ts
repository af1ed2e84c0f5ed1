import { type Kysely, sql } from 'kysely';
import type { Announcement } from '../../../../shared/src/domain/current-user';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

// Prepared: every GET /api/v1/user-config/ reads them.
const publishedBy = preparedQuery((db, now: string) =>
  db
    .selectFrom('announcements')
    .select(['id', 'title', 'message', 'published_at'])
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    // A literal: with a bound LIMIT, SQLite re-prepares the statement on every run.
    .limit(sql.lit(20)),
);

/** Announcements already published, newest first. */
export async function listPublishedAnnouncements(db: Kysely<Database>, now: Date): Promise<Announcement[]> {
  return publishedBy(db, now.toISOString());
}
