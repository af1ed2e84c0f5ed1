// Facts about a user's tests and consults that the current-user object carries.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';

export interface UserCareSummary {
  testCount: number;
  hasReadyTest: boolean;
  eligibleForAnyCare: boolean;
  hasCompletedVaginitisConsult: boolean;
}

export async function loadUserCareSummary(db: Kysely<Database>, userId: number): Promise<UserCareSummary> {
  const tests = await db
    .selectFrom('user_tests')
    .select(['status', 'eligible_for_any_care'])
    .where('user_id', '=', userId)
    .execute();
  const completed = await db
    .selectFrom('consults')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'vaginitis')
    .where('status', '=', 'CP')
    .limit(1)
    .executeTakeFirst();
  return {
    testCount: tests.length,
    hasReadyTest: tests.some((t) => t.status === 'ready'),
    eligibleForAnyCare: tests.some((t) => bool(t.eligible_for_any_care)),
    hasCompletedVaginitisConsult: !!completed,
  };
}
