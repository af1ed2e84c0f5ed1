// Staff queries on consults of any user (the clinician back office) and on the clinician's review.
import type { Kysely, Selectable } from 'kysely';
import type { ConsultReviewsTable, Database } from '../../db/schema';
import type { NewPrescription } from './clinician-schemas';

export type ReviewRow = Selectable<ConsultReviewsTable>;

export interface QueueRow {
  uid: string;
  type: string;
  status: string;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  test_hash: string | null;
  clinician_user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Consults in one status, the longest waiting (least recently changed) first. */
export async function listConsultsInStatus(db: Kysely<Database>, status: string): Promise<QueueRow[]> {
  return db
    .selectFrom('consults as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('user_tests as t', 't.id', 'c.test_id')
    .leftJoin('consult_reviews as r', 'r.consult_id', 'c.id')
    .select([
      'c.uid',
      'c.type',
      'c.status',
      'c.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      't.hash as test_hash',
      'r.clinician_user_id',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.status', '=', status)
    .orderBy('c.updated_at')
    .orderBy('c.id')
    .execute();
}

export async function findPatient(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function findTestHash(db: Kysely<Database>, testId: number | null): Promise<string | null> {
  if (testId === null) return null;
  return (await db.selectFrom('user_tests').select('hash').where('id', '=', testId).executeTakeFirst())?.hash ?? null;
}

export async function findReview(db: Kysely<Database>, consultId: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('consult_reviews').selectAll().where('consult_id', '=', consultId).executeTakeFirst();
}

export async function saveReview(
  db: Kysely<Database>,
  consultId: number,
  change: Partial<Omit<ReviewRow, 'consult_id' | 'updated_at'>>,
  now: Date,
): Promise<void> {
  const updated_at = now.toISOString();
  await db
    .insertInto('consult_reviews')
    .values({ consult_id: consultId, ...change, updated_at })
    .onConflict((oc) => oc.column('consult_id').doUpdateSet({ ...change, updated_at }))
    .execute();
}

/** Replaces every prescription of a consult (call in a transaction). */
export async function replacePrescriptions(trx: Kysely<Database>, consultId: number, list: NewPrescription[], now: Date): Promise<void> {
  await trx.deleteFrom('consult_prescriptions').where('consult_id', '=', consultId).execute();
  await trx
    .insertInto('consult_prescriptions')
    .values(
      list.map((p) => ({
        consult_id: consultId,
        product_slug: p.product_slug,
        is_refillable_product: p.refills > 0,
        refills_remaining: p.refills,
        is_otc_product: p.is_otc_product,
        is_disabled_for_refill: p.is_disabled_for_refill,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}
