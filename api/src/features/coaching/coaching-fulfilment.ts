// Fulfilling the coaching-call product of a processed order: she may now book that many paid calls
// (credits). Registered by product slug in app.ts (FULFILMENTS). Processing again adds nothing (one
// credit row per order).
import type { Fulfilment } from '../../common/fulfilment';
import { insertCredits } from './coaching-repository';

export async function fulfilCoachingCall(f: Fulfilment): Promise<void> {
  await insertCredits(f.trx, { user_id: f.userId, order_id: f.orderId, calls: f.line.quantity, created_at: f.now.toISOString() });
}
