// Checkouts started from a test, priced on the server by startCheckout. Decisions (SPEC does not
// show them):
// - vPCR add-on: the expanded PCR panel runs on the same sample, so it can be bought only before
//   the results are ready (409 afterwards).
// - ungated Rx: needs a test whose submitted health history reports symptoms an ungated treatment
//   answers (eligible_for_ungated_rx, 409 otherwise); the payload names the treatments
//   ({treatment_slugs}), each an ungated-Rx treatment (400 otherwise).
// - retest: one test kit with a fixed-amount discount; the code defaults to RETEST20 ($20 off);
//   unknown codes are 400. It needs a ready test (a retest repeats a test that has results: 409).
import type { Kysely } from 'kysely';
import { badRequest, conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { startCheckout } from '../checkout';
import { UNGATED_RX_TREATMENTS } from './recommendation-rules';
import { findLatestTestOfUser, type ListedTestRow, type TestRow } from './tests-repository';

export const VPCR_ADD_ON_SLUG = 'vpcr-add-on';
export const TEST_KIT_SLUG = 'vaginal-microbiome-test';
/** Fixed-amount retest discount codes, in cents (SPEC §9: RETEST20, fixed amount 20). */
export const RETEST_DISCOUNTS: Readonly<Record<string, number>> = { RETEST20: 2000 };

export async function startAddOnCheckout(db: Kysely<Database>, test: TestRow, now: Date): Promise<string> {
  if (test.status === 'ready') throw conflict('The results of this test are ready; the PCR add-on can only be added before.');
  const started = await startCheckout(
    db,
    { userId: test.user_id, kind: 'vPCR-add-on', testId: test.id, items: [{ slug: VPCR_ADD_ON_SLUG, quantity: 1 }] },
    now,
  );
  return started.checkout_url;
}

export async function startUngatedCheckout(db: Kysely<Database>, test: TestRow, slugs: string[], now: Date): Promise<string> {
  const refused = slugs.find((s) => !(UNGATED_RX_TREATMENTS as readonly string[]).includes(s));
  if (refused) throw badRequest(`${refused} is not an ungated Rx treatment (${UNGATED_RX_TREATMENTS.join(', ')}).`, 'treatment_slugs');
  if (!bool(test.eligible_for_ungated_rx)) {
    throw conflict('This test is not eligible for ungated Rx: submit a health history that reports symptoms first.');
  }
  const started = await startCheckout(
    db,
    { userId: test.user_id, kind: 'ungated-rx', testId: test.id, items: slugs.map((slug) => ({ slug, quantity: 1 })) },
    now,
  );
  return started.checkout_url;
}

export async function startRetestCheckout(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: Date,
): Promise<{ checkoutUrl: string; readyTest: ListedTestRow }> {
  // Own keys only: 'constructor' is not a discount code.
  const cents = Object.hasOwn(RETEST_DISCOUNTS, code) ? RETEST_DISCOUNTS[code] : undefined;
  if (cents === undefined) throw badRequest('Unknown discount code.', 'discount_code');
  const readyTest = await findLatestTestOfUser(db, userId, { status: 'ready' });
  if (!readyTest) throw conflict('A retest repeats a test with results; you have no ready test yet.');
  const started = await startCheckout(
    db,
    {
      userId,
      kind: 'retest',
      testId: readyTest.id,
      items: [{ slug: TEST_KIT_SLUG, quantity: 1 }],
      discount: { code, cents },
    },
    now,
  );
  return { checkoutUrl: started.checkout_url, readyTest };
}
