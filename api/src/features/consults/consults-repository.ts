// Queries on a user's consults and their parts. Every list is scoped by the owner's user id.
import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../../common/http-errors';
import { canTransition, type ConsultStatus, transitionRefusal } from './consult-status';
import type { ConsultPrescriptionsTable, ConsultsTable, Database } from '../../db/schema';

export type ConsultRow = Selectable<ConsultsTable>;
export type PrescriptionRow = Selectable<ConsultPrescriptionsTable>;

export interface ConsultParts {
  selectedTreatments: Map<number, string[]>;
  prescriptions: Map<number, PrescriptionRow[]>;
  threads: Map<number, number>;
}

export async function listConsultsOfUser(db: Kysely<Database>, userId: number): Promise<ConsultRow[]> {
  return db
    .selectFrom('consults')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One consult of the user by uid (undefined for another user's: callers answer 404). */
export async function findConsultOfUser(db: Kysely<Database>, userId: number, uid: string): Promise<ConsultRow | undefined> {
  return db.selectFrom('consults').selectAll().where('user_id', '=', userId).where('uid', '=', uid).executeTakeFirst();
}

/** Any user's consult by uid: for staff (the clinician back office) only. */
export async function findConsultByUid(db: Kysely<Database>, uid: string): Promise<ConsultRow | undefined> {
  return db.selectFrom('consults').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** The user's consults of one type (optionally of one test), latest first. */
export async function listConsultsOfType(
  db: Kysely<Database>,
  userId: number,
  type: string,
  testId?: number,
): Promise<ConsultRow[]> {
  let q = db.selectFrom('consults').selectAll().where('user_id', '=', userId).where('type', '=', type);
  if (testId !== undefined) q = q.where('test_id', '=', testId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The consult a checkout session of the user paid (or is paying) for: both secrets must match. */
export async function findConsultByCheckout(
  db: Kysely<Database>,
  userId: number,
  checkoutId: string,
  checkoutToken: string,
): Promise<ConsultRow | undefined> {
  return db
    .selectFrom('checkout_sessions as s')
    .innerJoin('consults as c', 'c.id', 's.consult_id')
    .selectAll('c')
    .where('s.id', '=', checkoutId)
    .where('s.token', '=', checkoutToken)
    .where('s.user_id', '=', userId)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

export interface NewConsult {
  uid: string;
  userId: number;
  testId: number | null;
  type: string;
  purchaseType: string;
  selectedTreatments: string[];
}

/** Inserts a consult in status IN (opted in) with its selected treatments. */
export async function insertConsult(db: Kysely<Database>, c: NewConsult, now: Date): Promise<ConsultRow> {
  const at = now.toISOString();
  const row = await db
    .insertInto('consults')
    .values({
      uid: c.uid,
      user_id: c.userId,
      test_id: c.testId,
      type: c.type,
      status: 'IN',
      purchase_type: c.purchaseType,
      paid_at: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (c.selectedTreatments.length) {
    await db
      .insertInto('consult_selected_treatments')
      .values(c.selectedTreatments.map((slug) => ({ consult_id: row.id, slug })))
      .execute();
  }
  return row;
}

export async function setPharmacyType(db: Kysely<Database>, consultId: number, pharmacyType: string, now: Date): Promise<void> {
  await db
    .updateTable('consults')
    .set({ pharmacy_type: pharmacyType, updated_at: now.toISOString() })
    .where('id', '=', consultId)
    .execute();
}

export async function loadConsultParts(db: Kysely<Database>, consultIds: number[]): Promise<ConsultParts> {
  const parts: ConsultParts = { selectedTreatments: new Map(), prescriptions: new Map(), threads: new Map() };
  if (consultIds.length === 0) return parts;
  const [selected, prescriptions, threads] = await Promise.all([
    db
      .selectFrom('consult_selected_treatments')
      .select(['consult_id', 'slug'])
      .where('consult_id', 'in', consultIds)
      .orderBy('slug')
      .execute(),
    db.selectFrom('consult_prescriptions').selectAll().where('consult_id', 'in', consultIds).orderBy('id').execute(),
    db.selectFrom('consult_message_threads').select(['id', 'consult_id']).where('consult_id', 'in', consultIds).execute(),
  ]);
  for (const s of selected) parts.selectedTreatments.set(s.consult_id, [...(parts.selectedTreatments.get(s.consult_id) ?? []), s.slug]);
  for (const p of prescriptions) parts.prescriptions.set(p.consult_id, [...(parts.prescriptions.get(p.consult_id) ?? []), p]);
  for (const t of threads) parts.threads.set(t.consult_id, t.id);
  return parts;
}

/**
 * Moves a consult to a new status if the move is legal (409 `{detail}` otherwise). The update is
 * guarded by the status it was read in, so two concurrent moves cannot both win.
 */
export async function moveConsultStatus(
  db: Kysely<Database>,
  consult: Pick<ConsultRow, 'id' | 'status'>,
  to: ConsultStatus,
  now: Date,
): Promise<void> {
  if (!canTransition(consult.status, to)) throw conflict(transitionRefusal(consult.status, to));
  const result = await db
    .updateTable('consults')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', consult.id)
    .where('status', '=', consult.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('The consult changed while this request was handled; reload it and try again.');
}

/** One test of the user by hash (undefined for another user's). */
export async function findTestOfUser(db: Kysely<Database>, userId: number, hash: string) {
  return db.selectFrom('user_tests').selectAll().where('user_id', '=', userId).where('hash', '=', hash).executeTakeFirst();
}

/** slug -> kind of every active product in the catalogue. */
export async function activeProductKinds(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('products').select(['slug', 'kind']).where('is_active', '=', true).execute();
  return new Map(rows.map((r) => [r.slug, r.kind]));
}
