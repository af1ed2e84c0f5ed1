// When an order is processed, each paid subscription line starts its subscription (a membership
// also makes the buyer a member): the fulfilment of every line with is_subscription (common/fulfilment.ts).
import type { Fulfilment } from '../../common/fulfilment';
import { startSubscription } from './subscriptions-service';

/** Idempotent per order line: the same line again starts nothing new. */
export async function fulfilSubscription(f: Fulfilment): Promise<void> {
  await startSubscription(f.trx, { userId: f.userId, orderId: f.orderId, sessionId: f.session.id, line: f.line, now: f.now });
}
