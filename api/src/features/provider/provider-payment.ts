// Paying for a provider order through a checkout session (kind 'provider-order'): the provider's
// (when the provider pays) or the patient's (when the patient pays, at redemption). An order keeps
// its open session, so asking again answers the same payment page, and a paid one is never
// charged twice; a declined session is replaced by a new one.
import type { Kysely } from 'kysely';
import { conflict } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { checkoutUrl, startCheckout } from '../checkout';
import { orderItems } from './provider-catalogue';
import { type ProviderOrderRow, updateOrder } from './provider-orders-repository';

/** What redeeming records on the order with its checkout. */
export type OrderLinkChanges = { patient_user_id?: number; redeemed_at?: string };

export const PAYMENT_PROCESSING = 'This order is paid; the payment is being processed.';

/** The checkout URL of the order's open session for this payer, or of a new one. */
export async function orderCheckoutUrl(db: Kysely<Database>, order: ProviderOrderRow, payerId: number, now: Date, set: OrderLinkChanges = {}): Promise<string> {
  if (order.paid_at) throw conflict(PAYMENT_PROCESSING);
  const session = order.checkout_session_id
    ? await db.selectFrom('checkout_sessions').select(['id', 'status', 'user_id']).where('id', '=', order.checkout_session_id).executeTakeFirst()
    : undefined;
  if (session?.status === 'paid') throw conflict(PAYMENT_PROCESSING);
  if (session?.status === 'open' && session.user_id === payerId) return checkoutUrl(session.id);
  return db.transaction().execute((trx) => startOrderCheckout(trx, order, payerId, now, set));
}

/** A new checkout session for the order, recorded on it (inside the caller's transaction). */
export async function startOrderCheckout(trx: Kysely<Database>, order: Pick<ProviderOrderRow, 'id' | 'add_sti_panel'>, payerId: number, now: Date, set: OrderLinkChanges = {}): Promise<string> {
  const started = await startCheckout(trx, { userId: payerId, kind: 'provider-order', items: orderItems(!!order.add_sti_panel) }, now);
  if (!(await updateOrder(trx, order.id, { ...set, checkout_session_id: started.id }, now, ['paid_at']))) throw conflict(PAYMENT_PROCESSING);
  return started.checkout_url;
}
