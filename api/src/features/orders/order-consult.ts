// The care side of processing an order: the consult a care purchase paid for moves from IN (opted in)
// to OR (ordered) and is marked paid, and its test records that care was purchased. Decisions:
// - a consult in any other status is left as it is (a cross-sell order's consult is paid already;
//   a consult cancelled before the order was processed stays cancelled: support refunds it);
// - an ungated-rx checkout started from a test (no consult yet) creates the ungated-rx consult it
//   paid for, or takes over the buyer's unpaid (IN) ungated-rx consult, so the intake can start.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CONSULT_STATUS } from '../consults/consult-status';
import { type ConsultRow, insertConsult, listConsultsOfType, moveConsultStatus } from '../consults/consults-repository';
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

/** Applies the order to its consult, if it has one (or is an ungated-rx purchase). Inside the processing transaction. */
export async function orderConsult(
  trx: Kysely<Database>,
  order: OrderRow,
  userId: number,
  lines: OrderLineRow[],
  now: Date,
): Promise<OrderConsult | null> {
  if (order.consult_id !== null) {
    const consult = await findConsultOfOrder(trx, userId, order.consult_id);
    if (!consult) return null;
    if (consult.status !== CONSULT_STATUS.OPTED_IN) return { consult, change: 'unchanged' };
    return { consult: await markOrdered(trx, consult, now), change: 'ordered' };
  }
  if (order.checkout_kind !== 'ungated-rx') return null;
  const unpaid = (await listConsultsOfType(trx, userId, 'ungated-rx')).find((c) => c.status === CONSULT_STATUS.OPTED_IN);
  if (unpaid) return { consult: await markOrdered(trx, unpaid, now), change: 'ordered' };
  const created = await insertConsult(
    trx,
    {
      uid: randomUUID(),
      userId,
      testId: order.test_id,
      type: 'ungated-rx',
      purchaseType: 'ungated-rx',
      selectedTreatments: [...new Set(lines.map((l) => l.product_slug))],
    },
    now,
  );
  return { consult: await markOrdered(trx, created, now), change: 'created' };
}
