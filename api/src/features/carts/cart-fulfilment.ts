// When the order of a cart's checkout is processed, the cart is done: it becomes 'ordered' (read-only)
// and the user's next POST /api/v1/cart/ starts a new one. Runs for checkout kind 'cart'.
import type { OrderFulfilment } from '../../common/fulfilment';
import { markCartOrdered } from './carts-repository';

/** Runs once per order of a cart's checkout (an order fulfilment). */
export const fulfilCart: OrderFulfilment = async (f) => {
  await markCartOrdered(f.trx, f.session.id, f.now);
};
