// Queries on consult intakes (always scoped by the consult's owner), the medication catalogue and
// the pharmacy directory.
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { ConsultIntakesTable, Database, PharmaciesTable } from '../../db/schema';
import { CLOSED, type ConsultRow } from '../consults';
import type { MedicationView } from './intake-schemas';

export type IntakeRow = Selectable<ConsultIntakesTable>;
export type PharmacyRow = Selectable<PharmaciesTable>;
export type IntakeChanges = Omit<Updateable<ConsultIntakesTable>, 'id' | 'consult_id' | 'created_at'>;

/** An intake with the consult it belongs to. */
export interface IntakeRecord extends IntakeRow {
  consult: Pick<ConsultRow, 'id' | 'uid' | 'type' | 'status' | 'user_id'>;
}

function selectIntakes(db: Kysely<Database>) {
  return db
    .selectFrom('consult_intakes as i')
    .innerJoin('consults as c', 'c.id', 'i.consult_id')
    .selectAll('i')
    .select(['c.uid as c_uid', 'c.type as c_type', 'c.status as c_status', 'c.user_id as c_user_id']);
}

type JoinedRow = IntakeRow & { c_uid: string; c_type: string; c_status: string; c_user_id: number };

const toRecord = ({ c_uid, c_type, c_status, c_user_id, ...row }: JoinedRow): IntakeRecord => ({
  ...row,
  consult: { id: row.consult_id, uid: c_uid, type: c_type, status: c_status, user_id: c_user_id },
});

export async function findIntakeOfUser(db: Kysely<Database>, userId: number, intakeId: number): Promise<IntakeRecord | undefined> {
  const row = await selectIntakes(db).where('i.id', '=', intakeId).where('c.user_id', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

export async function findIntakeOfConsult(db: Kysely<Database>, consultId: number): Promise<IntakeRecord | undefined> {
  const row = await selectIntakes(db).where('i.consult_id', '=', consultId).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertIntake(db: Kysely<Database>, consultId: number, now: Date, prefill: { symptoms?: string } = {}): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('consult_intakes')
    .values({ consult_id: consultId, ...prefill, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an intake that is still unsubmitted; false when it was submitted meanwhile. */
export async function updateOpenIntake(db: Kysely<Database>, intakeId: number, changes: IntakeChanges): Promise<boolean> {
  const result = await db
    .updateTable('consult_intakes')
    .set(changes)
    .where('id', '=', intakeId)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (used with ESCAPE '\'). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The catalogue by name; `patients` given: without what only the other sex takes. */
export async function listMedications(
  db: Kysely<Database>,
  { search, patients }: { search?: string; patients?: 'men' | 'women' } = {},
): Promise<MedicationView[]> {
  let q = db.selectFrom('medications').select(['id', 'name']);
  if (patients) q = q.where('taken_by', 'in', ['anyone', patients]);
  if (search) q = q.where(sql<boolean>`lower(name) like ${containing(search)} escape '\\'`);
  return q.orderBy('name').orderBy('id').execute();
}

/** The ids among `ids` that are not in the catalogue. */
export async function unknownMedicationIds(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = new Set((await db.selectFrom('medications').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function findPharmacy(db: Kysely<Database>, id: number): Promise<PharmacyRow | undefined> {
  return db.selectFrom('pharmacies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function searchPharmacies(
  db: Kysely<Database>,
  filter: { zipCode?: string; name?: string },
  limit: number,
): Promise<PharmacyRow[]> {
  let q = db.selectFrom('pharmacies').selectAll();
  if (filter.zipCode) q = q.where('zip_code', '=', filter.zipCode);
  if (filter.name) q = q.where(sql<boolean>`lower(name) like ${containing(filter.name)} escape '\\'`);
  return q.orderBy('name').orderBy('id').limit(limit).execute();
}

/**
 * Records a new photo ID on an intake, replacing `previousKey` (null: none yet). False when the
 * intake's photo changed meanwhile (another upload won): the caller removes its own file.
 */
export async function setPhotoId(
  db: Kysely<Database>,
  intakeId: number,
  previousKey: string | null,
  photo: { key: string; contentType: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('consult_intakes')
    .set({ photo_id_key: photo.key, photo_id_content_type: photo.contentType, photo_id_uploaded_at: photo.at, updated_at: photo.at })
    .where('id', '=', intakeId)
    .where((eb) => (previousKey === null ? eb('photo_id_key', 'is', null) : eb('photo_id_key', '=', previousKey)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The intakes still holding a photo ID whose consult closed (a final status) at or before
 * `closedBy`. A closed consult's updated_at is when it closed: a final status moves no more, and
 * nothing else changes a consult after submission (the pharmacy is chosen before).
 */
export async function photoIdsClosedBy(db: Kysely<Database>, closedBy: string, limit: number) {
  return db
    .selectFrom('consult_intakes as i')
    .innerJoin('consults as c', 'c.id', 'i.consult_id')
    .select(['i.id', 'i.photo_id_key', 'c.user_id'])
    .where('i.photo_id_key', 'is not', null)
    .where('c.status', 'in', CLOSED)
    .where('c.updated_at', '<=', closedBy)
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** Forgets the intake's photo `key` (still the same: a concurrent sweep already did it otherwise); answers whether this call did. */
export async function clearPhotoId(db: Kysely<Database>, intakeId: number, key: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('consult_intakes')
    .set({ photo_id_key: null, photo_id_content_type: null, updated_at: at })
    .where('id', '=', intakeId)
    .where('photo_id_key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
