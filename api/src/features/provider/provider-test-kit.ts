// Issuing the kit of a redeemed (and paid) provider order: a new kit (its code is the test hash),
// attached at once to the patient as a test in status activated, linked to the ordering provider
// (ordered_by_provider) and released to it (provider_release: accepting the order shares the
// results, as its email and page say; she may withdraw that: provider-visibility.ts), with the empty
// lab-order intake every attached kit gets. The order shows "kit sent" until the patient consents.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createEmptyIntake } from '../lab-intake';
import { createTestKit, newKitCode } from '../tests';
import type { ProviderOrderRow } from './provider-orders-repository';

/** The lab that processes provider-ordered kits (the demo lab). */
export const PROVIDER_KIT_LAB = 'microgen';

/** A provider-ordered kit's order number: P and the provider order's id (the seed uses it too). */
export const providerTestOrder = (providerOrderId: number): string => `P${String(providerOrderId).padStart(6, '0')}`;

export async function issueProviderTest(trx: Kysely<Database>, order: ProviderOrderRow, patientId: number, now: Date): Promise<{ id: number; hash: string }> {
  const hash = await newKitCode(trx, 'FLP');
  const testOrder = providerTestOrder(order.id);
  await createTestKit(trx, { hash, test_order: testOrder, lab: PROVIDER_KIT_LAB }, now);
  const at = now.toISOString();
  const test = await trx
    .insertInto('user_tests')
    .values({
      hash,
      user_id: patientId,
      test_order: testOrder,
      test_type: 'VM',
      lab: PROVIDER_KIT_LAB,
      status: 'activated',
      activated_at: at,
      provider_id: order.provider_user_id,
      ordered_by_provider: true,
      provider_release: true,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createEmptyIntake(trx, test.id, patientId, now);
  return { id: test.id, hash };
}
