// Demo data of consult care: the af-3 product, the treatment plan calendar of demo@flora.test's
// completed consult, and a submitted ungated-rx consult (noconsent@flora.test) waiting in the
// clinician queue.
import { utcDayOf } from '@flora/shared/domain';
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { replacePlan } from '../../features/treatment-plans/plans-repository';
import type { Database } from '../schema';
import { DEMO_CONSULT } from './demo-data';

/** noconsent@flora.test's ungated-rx consult, submitted (SU): the clinician queue is not empty. */
export const QUEUED_CONSULT = { uid: 'c0a80001-unrx-4000-8000-000000000003', email: 'noconsent@flora.test' } as const;

/** Six weeks: boric acid weeks 1-2, antifungal and soothing cream (as needed) week 1, probiotic weeks 1-5, week 6 the retest. */
export const DEMO_PLAN = {
  last_treatment_week: 6,
  startDaysAgo: 5,
  entries: [
    { slug: 'ba-14', week: 1, as_needed: false },
    { slug: 'ba-14', week: 2, as_needed: false },
    { slug: 'af-1', week: 1, as_needed: false },
    { slug: 'soo-3', week: 1, as_needed: true },
    ...[1, 2, 3, 4, 5].map((week) => ({ slug: 'op-4', week, as_needed: false })),
  ],
} as const;

export async function seedConsults(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

  await trx
    .insertInto('products')
    .values({
      slug: 'af-3',
      name: 'Antifungal (Fluconazole, 3 doses)',
      kind: 'treatment',
      sku: 'AF-3',
      image_url: '/api/static/products/af-3.svg',
      price_cents: 3500,
      discounted_price_cents: null,
      sort_order: 100,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

  const demoConsult = await trx.selectFrom('consults').select('id').where('uid', '=', DEMO_CONSULT.uid).executeTakeFirstOrThrow();
  await replacePlan(
    trx,
    demoConsult.id,
    {
      last_treatment_week: DEMO_PLAN.last_treatment_week,
      treatment_start_date: utcDayOf(new Date(now.getTime() - DEMO_PLAN.startDaysAgo * DAY)),
      entries: [...DEMO_PLAN.entries],
    },
    new Date(at(7)),
  );
  await trx
    .insertInto('consult_reviews')
    .values({ consult_id: demoConsult.id, clinician_user_id: users.get('staff@flora.test') ?? null, picked_up_at: at(8), closed_at: at(7), outcome_status: 'CP', outcome_reason: null, updated_at: at(7) })
    .execute();

  const queued = await trx
    .insertInto('consults')
    .values({
      uid: QUEUED_CONSULT.uid,
      user_id: users.get(QUEUED_CONSULT.email)!,
      test_id: null,
      type: 'ungated-rx',
      status: 'SU',
      purchase_type: 'ungated-rx',
      paid_at: at(3),
      created_at: at(3),
      updated_at: at(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('consult_selected_treatments').values({ consult_id: queued.id, slug: 'af-1' }).execute();
}
