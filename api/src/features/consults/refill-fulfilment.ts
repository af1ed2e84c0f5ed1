// Fulfilling a refill order (checkout kind refill): each line uses up one refill of the consult's
// prescription of that product per unit; an over-the-counter product has no count to use up.
import type { Fulfilment } from '../../common/fulfilment';
import { bool } from '../../db/values';

export async function fulfilRefill(f: Fulfilment): Promise<void> {
  if (f.session.consult_id === null) return;
  const prescription = await f.trx
    .selectFrom('consult_prescriptions')
    .select(['id', 'refills_remaining', 'is_otc_product'])
    .where('consult_id', '=', f.session.consult_id)
    .where('product_slug', '=', f.line.slug)
    .executeTakeFirst();
  if (!prescription || bool(prescription.is_otc_product)) return;
  // Two refill orders paid for the last refill: the second is still shipped; the count stops at 0.
  const left = Math.max(0, Number(prescription.refills_remaining) - f.line.quantity);
  await f.trx.updateTable('consult_prescriptions').set({ refills_remaining: left }).where('id', '=', prescription.id).execute();
}
