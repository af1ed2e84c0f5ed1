// Demo consumers for every care eligibility state of SPEC §4 (shared/src/domain/care-eligibility.ts
// computes it from the current and latest ready tests, the consults and user-config). demo@flora.test
// (consult-completed) and new@flora.test (new-customer) come from the main seed; each account here
// has exactly the tests and consults that put it in its state.
import type { Insertable, Kysely } from 'kysely';
import type { CareEligibilityState } from '@flora/shared/domain';
import { DAY } from '../../common/clock';
import { formatOrderNumber } from '../../features/orders/orders-repository';
import type { Microbe, PcrFindingInput } from '../../features/tests';
import { insertMicrobes, insertPcrFindings } from '../../features/tests/results-repository';
import type { Database } from '../schema';
import { DEMO_TEST } from './demo-data';
import { FLDEMO0001_MICROBES, FLDEMO0002_MICROBES } from './tests-seed';

/** Every demo consumer and the state the front end shows them, in SPEC §4's priority order. */
export const CARE_STATE_ACCOUNTS: Record<string, CareEligibilityState> = {
  'returning@flora.test': 'returning-canadian',
  'inprogress@flora.test': 'consult-in-progress',
  'demo@flora.test': 'consult-completed',
  'upsell@flora.test': 'health-history-upsell',
  'postpurchase@flora.test': 'post-purchase',
  'prepurchase@flora.test': 'pre-purchase',
  'lapsed@flora.test': 'program-lapsed',
  'ineligible@flora.test': 'care-ineligible',
  'new@flora.test': 'new-customer',
};

/**
 * What the lab found with the expanded PCR panel of a ready test that had it: chlamydia detected, the
 * rest not (so the results page offers STI treatment for a finding, not for the panel alone).
 */
export const SEEDED_PCR_FINDINGS: PcrFindingInput[] = [
  { target: 'chlamydia', detected: true },
  { target: 'gonorrhea', detected: false },
  { target: 'trichomonas', detected: false },
  { target: 'mycoplasma_genitalium', detected: false },
];

/** The care lab (shared CARE_LAB; the API cannot import values from shared at run time). */
const CARE_LAB = DEMO_TEST.lab;
/** A VM test from a lab other than the care lab (a Canadian one). */
const RETURNING_LAB = 'lifelabs';

type Dated = 'activated_at' | 'received_at' | 'results_ready_at' | 'health_history_submitted_at' | 'created_at' | 'updated_at';
type TestSeed = Omit<Insertable<Database['user_tests']>, Dated | 'user_id' | 'test_type' | 'status'> & {
  email: string;
  /** Days before seeding that the kit was activated; the other dates follow from it. */
  activatedDaysAgo: number;
  ready: boolean;
  /** The health history was submitted (on activation). */
  historySubmitted?: boolean;
  /** The expanded PCR (STI) panel was bought with the kit (what offers STI treatment on the results). */
  pcrPanel?: boolean;
};

/**
 * The microbes a lab reports behind each community state type these accounts have: a ready result
 * always has them (My Results and Compare read their shares from them). CST IV-B: BV-associated
 * anaerobes lead (as demo@'s FLDEMO0001); CST I-A: Lactobacillus crispatus dominates (as FLDEMO0002);
 * CST I-B: crispatus leads with less of the sample, L. iners next.
 */
export const MICROBES_BY_CST: Record<string, Microbe[]> = {
  'CST IV-B': FLDEMO0001_MICROBES,
  'CST I-A': FLDEMO0002_MICROBES,
  'CST I-B': [
    { name: 'Lactobacillus crispatus', classification: 'protective', relative_abundance: 64.5 },
    { name: 'Lactobacillus iners', classification: 'variable', relative_abundance: 21.7 },
    { name: 'Lactobacillus jensenii', classification: 'protective', relative_abundance: 6.1 },
    { name: 'Gardnerella vaginalis', classification: 'disruptive', relative_abundance: 3.4 },
    { name: 'Streptococcus agalactiae', classification: 'variable', relative_abundance: 2.3 },
    { name: 'Prevotella bivia', classification: 'disruptive', relative_abundance: 1.2 },
  ],
};

const readyResults = { valencia_type: 'CST IV-B', recommended_program_slug: 'bv-treatment-program', recommended_program_bundle_price_cents: 15900 };
const eligible = { eligible_for_care: true, eligible_for_a_la_care: true, eligible_for_any_care: true };

const TESTS: TestSeed[] = [
  // returning-canadian: the current test is a VM test processed by another lab.
  { email: 'returning@flora.test', hash: 'FLRETURN01', test_order: formatOrderNumber(10_100_101), lab: RETURNING_LAB, activatedDaysAgo: 20, ready: true, valencia_type: 'CST I-A' },
  // consult-in-progress: results ready, care bought, the consult submitted and with a clinician.
  { email: 'inprogress@flora.test', hash: 'FLINPROG01', test_order: formatOrderNumber(10_100_102), lab: CARE_LAB, activatedDaysAgo: 18, ready: true, ...readyResults, ...eligible, care_purchased: true, historySubmitted: true },
  // health-history-upsell: an older ready test, and a new kit activated whose health history is
  // not yet submitted; eligible for ungated Rx treatments.
  { email: 'upsell@flora.test', hash: 'FLUPSELL01', test_order: formatOrderNumber(10_100_103), lab: CARE_LAB, activatedDaysAgo: 120, ready: true, ...readyResults, eligible_for_any_care: true, eligible_for_ungated_rx: true, historySubmitted: true, health_history_answers: JSON.stringify({ symptoms: ['odor', 'itching'] }) },
  { email: 'upsell@flora.test', hash: 'FLUPSELL02', test_order: formatOrderNumber(10_100_104), lab: CARE_LAB, activatedDaysAgo: 3, ready: false, eligible_for_ungated_rx: true },
  // post-purchase: eligible, care bought, the consult ordered but its intake not started.
  { email: 'postpurchase@flora.test', hash: 'FLPOSTP001', test_order: formatOrderNumber(10_100_105), lab: CARE_LAB, activatedDaysAgo: 16, ready: true, ...readyResults, ...eligible, care_purchased: true, historySubmitted: true },
  // pre-purchase: results a few days old, eligible for care, nothing bought yet (but the expanded
  // PCR panel, bought with the kit: her results also offer STI treatment).
  { email: 'prepurchase@flora.test', hash: 'FLPREP0001', test_order: formatOrderNumber(10_100_106), lab: CARE_LAB, activatedDaysAgo: 14, ready: true, ...readyResults, ...eligible, historySubmitted: true, pcrPanel: true },
  // program-lapsed: the 21-day care window after the results has passed; other care is still open.
  { email: 'lapsed@flora.test', hash: 'FLLAPSE001', test_order: formatOrderNumber(10_100_107), lab: CARE_LAB, activatedDaysAgo: 70, ready: true, ...readyResults, eligible_for_care_reason: 'More than 21 days have passed since your results.', eligible_for_any_care: true, eligible_for_ungated_rx: true, historySubmitted: true },
  { email: 'lapsed-shopper@flora.test', hash: 'FLLAPSE002', test_order: formatOrderNumber(10_100_109), lab: CARE_LAB, activatedDaysAgo: 70, ready: true, ...readyResults, eligible_for_care_reason: 'More than 21 days have passed since your results.', eligible_for_any_care: true, eligible_for_ungated_rx: true, historySubmitted: true },
  // care-ineligible: results ready, no care offered.
  { email: 'ineligible@flora.test', hash: 'FLINELIG01', test_order: formatOrderNumber(10_100_108), lab: CARE_LAB, activatedDaysAgo: 15, ready: true, valencia_type: 'CST I-B', eligible_for_care_reason: 'Your results do not show a condition our clinicians treat.', historySubmitted: true },
];

/** Consults (vaginitis, a-la-care, paid) on the users' ready tests. */
const CONSULTS = [
  { email: 'inprogress@flora.test', testHash: 'FLINPROG01', uid: 'c0a80001-prog-4000-8000-000000000003', status: 'SU', selected: ['ba-14', 'soo-3'] },
  { email: 'postpurchase@flora.test', testHash: 'FLPOSTP001', uid: 'c0a80001-post-4000-8000-000000000004', status: 'OR', selected: [] },
];

export async function seedCareStates(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const testIds = new Map<string, number>();
  for (const { email, activatedDaysAgo: d, ready, historySubmitted, pcrPanel, ...test } of TESTS) {
    const row = await trx
      .insertInto('user_tests')
      .values({
        ...test,
        user_id: users.get(email)!,
        test_type: 'VM',
        status: ready ? 'ready' : 'activated',
        activated_at: at(d),
        received_at: ready ? at(d - 7) : null,
        results_ready_at: ready ? at(d - 12) : null,
        health_history_submitted_at: historySubmitted ? at(d) : null,
        expanded_pcr_ordered_at: pcrPanel ? at(d) : null,
        created_at: at(d),
        updated_at: at(ready ? d - 12 : d),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    testIds.set(test.hash, row.id);
    if (ready) await insertMicrobes(trx, row.id, MICROBES_BY_CST[test.valencia_type!]!);
    if (ready && pcrPanel) await insertPcrFindings(trx, row.id, SEEDED_PCR_FINDINGS, new Date(at(d - 12)));
  }
  for (const c of CONSULTS) {
    const consult = await trx
      .insertInto('consults')
      .values({
        uid: c.uid,
        user_id: users.get(c.email)!,
        test_id: testIds.get(c.testHash)!,
        type: 'vaginitis',
        status: c.status,
        purchase_type: 'a-la-care',
        paid_at: at(2),
        created_at: at(2),
        updated_at: at(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.selected.length) {
      await trx.insertInto('consult_selected_treatments').values(c.selected.map((slug) => ({ consult_id: consult.id, slug }))).execute();
    }
  }
}
