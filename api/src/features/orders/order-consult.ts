// The care side of processing an order: the consult a care purchase paid for moves from IN (opted in)
// to OR (ordered) and is marked paid, and its test records that care was purchased. Decisions:
// - a consult in any other status is left as it is (a cross-sell order's consult is paid already;
//   a consult cancelled before the order was processed stays cancelled: support refunds it);
// - a care checkout whose consult did not exist yet (a cart of treatments, an ungated-rx checkout
//   started from a test: the session's consult_type) creates that consult now, in the processing
//   transaction, so only a paid order ever makes one. It takes over her open consult of the type
//   (and test) instead when there is one — an unpaid one is ordered, a paid one just gets the order —
//   so two orders never open two consults of one type.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CLOSED, CONSULT_STATUS, type ConsultRow, type ConsultType, insertConsult, listConsultsOfType, moveConsultStatus, PURCHASE_TYPE } from '../consults';
import { programTreatments } from '../tests';
import { findConsultOfOrder, markConsultPaid, type OrderLineRow, type OrderRow } from './orders-repository';

export interface OrderConsult {
  consult: ConsultRow;
  /** created: a new consult; ordered: moved IN -> OR; unchanged: left in its status. */
  change: 'created' | 'ordered' | 'unchanged';
}

async function markOrdered(trx: Kysely<Database>, consult: ConsultRow, now: Date): Promise<ConsultRow> {
  await moveConsultStatus(trx, consult, CONSULT_STATUS.ORDERED, now);
  await markConsultPaid(trx, consult, now);
  return { ...consult, status: CONSULT_STATUS.ORDERED, paid_at: now.toISOString(), updated_at: now.toISOString() };
}

const applyTo = async (trx: Kysely<Database>, consult: ConsultRow, now: Date): Promise<OrderConsult> =>
  consult.status === CONSULT_STATUS.OPTED_IN ? { consult: await markOrdered(trx, consult, now), change: 'ordered' } : { consult, change: 'unchanged' };

/** The treatments the order's lines stand for: a program counts as the treatments it holds. */
const treatmentsOf = (lines: OrderLineRow[]) =>
  [...new Set(lines.flatMap((l) => (l.product_kind === 'bundle' ? programTreatments(l.product_slug) : l.product_kind === 'treatment' ? [l.product_slug] : [])))];

/** Applies the order to its consult, if it has one (or creates the one it paid for). Inside the processing transaction. */
export async function orderConsult(
  trx: Kysely<Database>,
  order: OrderRow,
  userId: number,
  lines: OrderLineRow[],
  now: Date,
): Promise<OrderConsult | null> {
  if (order.consult_id !== null) {
    const consult = await findConsultOfOrder(trx, userId, order.consult_id);
    return consult ? applyTo(trx, consult, now) : null;
  }
  if (order.consult_type === null) return null;
  const type = order.consult_type as ConsultType;
  // An ungated-rx consult is one per patient, whatever test; a vaginitis consult one per test.
  const sameTest = type === 'vaginitis' ? (order.test_id ?? undefined) : undefined;
  const open = (await listConsultsOfType(trx, userId, type, sameTest)).find((c) => !CLOSED.includes(c.status));
  if (open) return applyTo(trx, open, now);
  const created = await insertConsult(
    trx,
    { uid: randomUUID(), userId, testId: order.test_id, type, purchaseType: PURCHASE_TYPE[type], selectedTreatments: treatmentsOf(lines) },
    now,
  );
  return { consult: await markOrdered(trx, created, now), change: 'created' };
}
