// Facts about a user's tests and consults that the current-user object carries (one prepared
// query: every GET /api/v1/user-config/ asks).
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { bool, int } from '../../db/values';

export interface UserCareSummary {
  testCount: number;
  hasReadyTest: boolean;
  eligibleForAnyCare: boolean;
  hasCompletedVaginitisConsult: boolean;
}

const summaryOf = preparedQuery((db, userId: number) => {
  const testsOf = db.selectFrom('user_tests as t').where('t.user_id', '=', userId);
  return db.selectNoFrom((eb) => [
    testsOf.select((e) => e.fn.countAll().as('n')).as('test_count'),
    eb.exists(testsOf.select('t.id').where('t.status', '=', 'ready')).as('has_ready_test'),
    eb.exists(testsOf.select('t.id').where('t.eligible_for_any_care', '=', true)).as('eligible_for_any_care'),
    eb
      .exists(
        eb
          .selectFrom('consults as c')
          .select('c.id')
          .where('c.user_id', '=', userId)
          .where('c.type', '=', 'vaginitis')
          .where('c.status', '=', 'CP'),
      )
      .as('has_completed_consult'),
  ]);
});

export async function loadUserCareSummary(db: Kysely<Database>, userId: number): Promise<UserCareSummary> {
  const [row] = await summaryOf(db, userId);
  return {
    testCount: int(row.test_count),
    hasReadyTest: bool(row.has_ready_test),
    eligibleForAnyCare: bool(row.eligible_for_any_care),
    hasCompletedVaginitisConsult: bool(row.has_completed_consult),
  };
}
