// The rules of a buyer's orders: processing a paid order (once), attaching an order placed with the
// buyer's email, and presenting orders.

// Reads and writes that route files and other features use as they are.
export { findOrderByCheckoutId, insertOrder, listOrdersOfUser, loadOrderParts } from './orders-repository';
export type { OrderRow } from './orders-repository';

import type { Kysely } from 'kysely';
import type { Fulfilments } from '../../common/fulfilment';
import { forbidden, notFound } from '../../common/http-errors';
import type { CheckoutKind, Database } from '../../db/schema';
import { bool } from '../../db/values';
import type { SessionUser } from '../user';
import type { AuditedObject } from '../audit';
import { orderConsult } from './order-consult';
import type { AttachInput, OrderView, ProcessInput } from './order-schemas';
import { toOrderView } from './order-view';
import {
  attachOrderToUser,
  findListedOrder,
  findOrderByNumber,
  findOrderOfUserByCheckoutId,
  listOrderLines,
  loadOrderParts,
  markProcessed,
  type OrderRow,
  recordLineFulfilment,
  setOrderConsult,
} from './orders-repository';

export const NO_SUCH_ORDER = 'No such order.';

export async function presentOrder(db: Kysely<Database>, orderId: number): Promise<OrderView> {
  const row = await findListedOrder(db, orderId);
  return toOrderView(row, await loadOrderParts(db, [row]));
}

/** When the order is processed, the platform's address (links in the emails fulfilment sends), what fulfils it. */
export interface ProcessContext {
  now: Date;
  frontendUrl: string;
  fulfilments: Fulfilments;
}

/** What a request did, for the audit trail (one entry per object, by action). */
export interface Touched {
  create: AuditedObject[];
  update: AuditedObject[];
  read: AuditedObject[];
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller's order of a checkout, only when all three values match (anything else: 404, never a hint). */
async function orderToProcess(db: Kysely<Database>, userId: number, input: ProcessInput): Promise<OrderRow> {
  const order = await findOrderOfUserByCheckoutId(db, userId, input.checkout_id);
  if (!order || order.checkout_token !== input.checkout_token || !sameEmail(order.order_email, input.order_email)) {
    throw notFound(NO_SUCH_ORDER);
  }
  return order;
}

/** Inside the processing transaction: the consult, then each line. null when another request processed the order first. */
async function fulfilOrder(trx: Kysely<Database>, order: OrderRow, userId: number, { now, frontendUrl, fulfilments }: ProcessContext) {
  if (!(await markProcessed(trx, order.id, now))) return null;
  const lines = await listOrderLines(trx, order.id);
  const care = await orderConsult(trx, order, userId, lines, now);
  const consultId = care?.consult.id ?? order.consult_id;
  if (consultId !== null && consultId !== order.consult_id) await setOrderConsult(trx, order.id, consultId);
  const session = { id: order.checkout_id, kind: order.checkout_kind as CheckoutKind, consult_id: consultId, test_id: order.test_id };
  const ran = new Set<string>();
  for (const line of lines) {
    const rule = fulfilments.ofLine(order.checkout_kind, line.product_kind, bool(line.is_subscription), line.product_slug);
    if (!rule) continue;
    const { product_slug: slug, name, quantity, unit_price_cents, selling_plan_id } = line;
    await rule.fulfil({
      trx,
      now,
      frontendUrl,
      userId,
      orderId: order.id,
      session,
      line: { slug, name, quantity, unit_price_cents, ...(bool(line.is_subscription) && selling_plan_id !== null ? { is_subscription: true, selling_plan_id } : {}) },
    });
    await recordLineFulfilment(trx, line.id, rule.name);
    ran.add(rule.name);
  }
  await fulfilments.ofOrder(session.kind)?.({ trx, now, frontendUrl, userId, orderId: order.id, session });
  return { care, ran };
}

/**
 * Processes a paid order in one transaction: its consult (order-consult.ts), then each line's
 * fulfilment (common/fulfilment.ts). The paid -> processed update is guarded, so a second request (or a
 * concurrent one) changes nothing and answers the same order. Runs for the order's buyer, whoever
 * asks: the payment's server-side notification (payments/index.ts) or the buyer's browser.
 */
export async function processPaidOrder(db: Kysely<Database>, order: OrderRow, context: ProcessContext): Promise<{ order: OrderView; touched: Touched }> {
  const buyerId = order.user_id;
  if (buyerId === null) throw notFound(NO_SUCH_ORDER);
  const done = order.status === 'paid' ? await db.transaction().execute((trx) => fulfilOrder(trx, order, buyerId, context)) : null;
  const view = await presentOrder(db, order.id);
  const ref = (type: string, id: string) => ({ type, id, subjectUserId: buyerId });
  if (!done) return { order: view, touched: { create: [], update: [], read: [ref('order', view.order_number)] } };
  const consult = done.care && done.care.change !== 'unchanged' ? done.care : null;
  return {
    order: view,
    touched: {
      create: [
        ...(consult?.change === 'created' ? [ref('consult', consult.consult.uid)] : []),
        ...view.test_kits.map((k) => ref('test_kit', k.hash)),
      ],
      update: [
        ref('order', view.order_number),
        ...(consult?.change === 'ordered' ? [ref('consult', consult.consult.uid)] : []),
        ...(done.ran.has('expanded-pcr') && view.test_hash ? [ref('user_test', view.test_hash)] : []),
      ],
      read: [],
    },
  };
}

/** The caller's own paid order, processed (or, processed already, answered as it is). */
export async function processOrder(
  db: Kysely<Database>,
  user: SessionUser,
  input: ProcessInput,
  context: ProcessContext,
): Promise<{ order: OrderView; touched: Touched }> {
  return processPaidOrder(db, await orderToProcess(db, user.id, input), context);
}

/**
 * Attaches an order placed with the caller's email but not linked to an account. Both identifiers
 * must match, and the order's email must be the caller's (verified) email; an order attached to
 * the caller already answers as it is; anything else is someone else's order (404).
 */
export async function attachOrder(
  db: Kysely<Database>,
  user: SessionUser,
  input: AttachInput,
  now: Date,
): Promise<{ order: OrderView; attached: boolean }> {
  const order = await findOrderByNumber(db, input.order_number, input.checkout_id);
  if (!order) throw notFound(NO_SUCH_ORDER);
  if (order.user_id === user.id) return { order: await presentOrder(db, order.id), attached: false };
  if (order.user_id !== null || !sameEmail(order.order_email, user.email)) throw notFound(NO_SUCH_ORDER);
  if (!user.emailVerified) throw forbidden('Verify your email address to attach orders placed with it.');
  if (!(await attachOrderToUser(db, order.id, user.id, now))) {
    // attached meanwhile (a concurrent request): the caller's answers as above, anyone else's is 404
    const again = await findOrderByNumber(db, input.order_number, input.checkout_id);
    if (again?.user_id !== user.id) throw notFound(NO_SUCH_ORDER);
    return { order: await presentOrder(db, order.id), attached: false };
  }
  return { order: await presentOrder(db, order.id), attached: true };
}
