// The lab's moves of a test (SPEC §4 leaves them open; this is the team's decision): a kit is
// activated when attached, received when the lab logs the sample, ready when results are in.
// Only forward, one step at a time.
import type { Kysely, Updateable } from 'kysely';
import { conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { TestStatus } from './test-view';
import type { TestRow } from './tests-repository';

export const TEST_TRANSITIONS: Readonly<Record<TestStatus, readonly TestStatus[]>> = {
  activated: ['received'],
  received: ['ready'],
  ready: [],
};

export const canMoveTest = (from: string, to: string): boolean =>
  (TEST_TRANSITIONS[from as TestStatus] ?? []).includes(to as TestStatus);

export function testMoveRefusal(from: string, to: string): string {
  const next = TEST_TRANSITIONS[from as TestStatus] ?? [];
  return `A test in status ${from} cannot move to ${to}; ${next.length ? `it can move to ${next.join(', ')}` : 'it is final'}.`;
}

/**
 * Moves a test to `to` (409 `{detail}` if the move is illegal), with the other columns in `set`.
 * Guarded by the status it was read in, so two concurrent moves cannot both win.
 */
export async function moveTestStatus(
  db: Kysely<Database>,
  test: Pick<TestRow, 'id' | 'status'>,
  to: TestStatus,
  now: Date,
  set: Updateable<Database['user_tests']> = {},
): Promise<void> {
  if (!canMoveTest(test.status, to)) throw conflict(testMoveRefusal(test.status, to));
  const result = await db
    .updateTable('user_tests')
    .set({ ...set, status: to, updated_at: now.toISOString() })
    .where('id', '=', test.id)
    .where('status', '=', test.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('The test changed while this request was handled; reload it and try again.');
}
