import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Announcement } from './user-schemas';

/** How long a process keeps the announcements it read (they are site-wide and change rarely). */
const ANNOUNCEMENTS_TTL_MS = 30_000;
/** The most a user is shown. */
const SHOWN = 20;
/** The most a process keeps (scheduled ones first). */
const KEPT = 200;

interface Cached {
  readAt: number;
  /** Every announcement, scheduled ones included, newest first. */
  all: Announcement[];
}

// Every GET /api/v1/user-config/ shows them: one read per process every 30 s instead of one per
// request. Scheduled announcements are kept too and filtered by the current time on each call, so
// one goes live on time; a newly written one shows within 30 s (at once in the process that wrote it:
// the back office calls forgetAnnouncements). Withdrawn ones are never read.
const cache = new WeakMap<Kysely<Database>, Cached>();

/** Drops this process's copy, so the next read sees a change staff just made. */
export function forgetAnnouncements(db: Kysely<Database>): void {
  cache.delete(db);
}

/** Announcements already published and not withdrawn, newest first, less the ids in `hidden`. */
export async function listPublishedAnnouncements(db: Kysely<Database>, now: Date, hidden: ReadonlySet<number> = new Set()): Promise<Announcement[]> {
  let cached = cache.get(db);
  if (!cached || now.getTime() - cached.readAt >= ANNOUNCEMENTS_TTL_MS || now.getTime() < cached.readAt) {
    const all = await db
      .selectFrom('announcements')
      .select(['id', 'title', 'message', 'published_at'])
      .where('withdrawn_at', 'is', null)
      .orderBy('published_at', 'desc')
      .limit(KEPT)
      .execute();
    cached = { readAt: now.getTime(), all };
    cache.set(db, cached);
  }
  const at = now.toISOString();
  return cached.all.filter((a) => a.published_at <= at && !hidden.has(a.id)).slice(0, SHOWN);
}
