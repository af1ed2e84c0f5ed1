// When the order of a cart's checkout is processed, the cart is done: it becomes 'ordered' (read-only)
// and the user's next POST /api/v1/cart/ starts a new one. Runs for checkout kind 'cart'.
import type { Kysely } from 'kysely';
import type { CheckoutKind, Database } from '../../db/schema';
import type { CheckoutLine } from '../checkout/checkout-sessions';
import { markCartOrdered } from './carts-repository';

/** The fulfilment contract of the orders module (declared here until it is on this branch). */
export interface Fulfilment {
  trx: Kysely<Database>;
  now: Date;
  userId: number;
  orderId: number;
  session: { id: string; kind: CheckoutKind; consult_id: number | null; test_id: number | null };
  line: CheckoutLine;
}

/** Idempotent: called once per line of the order, only the first call changes the cart. */
export async function fulfilCart(f: Fulfilment): Promise<void> {
  if (f.session.kind !== 'cart') return;
  await markCartOrdered(f.trx, f.session.id, f.now);
}
