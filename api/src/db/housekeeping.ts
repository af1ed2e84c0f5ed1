// Deletes rows that no longer decide anything (run at server start; safe to run any time).
import type { Kysely } from 'kysely';
import type { Database } from './schema';

const DAY = 24 * 60 * 60 * 1000;

export async function deleteStaleRows(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY).toISOString();
  // A revoked access token past its expiry is refused by its `exp` anyway.
  await db.deleteFrom('revoked_access_tokens').where('expires_at', '<', at).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', at).execute();
  // Every rate-limit window is shorter than a day.
  await db.deleteFrom('rate_limit_counters').where('window_started_at', '<', dayAgo).execute();
  await db.deleteFrom('one_time_tokens').where('expires_at', '<', monthAgo).execute();
}
