// Starting subscriptions the way a processed order does: a checkout priced by startCheckout, then
// fulfilSubscription for each of its lines inside one transaction.
import { type CheckoutItem, type CheckoutLine, startCheckout } from '../../src/features/checkout/checkout-sessions';
import { fulfilSubscription } from '../../src/features/subscriptions/subscription-fulfilment';
import type { TestApp } from './test-app';

let nextOrderId = 9000;

export async function userId(t: TestApp, email: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Buys the items (kind cart) and processes the order: answers the session id, order id and its lines. */
export async function buySubscriptions(t: TestApp, email: string, items: CheckoutItem[]) {
  const buyer = await userId(t, email);
  const started = await startCheckout(t.db, { userId: buyer, kind: 'cart', items }, t.clock.now());
  const session = await t.db.selectFrom('checkout_sessions').selectAll().where('id', '=', started.id).executeTakeFirstOrThrow();
  const lines = JSON.parse(session.line_items) as CheckoutLine[];
  const orderId = nextOrderId++;
  const process = () =>
    t.db.transaction().execute(async (trx) => {
      for (const line of lines) {
        await fulfilSubscription({
          trx,
          now: t.clock.now(),
          frontendUrl: 'http://localhost:3000',
          userId: buyer,
          orderId,
          session: { id: session.id, kind: session.kind, consult_id: null, test_id: null },
          line,
        });
      }
    });
  await process();
  return { sessionId: session.id, orderId, lines, process };
}
