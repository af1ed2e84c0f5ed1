// Fulfilments of test purchases: a test kit (the kit product, a retest) becomes an unattached
// test_kits row the buyer activates with its code; the expanded PCR panel marks the test it was
// bought for (the lab runs it on the sample it already has), or, bought beside a kit in a cart,
// the kit (its test gets the panel when the kit is activated).
import type { Fulfilment } from '../../common/fulfilment';
import { createTestKit, findKit, newKitCode } from '../tests';
import { KIT_ADD_ON_SLUG } from '../products';
import { findOrderNumber, linkOrderKit, listOrderLines } from './orders-repository';

/** The lab that processes the kits Flora ships. */
export const KIT_LAB = 'microgen';

/** One kit per unit bought, linked to the order (the order answers their codes), with the PCR panel when the order has it. */
export async function fulfilTestKit(f: Fulfilment): Promise<void> {
  const orderNumber = await findOrderNumber(f.trx, f.orderId);
  const pcrPanel = (await listOrderLines(f.trx, f.orderId)).some((l) => l.product_slug === KIT_ADD_ON_SLUG);
  for (let i = 0; i < f.line.quantity; i++) {
    const hash = await newKitCode(f.trx, 'FL');
    await createTestKit(f.trx, { hash, test_order: orderNumber, lab: KIT_LAB, expanded_pcr_ordered_at: pcrPanel ? f.now.toISOString() : null }, f.now);
    const kit = (await findKit(f.trx, hash))!;
    await linkOrderKit(f.trx, f.orderId, kit.id);
  }
}

/** Marks the buyer's test of the session (the first purchase's time stays); beside a kit, fulfilTestKit marks the kit. */
export async function fulfilExpandedPcr(f: Fulfilment): Promise<void> {
  if (f.session.test_id === null) return;
  await f.trx
    .updateTable('user_tests')
    .set({ expanded_pcr_ordered_at: f.now.toISOString(), updated_at: f.now.toISOString() })
    .where('id', '=', f.session.test_id)
    .where('user_id', '=', f.userId)
    .where('expanded_pcr_ordered_at', 'is', null)
    .execute();
}
