// Attaching a kit: the kit's hash becomes a user test of the caller in status activated, with an
// empty lab-order intake. Decisions (SPEC does not show them):
// - an unknown hash answers 404; a hash another account attached answers 409 with its own detail
//   (the hash is printed on a physical kit: saying it is taken helps its owner and reveals no data);
// - the caller's own attached hash answers 200 with the test (idempotent, nothing written);
// - hashes are matched case-insensitively (kits print them in capitals);
// - an account may try only so many unknown codes an hour (docs/security.md): every attempt is
//   counted up front, in one statement, so parallel guesses cannot slip past; a known code (taken
//   or not) gives its count back.

// Reads and writes that route files and other features use as they are.
export { createTestKit, findKit } from './kits-repository';

import { conflict, notFound, tooManyRequests } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { waitWords } from '../auth';
import { createEmptyIntake } from '../lab-intake';
import { findKit } from './kits-repository';
import { findTestByHash, type TestRow } from './tests-repository';

const UNKNOWN_KIT = 'No test kit with this code. Check the code printed on your kit.';
const KIT_TAKEN = 'This test kit is already activated by another account. Contact support if it is yours.';

export interface Attached {
  test: TestRow;
  created: boolean;
}

export async function attachKit(ctx: AppContext, userId: number, rawHash: string): Promise<Attached> {
  const { db } = ctx;
  const guessKey = `kit-code:account:${userId}`;
  const guesses = await ctx.rateLimiter.consume(guessKey, ctx.limits.unknownKitCodesPerAccount);
  if (guesses.blocked) {
    throw tooManyRequests(`Too many unknown kit codes. Please try again in ${waitWords(guesses.retryAfterMs)}.`, guesses.retryAfterMs / 1000);
  }
  const hash = rawHash.toUpperCase();
  // A known code is no guess: its count goes back.
  const existing = await findTestByHash(db, hash);
  if (existing) {
    await ctx.rateLimiter.refund(guessKey);
    return alreadyAttached(existing, userId);
  }
  const kit = await findKit(db, hash);
  if (!kit) throw notFound(UNKNOWN_KIT);
  await ctx.rateLimiter.refund(guessKey);
  try {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const test = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('user_tests')
        .values({
          hash,
          user_id: userId,
          test_order: kit.test_order,
          test_type: kit.test_type,
          lab: kit.lab,
          expanded_pcr_ordered_at: kit.expanded_pcr_ordered_at,
          status: 'activated',
          activated_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await createEmptyIntake(trx, row.id, userId, now);
      return row;
    });
    return { test, created: true };
  } catch (err) {
    // A concurrent attach of the same kit won the UNIQUE constraint on the hash.
    const winner = await findTestByHash(db, hash);
    if (winner) return alreadyAttached(winner, userId);
    throw err;
  }
}

function alreadyAttached(test: TestRow, userId: number): Attached {
  if (test.user_id !== userId) throw conflict(KIT_TAKEN);
  return { test, created: false };
}
