// The consult a cart of treatments is bought with, decided on the server at checkout (issue 26): the
// browser never makes a consult of its own. Decisions, first match wins:
// 1. her unpaid (IN) vaginitis or ungated-rx consult, if she opened one: the order pays it;
// 2. else a vaginitis consult on her latest ready test, when its results are eligible for care (the
//    program or single treatments) and at most 21 days old;
// 3. else an ungated-rx consult, when a submitted health history reported symptoms (the test's
//    eligible_for_ungated_rx) and every treatment in the cart is an ungated-Rx one;
// 4. else 409 with what would make treatment possible.
// In cases 2 and 3 the consult does not exist yet: the checkout records its type and test, and the
// paid order creates it when it is processed (orders/order-consult.ts), so an abandoned or declined
// payment leaves nothing behind and a retried one makes one consult.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { CLOSED, CONSULT_STATUS, type ConsultRow, listConsultsOfType, TREATMENT_WINDOW_DAYS } from '../consults';
import { listTestsOfUser, UNGATED_RX_TREATMENTS } from '../tests';

export type CareConsult = { consult: ConsultRow } | { type: 'vaginitis' | 'ungated-rx'; testId: number | null };

const IN_REVIEW = 'Your consultation for these results is under way, so its treatments cannot change here: message your provider instead.';
const NO_CARE =
  'Prescription treatments need a clinician: either results from a Flora test taken in the last 21 days that call for treatment, or symptoms reported in a health history. Take a new test or shop non-prescription care.';
const notUngated = (slugs: readonly string[]) =>
  `${slugs.join(', ')} ${slugs.length === 1 ? 'needs' : 'need'} a consultation on recent test results; without them only ${UNGATED_RX_TREATMENTS.join(', ')} can be prescribed from your symptoms.`;

const isOpen = (c: ConsultRow) => !CLOSED.includes(c.status);

async function openConsult(db: Kysely<Database>, userId: number, type: string, testId?: number): Promise<ConsultRow | undefined> {
  return (await listConsultsOfType(db, userId, type, testId)).find(isOpen);
}

export async function careConsultFor(db: Kysely<Database>, userId: number, treatments: readonly string[], now: Date): Promise<CareConsult> {
  const unpaid = [...(await listConsultsOfType(db, userId, 'vaginitis')), ...(await listConsultsOfType(db, userId, 'ungated-rx'))]
    .filter((c) => c.status === CONSULT_STATUS.OPTED_IN && c.paid_at === null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (unpaid) return { consult: unpaid };

  const tests = await listTestsOfUser(db, userId);
  const ready = tests.find((t) => t.status === 'ready');
  const readyAt = ready?.results_ready_at ? new Date(ready.results_ready_at).getTime() : null;
  const inWindow = readyAt !== null && now.getTime() - readyAt <= TREATMENT_WINDOW_DAYS * DAY;
  if (ready && inWindow && (bool(ready.eligible_for_care) || bool(ready.eligible_for_a_la_care))) {
    if (await openConsult(db, userId, 'vaginitis', ready.id)) throw conflict(IN_REVIEW);
    return { type: 'vaginitis', testId: ready.id };
  }

  const symptomatic = tests.find((t) => bool(t.eligible_for_ungated_rx));
  if (symptomatic) {
    const gated = treatments.filter((s) => !(UNGATED_RX_TREATMENTS as readonly string[]).includes(s));
    if (gated.length) throw conflict(notUngated(gated));
    if (await openConsult(db, userId, 'ungated-rx')) throw conflict(IN_REVIEW);
    return { type: 'ungated-rx', testId: symptomatic.id };
  }
  throw conflict(NO_CARE);
}
