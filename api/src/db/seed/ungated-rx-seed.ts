// rx@flora.test: a paid ungated prescription whose intake is not started (an ungated-rx consult,
// ordered: OR), bought with order FL-10100192 (processed, in her My Account orders; it marks her test
// care_purchased, as a real purchase does). Her test's submitted health history reports odor and
// itching (eligible for ungated Rx); the lab has not received the sample. `/` sends her to
// /treatments/intake/, which opens the ungated Rx intake (issue 14).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { formatOrderNumber, insertOrder } from '../../features/orders/orders-repository';
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

/** The order that paid her consult (after the catalogue is seeded: its lines are priced from it). */
export async function seedUngatedRxOrder(trx: Kysely<Database>, users: Map<string, number>, now: Date): Promise<void> {
  const at = new Date(now.getTime() - DAY).toISOString();
  const consult = await trx.selectFrom('consults').select('id').where('uid', '=', UNGATED_RX_CONSULT_UID).executeTakeFirstOrThrow();
  const products = await trx.selectFrom('products').selectAll().where('slug', 'in', ['ba-14', 'af-1']).orderBy('slug').execute();
  const lines = products.map((p) => ({
    product_slug: p.slug,
    name: p.name,
    product_kind: p.kind,
    quantity: 1,
    unit_price_cents: p.discounted_price_cents ?? p.price_cents,
    is_subscription: false,
    selling_plan_id: null,
    fulfilment: null,
  }));
  const total = lines.reduce((sum, l) => sum + l.unit_price_cents, 0);
  await insertOrder(
    trx,
    {
      order_number: formatOrderNumber(10_100_192),
      user_id: users.get(UNGATED_RX_ACCOUNT)!,
      order_email: UNGATED_RX_ACCOUNT,
      checkout_id: 'seed-checkout-ungated-rx-0192',
      checkout_token: 'seed-token-ungated-rx-0192',
      checkout_kind: 'cart',
      consult_id: consult.id,
      consult_type: 'ungated-rx',
      test_id: null,
      subtotal_cents: total,
      discount_code: null,
      discount_cents: 0,
      shipping_cents: 0,
      total_cents: total,
      delivery_method: 'standard',
      status: 'processed',
      created_at: at,
      processed_at: at,
      updated_at: at,
    },
    lines,
  );
}
