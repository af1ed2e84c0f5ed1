// idfailure@flora.test: a submitted vaginitis consult the clinician could not verify the identity of
// (status ID, ID_FAILURE): /care/ shows the banner 'ID verification failed, click here to reupload',
// and PUT /api/v1/consult-intake/{id}/photo-id/ with a new photo sends the consult back to review.
import type { Kysely } from 'kysely';
import { DAY, MINUTE } from '../../common/clock';
import type { PhotoIdStore } from '../../features/intake';
import { formatOrderNumber } from '../../features/orders/orders-repository';
import type { Database } from '../schema';
import { insertMicrobes } from '../../features/tests/results-repository';
import { MICROBES_BY_CST } from './care-states-seed';
import { DEMO_TEST } from './demo-data';
import { SAMPLE_PHOTO_ID } from './intake-seed';

export const ID_FAILURE_ACCOUNT = 'idfailure@flora.test';
export const ID_FAILURE_CONSULT_UID = 'c0a80001-idfl-4000-8000-000000000005';
export const ID_FAILURE_REASON = 'The photo of your ID was too blurry to read. Please upload a clear photo of the front of your ID.';

export async function seedIdFailure(trx: Kysely<Database>, users: Map<string, number>, now: Date, photoIds?: PhotoIdStore): Promise<void> {
  const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE).toISOString();
  const userId = users.get(ID_FAILURE_ACCOUNT)!;
  const test = await trx
    .insertInto('user_tests')
    .values({
      hash: 'FLIDFAIL01',
      user_id: userId,
      test_order: formatOrderNumber(10_100_190),
      test_type: 'VM',
      lab: DEMO_TEST.lab,
      status: 'ready',
      activated_at: at(17),
      received_at: at(10),
      results_ready_at: at(5),
      valencia_type: 'CST IV-B',
      recommended_program_slug: 'bv-treatment-program',
      recommended_program_bundle_price_cents: 15900,
      eligible_for_care: true,
      eligible_for_a_la_care: true,
      eligible_for_any_care: true,
      eligible_for_ungated_rx: false,
      care_purchased: true,
      health_history_submitted_at: at(17),
      created_at: at(17),
      updated_at: at(5),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMicrobes(trx, test.id, MICROBES_BY_CST['CST IV-B']!);
  const consult = await trx
    .insertInto('consults')
    .values({
      uid: ID_FAILURE_CONSULT_UID,
      user_id: userId,
      test_id: test.id,
      type: 'vaginitis',
      status: 'ID',
      purchase_type: 'a-la-care',
      paid_at: at(4),
      created_at: at(4),
      updated_at: at(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('consult_selected_treatments').values({ consult_id: consult.id, slug: 'ba-14' }).execute();
  await trx
    .insertInto('consult_intakes')
    .values({
      consult_id: consult.id,
      symptoms: JSON.stringify(['odor']),
      symptom_duration: 'under_1_week',
      pregnancy_status: 'not_pregnant',
      breastfeeding: false,
      has_allergies: false,
      allergies: null,
      current_medication_ids: JSON.stringify([]),
      other_medications: null,
      sex_assigned_at_birth: null,
      date_of_birth: '1992-06-21',
      address_line1: '2350 N Clark St',
      address_line2: null,
      city: 'Chicago',
      state: 'IL',
      zip_code: '60614',
      pharmacy_id: null,
      additional_notes: null,
      // The photo the clinician could not read (the sample image; none without a store).
      ...(photoIds
        ? { photo_id_key: await photoIds.put(SAMPLE_PHOTO_ID), photo_id_content_type: 'image/png', photo_id_uploaded_at: at(3, 8) }
        : {}),
      agreed_to_terms_at: at(3, 10),
      consented_to_not_trying_to_conceive_at: at(3, 11),
      submitted_at: at(3, 15),
      created_at: at(3),
      updated_at: at(3, 15),
    })
    .execute();
  await trx
    .insertInto('consult_reviews')
    .values({
      consult_id: consult.id,
      clinician_user_id: users.get('staff@flora.test') ?? null,
      picked_up_at: at(1, -60),
      closed_at: at(1),
      outcome_status: 'ID',
      outcome_reason: ID_FAILURE_REASON,
      updated_at: at(1),
    })
    .execute();
}
