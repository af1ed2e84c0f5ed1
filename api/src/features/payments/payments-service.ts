// What happens to a checkout session whatever the payment provider: it is shown, paid (once: the
// session leaves 'open' by a guarded update and its order and the order confirmation email are
// created in the same transaction; a consult is paid by one of its checkouts only) or declined, and
// the browser is sent back to the platform.
import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { DELIVERY_OPTIONS, type DeliveryOption, deliveryOption, findOrderByCheckoutId, insertOrder, orderConfirmationEmail, type OrderRow, ships } from '../orders';
import { OutboxMailer } from '../email';
import {
  type CheckoutSessionRow,
  closeSession,
  consultPaidWithAnother,
  findSession,
  holdConsult,
  type SessionLine,
  sessionLines,
  sessionParties,
} from './checkout-repository';

export const UNKNOWN_CHECKOUT = 'No such checkout.';
export const DECLINED = 'This checkout was declined. Start a new checkout to pay.';
const CONSULT_PAID_ALREADY = 'This consult is paid already (with another checkout): nothing was charged.';

export interface Checkout {
  session: CheckoutSessionRow;
  lines: SessionLine[];
  buyerEmail: string;
  /** The delivery choices (none when nothing ships). */
  deliveryOptions: readonly DeliveryOption[];
  /** Once paid. */
  order: OrderRow | null;
  /** Where the browser goes back to: the paid or declined return URL; null while open. */
  returnUrl: string | null;
  /** The path of the platform the buyer comes back to (what was bought decides it). */
  returnPath: string;
}

/**
 * The platform page a checkout returns to, by what was bought: male-partner treatment ->
 * /treatments/male-partner/, care (a consult, or one the order creates) -> /treatments/, a provider's order for a
 * patient paid by the provider -> /provider/tests/, a test kit or a test add-on (a provider's order paid by its
 * patient too: only providers reach /provider/) -> /tests/, anything else -> /care/shop/. Paid: `<path>order-complete/` with
 * checkout_id, checkout_token and order_email; declined: `<path>?checkout_declined=true&checkout_id=…`.
 */
export function returnPath(session: CheckoutSessionRow, lines: SessionLine[], parties: { buyerIsProvider: boolean; consultType: string | null }): string {
  if (session.kind === 'male-partner' || parties.consultType === 'male-partner') return '/treatments/male-partner/';
  if (session.consult_id !== null || session.consult_type !== null) return '/treatments/';
  if (session.kind === 'provider-order' && parties.buyerIsProvider) return '/provider/tests/';
  if (lines.some((l) => l.kind === 'test' || l.kind === 'add-on')) return '/tests/';
  return '/care/shop/';
}

export function paidReturnUrl(frontendUrl: string, path: string, order: OrderRow): string {
  const query = new URLSearchParams({ checkout_id: order.checkout_id, checkout_token: order.checkout_token, order_email: order.order_email });
  return `${frontendUrl}${path}order-complete/?${query}`;
}

export function declinedReturnUrl(frontendUrl: string, path: string, session: CheckoutSessionRow): string {
  return `${frontendUrl}${path}?${new URLSearchParams({ checkout_declined: 'true', checkout_id: session.id })}`;
}

export async function loadCheckout(db: Kysely<Database>, frontendUrl: string, id: string): Promise<Checkout> {
  const session = await findSession(db, id);
  if (!session) throw notFound(UNKNOWN_CHECKOUT);
  const [lines, parties, order] = await Promise.all([
    sessionLines(db, session),
    sessionParties(db, session),
    session.status === 'paid' ? findOrderByCheckoutId(db, id) : Promise.resolve(undefined),
  ]);
  const path = returnPath(session, lines, parties);
  return {
    session,
    lines,
    buyerEmail: parties.email,
    deliveryOptions: ships(session.kind) ? DELIVERY_OPTIONS : [],
    order: order ?? null,
    returnUrl: order ? paidReturnUrl(frontendUrl, path, order) : session.status === 'declined' ? declinedReturnUrl(frontendUrl, path, session) : null,
    returnPath: path,
  };
}

function chooseDelivery(checkout: Checkout, method: string | undefined): DeliveryOption | null {
  if (!checkout.deliveryOptions.length) {
    if (method !== undefined) throw badRequest('Nothing in this checkout ships: leave out the delivery choice.', 'delivery');
    return null;
  }
  const option = deliveryOption(method);
  if (!option) throw badRequest(`Choose a delivery option: ${checkout.deliveryOptions.map((o) => o.method).join(', ')}.`, 'delivery');
  return option;
}

export interface Paid {
  redirect: string;
  order: OrderRow;
  /** false: the session was paid already (a repeat, or a concurrent request won). */
  created: boolean;
}

/** Pays an open session: the order is created with it, priced on the server (the delivery too). */
export async function paySession(db: Kysely<Database>, frontendUrl: string, id: string, method: string | undefined, now: Date): Promise<Paid> {
  const checkout = await loadCheckout(db, frontendUrl, id);
  const { session } = checkout;
  if (session.status === 'declined') throw conflict(DECLINED);
  if (checkout.order) return { redirect: checkout.returnUrl!, order: checkout.order, created: false };
  const delivery = chooseDelivery(checkout, method);
  const at = now.toISOString();
  const order = await db.transaction().execute(async (trx) => {
    // A consult is paid once: it may have several checkouts (each call of checkout_url starts one, two
    // tabs pay at once); their payments take turns and any after the first is refused, charging nothing.
    if (session.kind === 'consult' && session.consult_id !== null) {
      await holdConsult(trx, session.consult_id);
      if (await consultPaidWithAnother(trx, session.consult_id, id)) throw conflict(CONSULT_PAID_ALREADY);
    }
    if (!(await closeSession(trx, id, 'paid', now))) return null;
    const shipping = delivery?.price_cents ?? 0;
    const created = await insertOrder(
      trx,
      {
        user_id: session.user_id,
        order_email: checkout.buyerEmail,
        checkout_id: session.id,
        checkout_token: session.token,
        checkout_kind: session.kind,
        consult_id: session.consult_id,
        consult_type: session.consult_type,
        test_id: session.test_id,
        subtotal_cents: session.subtotal_cents,
        discount_code: session.discount_code,
        discount_cents: session.discount_cents,
        shipping_cents: shipping,
        total_cents: session.total_cents + shipping,
        delivery_method: delivery?.method ?? null,
        status: 'paid',
        created_at: at,
        processed_at: null,
        updated_at: at,
      },
      checkout.lines.map((l) => ({
        product_slug: l.slug,
        name: l.name,
        product_kind: l.kind,
        quantity: l.quantity,
        unit_price_cents: l.unit_price_cents,
        is_subscription: l.is_subscription,
        selling_plan_id: l.selling_plan_id,
        fulfilment: null,
      })),
    );
    // Written with the order, so a paid order always has its confirmation (the outbox is the queue).
    const items = checkout.lines.reduce((sum, l) => sum + l.quantity, 0);
    await new OutboxMailer(trx, { now: () => now }).send(orderConfirmationEmail(frontendUrl, created, items));
    return created;
  });
  if (order) return { redirect: paidReturnUrl(frontendUrl, checkout.returnPath, order), order, created: true };
  // Another request moved the session first: answer as it left it.
  const after = await loadCheckout(db, frontendUrl, id);
  if (!after.order) throw conflict(DECLINED);
  return { redirect: after.returnUrl!, order: after.order, created: false };
}

/** Declines an open session (nothing is charged); a declined one again answers the same way. */
export async function declineSession(db: Kysely<Database>, frontendUrl: string, id: string, now: Date): Promise<{ redirect: string; session: CheckoutSessionRow; changed: boolean }> {
  const checkout = await loadCheckout(db, frontendUrl, id);
  const { session } = checkout;
  if (session.status === 'paid') throw conflict('This checkout is paid already; it can no longer be declined.');
  const changed = session.status === 'open' && (await closeSession(db, id, 'declined', now));
  if (session.status === 'open' && !changed) {
    const after = await findSession(db, id);
    if (after?.status === 'paid') throw conflict('This checkout is paid already; it can no longer be declined.');
  }
  return { redirect: declinedReturnUrl(frontendUrl, checkout.returnPath, session), session, changed };
}
