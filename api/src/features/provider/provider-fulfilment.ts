// Fulfilling a paid provider order (the fulfilment contract, common/fulfilment.ts): runs for the lines of a
// checkout session of kind 'provider-order'. It marks the order paid; when the patient paid, it
// also issues the patient's kit (when the provider paid, the kit is issued as the patient redeems
// the link). Called once per line of the order: only the first call changes anything.
import type { Fulfilment } from '../../common/fulfilment';
import { findOrderBySession, updateOrder } from './provider-orders-repository';
import { issueProviderTest } from './provider-test-kit';

export async function fulfilProviderOrder(f: Fulfilment): Promise<void> {
  const order = await findOrderBySession(f.trx, f.session.id);
  if (!order || order.paid_at) return;
  if (!(await updateOrder(f.trx, order.id, { paid_at: f.now.toISOString() }, f.now, ['paid_at']))) return;
  if (order.payer !== 'patient' || order.test_id != null) return;
  const patientId = order.patient_user_id ?? f.userId;
  const test = await issueProviderTest(f.trx, order, patientId, f.now);
  await updateOrder(f.trx, order.id, { test_id: test.id, patient_user_id: patientId }, f.now);
}
