// When an order is processed, each paid subscription line starts its subscription (a membership
// also makes the buyer a member). Runs for every line whatever the checkout kind (in practice kind
// 'cart'; products with selling plans: op-4, the memberships); lines without is_subscription are ignored.
import type { Kysely } from 'kysely';
import type { CheckoutKind, Database } from '../../db/schema';
import type { CheckoutLine } from '../checkout/checkout-sessions';
import { startSubscription } from './subscriptions-service';

/** The fulfilment contract of the orders module (declared here until it is on this branch). */
export interface Fulfilment {
  trx: Kysely<Database>;
  now: Date;
  userId: number;
  orderId: number;
  session: { id: string; kind: CheckoutKind; consult_id: number | null; test_id: number | null };
  line: CheckoutLine;
}

/** Idempotent per order line: the same line again starts nothing new. */
export async function fulfilSubscription(f: Fulfilment): Promise<void> {
  await startSubscription(f.trx, { userId: f.userId, orderId: f.orderId, sessionId: f.session.id, line: f.line, now: f.now });
}
