// A provider order as the API answers it (the provider's order list, and an order just placed).
import { bool, dollars } from '../../db/values';
import { orderStatus } from './provider-order-status';
import type { OrderWithTest } from './provider-orders-repository';

export const resultsPdfUrl = (hash: string) => `/api/v1/provider/patient-tests/${hash}/results.pdf`;

export function toOrderView(order: OrderWithTest) {
  const status = orderStatus(order);
  return {
    uid: order.uid,
    patient_email: order.patient_email,
    patient_name: order.patient_name,
    ordered_at: order.created_at,
    payer: order.payer,
    add_sti_panel: bool(order.add_sti_panel),
    price: dollars(order.price_cents)!,
    paid_at: order.paid_at,
    status,
    test_hash: order.test_hash,
    results_ready_at: order.test_results_ready_at,
    results_pdf_url: status === 'released' && order.test_hash ? resultsPdfUrl(order.test_hash) : null,
  };
}
