// Demo data of the provider portal: provider@flora.test's verified practice details and three
// orders (one waiting for new@flora.test, with a known link token; one activated by Olivia Ordered;
// one with results released, Rhea Results); pending-provider@flora.test's complete intake waiting
// for verification; and the STI panel add-on in the catalogue when it is not there yet.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { sha256 } from '../../common/crypto';
import { createTestKit } from '../../features/tests/kits-repository';
import { careEligibility, conditionsOf, type Microbe } from '../../features/tests';
import { insertMicrobes } from '../../features/tests/results-repository';
import { priceOf, PROVIDER_KIT_LAB, providerTestOrder, unitPrices } from '../../features/provider';
import { insertUser } from '../../features/user/user-repository';
import type { Database, ProviderOrderPayer } from '../schema';

/** The link of the order waiting for new@flora.test: /provider-test/{token}/. */
export const DEMO_PROVIDER_TEST_TOKEN = 'demo-provider-test-for-new-0001';
/** The link of Olivia's order, already used (410 when accepted again). */
export const USED_PROVIDER_TEST_TOKEN = 'demo-provider-test-used-0002';

/** Patients of provider@flora.test's orders (password flora-demo-2026, like every demo account). */
export const PROVIDER_PATIENTS = [
  { uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0101', email: 'olivia@flora.test', firstName: 'Olivia', lastName: 'Ordered', birthday: '1988-02-14' },
  { uuid: '7f0e5a8e-0d6b-4c52-9a43-3d1f0c6f0102', email: 'rhea@flora.test', firstName: 'Rhea', lastName: 'Results', birthday: '1985-07-30' },
] as const;

export const PROVIDER_PRACTICE = {
  practice_name: 'Mission Women’s Health',
  npi: '1234567893',
  specialty: 'ob-gyn',
  phone_number: '4155550142',
  address_line_1: '2100 Mission St',
  address_line_2: 'Suite 300',
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94110',
  license_state: 'CA',
  license_number: 'A123456',
};

const PENDING_PRACTICE = {
  practice_name: 'Lakeview Family Medicine',
  npi: '1245319599',
  specialty: 'family-medicine',
  phone_number: '3125550177',
  address_line_1: '900 W Diversey Pkwy',
  address_line_2: null,
  city: 'Chicago',
  state: 'IL',
  zip_code: '60614',
  license_state: 'IL',
  license_number: '036-123456',
};

export const RHEA_TEST = { hash: 'FLPDEMO002', valencia_type: 'CST IV-A' } as const;
const RHEA_MICROBES: Microbe[] = [
  { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 31.2 },
  { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 24.5 },
  { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 15.8 },
  { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 11.1 },
  { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 6.3 },
  { name: 'Sneathia sanguinegens', classification: 'disruptive', relative_abundance: 3.9 },
];

export async function seedProvider(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const provider = users.get('provider@flora.test')!;
  const pending = users.get('pending-provider@flora.test')!;

  await trx
    .insertInto('provider_profiles')
    .values([
      { ...PROVIDER_PRACTICE, user_id: provider, verified_at: at(55), verified_by_user_id: users.get('staff@flora.test')!, created_at: at(58), updated_at: at(55) },
      { ...PENDING_PRACTICE, user_id: pending, created_at: at(2), updated_at: at(2) },
    ])
    .execute();

  // Every demo account shares the demo password: reuse its hash (argon2 is slow on purpose).
  const { password_hash } = await trx.selectFrom('users').select('password_hash').where('id', '=', provider).executeTakeFirstOrThrow();
  const patients = new Map<string, number>();
  for (const p of PROVIDER_PATIENTS) {
    const id = await insertUser(trx, { ...p, passwordHash: password_hash, registrationRoute: 'default', researchConsent: true, emailVerified: true }, new Date(at(30)));
    patients.set(p.email, id);
  }

  const prices = await unitPrices(trx);
  const order = async (o: { email: string; name: string; payer: ProviderOrderPayer; sti: boolean; token: string; daysAgo: number; paidDaysAgo?: number; testId?: number }) => {
    const { id } = await trx
      .insertInto('provider_orders')
      .values({
        uid: randomUUID(),
        provider_user_id: provider,
        patient_email: o.email,
        patient_name: o.name,
        payer: o.payer,
        add_sti_panel: o.sti,
        price_cents: priceOf(prices, o.sti),
        token_hash: sha256(o.token),
        paid_at: o.paidDaysAgo == null ? null : at(o.paidDaysAgo),
        patient_user_id: users.get(o.email) ?? patients.get(o.email) ?? null,
        test_id: o.testId ?? null,
        redeemed_at: o.testId ? at(o.daysAgo - 1) : null,
        created_at: at(o.daysAgo),
        updated_at: at(o.daysAgo - 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its kit's order number as a new provider order's kit gets it (provider-test-kit.ts).
    if (o.testId) {
      const testOrder = providerTestOrder(id);
      const { hash } = await trx.updateTable('user_tests').set({ test_order: testOrder }).where('id', '=', o.testId).returning('hash').executeTakeFirstOrThrow();
      await trx.updateTable('test_kits').set({ test_order: testOrder }).where('hash', '=', hash).execute();
    }
  };
  const test = async (email: string, hash: string, daysAgo: number, extra: Partial<Insertable<Database['user_tests']>> = {}) => {
    const userId = patients.get(email)!;
    await createTestKit(trx, { hash, test_order: null, lab: PROVIDER_KIT_LAB }, new Date(at(daysAgo)));
    const row = await trx
      .insertInto('user_tests')
      .values({
        hash,
        user_id: userId,
        test_type: 'VM',
        lab: PROVIDER_KIT_LAB,
        status: 'activated',
        activated_at: at(daysAgo),
        provider_id: provider,
        ordered_by_provider: true,
        // As an issued kit is (provider-test-kit.ts).
        provider_release: true,
        created_at: at(daysAgo),
        updated_at: at(daysAgo),
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('lab_order_intakes').values({ test_id: row.id, user_id: userId, created_at: at(daysAgo), updated_at: at(daysAgo) }).execute();
    return row.id;
  };

  // Waiting for new@flora.test (who pays on accepting).
  await order({ email: 'new@flora.test', name: 'Nora New', payer: 'patient', sti: false, token: DEMO_PROVIDER_TEST_TOKEN, daysAgo: 1 });
  // Olivia accepted a provider-paid order with the STI panel, consented and took the sample.
  const olivia = await test('olivia@flora.test', 'FLPDEMO001', 5, { consented_at: at(4), sample_taken_at: at(4), sample_ph: 4.4 });
  await order({ email: 'olivia@flora.test', name: 'Olivia Ordered', payer: 'provider', sti: true, token: USED_PROVIDER_TEST_TOKEN, daysAgo: 6, paidDaysAgo: 6, testId: olivia });
  // Rhea's results are ready (CST IV-A, BV) and, released to the provider who ordered the test, visible to it.
  const rhea = await test('rhea@flora.test', RHEA_TEST.hash, 30, {
    ...careEligibility(conditionsOf(RHEA_TEST.valencia_type, RHEA_MICROBES)),
    valencia_type: RHEA_TEST.valencia_type,
    status: 'ready',
    consented_at: at(29),
    sample_taken_at: at(29),
    sample_ph: 5.0,
    received_at: at(24),
    results_ready_at: at(12),
    eligible_for_any_care: true,
    health_history_submitted_at: at(29),
    health_history_answers: JSON.stringify({ symptoms: ['odor'] }),
    updated_at: at(12),
  });
  await insertMicrobes(trx, rhea, RHEA_MICROBES);
  await order({ email: 'rhea@flora.test', name: 'Rhea Results', payer: 'patient', sti: false, token: `demo-provider-test-used-${randomUUID()}`, daysAgo: 32, paidDaysAgo: 31, testId: rhea });
}
