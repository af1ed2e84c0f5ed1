// Queries on a user's research consent (the users.research_consent column registration also sets).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Sets the flag; answers whether the user still exists (one row updated). */
export async function setResearchConsent(db: Kysely<Database>, userId: number, consent: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ research_consent: consent, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
