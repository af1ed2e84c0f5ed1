// Demo data of tests, results and the lab: unattached kits FLKIT00001-FLKIT00010; the microbes
// of demo@flora.test's FLDEMO0001 (CST IV-B, BV); an earlier ready test FLDEMO0002 (CST I-A,
// Lactobacillus crispatus dominant) so two results can be compared, linked to provider@flora.test
// with the results released; lab-order intakes with a demo address for both.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { createTestKit } from '../../features/tests/kits-repository';
import { careEligibility, conditionsOf, type Microbe } from '../../features/tests';
import { insertMicrobes } from '../../features/tests/results-repository';
import { formatOrderNumber } from '../../features/orders/orders-repository';
import type { Database } from '../schema';
import { DEMO_TEST } from './demo-data';
import { DEMO_CURRENT_HEALTH_HISTORY, DEMO_HEALTH_HISTORY, DEMO_HEALTH_HISTORY_VERSION } from './health-history-seed';

export const DEMO_KITS = Array.from({ length: 10 }, (_, i) => `FLKIT${String(i + 1).padStart(5, '0')}`);

/** The shop's STI + expanded PCR panel; providers add the narrower sti-panel-add-on instead (provider-catalogue.ts). */
export const PCR_ADD_ON_PRODUCT = {
  slug: 'vpcr-add-on',
  name: 'Expanded PCR Panel (add-on)',
  kind: 'add-on',
  sku: 'VPCR-ADD-ON',
  price_cents: 9900,
  discounted_price_cents: null,
} as const;

export const FLDEMO0001_MICROBES: Microbe[] = [
  { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 38.4 },
  { name: 'Fannyhessea vaginae', classification: 'disruptive', relative_abundance: 17.9 },
  { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 14.2 },
  { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 9.6 },
  { name: 'Megasphaera lornae', classification: 'disruptive', relative_abundance: 6.8 },
  { name: 'Candidatus Lachnocurva vaginae', classification: 'disruptive', relative_abundance: 5.3 },
  { name: 'Sneathia amnii', classification: 'disruptive', relative_abundance: 4.1 },
  { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 2.0 },
];

export const FLDEMO0002 = { hash: 'FLDEMO0002', test_order: formatOrderNumber(10_100_002), lab: 'microgen', valencia_type: 'CST I-A' } as const;

export const FLDEMO0002_MICROBES: Microbe[] = [
  { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 88.6 },
  { name: 'Lactobacillus jensenii', classification: 'protective', relative_abundance: 5.2 },
  { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 3.1 },
  { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 1.4 },
  { name: 'Bifidobacterium breve', classification: 'variable', relative_abundance: 0.9 },
  { name: 'Streptococcus agalactiae', classification: 'variable', relative_abundance: 0.4 },
];

const DEMO_ADDRESS = {
  first_name: 'Dana',
  last_name: 'Demo',
  address_line_1: '500 Valencia St',
  address_line_2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94110',
  phone_number: '4155550100',
};

export async function seedTests(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const demo = users.get('demo@flora.test')!;
  const provider = users.get('provider@flora.test')!;

  await trx
    .insertInto('products')
    .values({ ...PCR_ADD_ON_PRODUCT, image_url: `/api/static/products/${PCR_ADD_ON_PRODUCT.slug}.svg`, sort_order: 100 })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

  for (const [i, hash] of DEMO_KITS.entries()) {
    await createTestKit(trx, { hash, test_order: formatOrderNumber(20_000_001 + i), lab: 'microgen' }, new Date(now.getTime() - 14 * DAY));
  }
  for (const kit of [DEMO_TEST, FLDEMO0002]) {
    await createTestKit(trx, { hash: kit.hash, test_order: kit.test_order, lab: kit.lab }, new Date(now.getTime() - 60 * DAY));
  }

  // FLDEMO0001 keeps every field it had; the activation steps and microbes fill in what 0004 added.
  const first = await trx
    .updateTable('user_tests')
    .set({
      consented_at: at(30),
      sample_taken_at: at(29),
      sample_ph: 5.2,
      health_history_answers: JSON.stringify({ ...DEMO_CURRENT_HEALTH_HISTORY, last_period_start: at(38).slice(0, 10) }),
      questionnaire_version: DEMO_HEALTH_HISTORY_VERSION,
    })
    .where('hash', '=', DEMO_TEST.hash)
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMicrobes(trx, first.id, FLDEMO0001_MICROBES);

  // FLDEMO0002 came first (45 days ago, optimal), so FLDEMO0001 stays the current, latest ready test.
  const second = await trx
    .insertInto('user_tests')
    .values({
      ...FLDEMO0002,
      ...careEligibility(conditionsOf(FLDEMO0002.valencia_type, FLDEMO0002_MICROBES)),
      user_id: demo,
      test_type: 'VM',
      status: 'ready',
      activated_at: at(55),
      consented_at: at(55),
      sample_taken_at: at(54),
      sample_ph: 4.0,
      received_at: at(50),
      results_ready_at: at(45),
      eligible_for_any_care: false,
      health_history_submitted_at: at(54),
      health_history_answers: JSON.stringify({ ...DEMO_HEALTH_HISTORY, last_period_start: at(63).slice(0, 10) }),
      questionnaire_version: DEMO_HEALTH_HISTORY_VERSION,
      provider_id: provider,
      ordered_by_provider: false,
      provider_release: true,
      created_at: at(55),
      updated_at: at(45),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMicrobes(trx, second.id, FLDEMO0002_MICROBES);

  await trx
    .insertInto('lab_order_intakes')
    .values([first.id, second.id].map((test_id) => ({ ...DEMO_ADDRESS, test_id, user_id: demo, created_at: at(55), updated_at: at(55) })))
    .execute();
}
