// rx@flora.test: a paid ungated prescription whose intake is not started (an ungated-rx consult,
// ordered: OR), bought with order FL-10100192 (processed; seeded with the other orders in
// orders-seed.ts), so her test is care_purchased, as a real purchase makes it. Her test's submitted health history reports odor and
// itching (eligible for ungated Rx); the lab has not received the sample. `/` sends her to
// /treatments/intake/, which opens the ungated Rx intake (issue 14).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { formatOrderNumber } from '../../features/orders/orders-repository';
import type { Database } from '../schema';
import { DEMO_TEST } from './demo-data';

export const UNGATED_RX_ACCOUNT = 'rx@flora.test';
export const UNGATED_RX_CONSULT_UID = 'c0a80001-ungx-4000-8000-000000000006';

export async function seedUngatedRx(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const userId = users.get(UNGATED_RX_ACCOUNT)!;
  const test = await trx
    .insertInto('user_tests')
    .values({
      hash: 'FLUNGRX001',
      user_id: userId,
      test_order: formatOrderNumber(10_100_191),
      test_type: 'VM',
      lab: DEMO_TEST.lab,
      status: 'activated',
      activated_at: at(3),
      consented_at: at(3),
      sample_taken_at: at(3),
      sample_ph: 5.0,
      health_history_answers: JSON.stringify({ symptoms: ['odor', 'itching'], symptom_duration: 'under_week' }),
      health_history_submitted_at: at(3),
      questionnaire_version: 1,
      eligible_for_ungated_rx: true,
      eligible_for_any_care: true,
      care_purchased: true,
      created_at: at(3),
      updated_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const consult = await trx
    .insertInto('consults')
    .values({
      uid: UNGATED_RX_CONSULT_UID,
      user_id: userId,
      test_id: test.id,
      type: 'ungated-rx',
      status: 'OR',
      purchase_type: 'ungated-rx',
      paid_at: at(1),
      created_at: at(1),
      updated_at: at(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('consult_selected_treatments')
    .values(['ba-14', 'af-1'].map((slug) => ({ consult_id: consult.id, slug })))
    .execute();
}

