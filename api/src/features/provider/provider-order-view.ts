// A provider order as the API answers it (the provider's order list, and an order just placed).
import { bool, dollars } from '../../db/values';
import { ORDER_STATUSES, orderStatus } from './provider-order-status';
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

export const orderSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string', description: 'The order id.' },
    patient_email: { type: 'string' },
    patient_name: { type: ['string', 'null'], description: 'The name the provider gave when ordering; null when none was given.' },
    ordered_at: { type: 'string' },
    payer: { type: 'string', enum: ['patient', 'provider'] },
    add_sti_panel: { type: 'boolean', description: 'With the STI-only PCR panel (sti-panel-add-on).' },
    price: { type: 'number', description: 'Dollars: the catalogue price when ordered (the test, plus the STI-only PCR panel when added).' },
    paid_at: { type: ['string', 'null'] },
    status: {
      type: 'string',
      enum: [...ORDER_STATUSES],
      description:
        'awaiting_payment (the provider pays and has not yet), awaiting_patient (the patient has not accepted the link yet, or accepted but not paid), kit_sent (a kit was issued; the patient has not consented yet), activated, received (by the lab), results_ready (ready but not visible to this provider), released (ready and readable: results_pdf_url).',
    },
    test_hash: { type: ['string', 'null'], description: "The kit's code (the test hash) once issued." },
    results_ready_at: { type: ['string', 'null'] },
    results_pdf_url: { type: ['string', 'null'], description: 'The results PDF (with the bearer token) once released.' },
  },
  required: ['uid', 'patient_email', 'patient_name', 'ordered_at', 'payer', 'add_sti_panel', 'price', 'paid_at', 'status', 'test_hash', 'results_ready_at', 'results_pdf_url'],
} as const;
