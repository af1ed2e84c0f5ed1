// Where a provider order stands (SPEC §2.8 "Provider Orders"; the statuses are the team's
// decision), derived from the order and its test, so it never goes stale:
// awaiting_payment  the provider pays and has not paid yet (the patient cannot redeem it yet);
// awaiting_patient  the patient has not accepted it yet (or accepted it but not paid, when they pay);
// kit_sent          a kit was issued to the patient, who has not started its activation (no consent yet);
// activated         the patient activated the kit (consented); the sample is on its way;
// received          the lab has the sample;
// results_ready     the lab has results, but they are not visible to this provider (the patient
//                   withdrew her release, or the test is no longer linked to it);
// released          the results are ready and the provider may read and download them.
import { providerMaySeeResults } from '../tests';
import type { OrderWithTest } from './provider-orders-repository';

export const ORDER_STATUSES = ['awaiting_payment', 'awaiting_patient', 'kit_sent', 'activated', 'received', 'results_ready', 'released'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatus(order: OrderWithTest): OrderStatus {
  if (order.payer === 'provider' && order.paid_at == null) return 'awaiting_payment';
  if (order.test_id == null || order.test_status == null) return 'awaiting_patient';
  if (order.test_status === 'ready') {
    const link = { provider_id: order.test_provider_id, provider_release: order.test_provider_release ?? false };
    return providerMaySeeResults(link, order.provider_user_id) ? 'released' : 'results_ready';
  }
  if (order.test_status === 'received') return 'received';
  return order.test_consented_at == null ? 'kit_sent' : 'activated';
}
