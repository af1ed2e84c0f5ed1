// Queries on treatment plans, their calendar entries and interruptions. A patient reaches an entry or
// an interruption only through a consult they own (the joins below are the ownership check).
import type { Kysely, Selectable } from 'kysely';
import type {
  CalendarAdjustmentType,
  CalendarTreatmentsTable,
  Database,
  TreatmentInterruptionsTable,
  TreatmentPlansTable,
} from '../../db/schema';

export type PlanRow = Selectable<TreatmentPlansTable>;
/** A calendar entry with the name of its product (null when the catalogue has no such slug). */
export type EntryRow = Selectable<CalendarTreatmentsTable> & { product_name: string | null };
export type InterruptionRow = Selectable<TreatmentInterruptionsTable>;

export interface PlanContents {
  entries: EntryRow[];
  interruptions: InterruptionRow[];
}

export async function findPlanOfConsult(db: Kysely<Database>, consultId: number): Promise<PlanRow | undefined> {
  return db.selectFrom('treatment_plans').selectAll().where('consult_id', '=', consultId).executeTakeFirst();
}

export async function findPlanById(db: Kysely<Database>, planId: number): Promise<PlanRow | undefined> {
  return db.selectFrom('treatment_plans').selectAll().where('id', '=', planId).executeTakeFirst();
}

export async function loadPlanContents(db: Kysely<Database>, planId: number): Promise<PlanContents> {
  const [entries, interruptions] = await Promise.all([
    db
      .selectFrom('calendar_treatments as e')
      .leftJoin('products as pr', 'pr.slug', 'e.product_slug')
      .selectAll('e')
      .select('pr.name as product_name')
      .where('e.plan_id', '=', planId)
      .orderBy('e.week')
      .orderBy('e.id')
      .execute(),
    db.selectFrom('treatment_interruptions').selectAll().where('plan_id', '=', planId).orderBy('start_date').orderBy('id').execute(),
  ]);
  return { entries, interruptions };
}

/** The consult (uid, status, owner) a plan belongs to, for entries and interruptions found by id. */
const ownedPlan = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('treatment_plans as p')
    .innerJoin('consults as c', 'c.id', 'p.consult_id')
    .where('c.user_id', '=', userId);

export async function findEntryOfUser(db: Kysely<Database>, userId: number, entryId: number) {
  return ownedPlan(db, userId)
    .innerJoin('calendar_treatments as e', 'e.plan_id', 'p.id')
    .leftJoin('products as pr', 'pr.slug', 'e.product_slug')
    .selectAll('e')
    .select(['pr.name as product_name', 'c.uid as consult_uid', 'c.status as consult_status'])
    .where('e.id', '=', entryId)
    .executeTakeFirst();
}

export async function findInterruptionOfUser(db: Kysely<Database>, userId: number, interruptionId: number) {
  return ownedPlan(db, userId)
    .innerJoin('treatment_interruptions as i', 'i.plan_id', 'p.id')
    .selectAll('i')
    .select(['c.uid as consult_uid', 'c.id as consult_id', 'c.status as consult_status'])
    .where('i.id', '=', interruptionId)
    .executeTakeFirst();
}

export async function setStartDate(db: Kysely<Database>, planId: number, date: string | null, now: Date): Promise<void> {
  await db.updateTable('treatment_plans').set({ treatment_start_date: date, updated_at: now.toISOString() }).where('id', '=', planId).execute();
}

/** A fresh calendar: no start date, every entry back in its original week, no interruptions (call in a transaction). */
export async function resetPlan(trx: Kysely<Database>, planId: number, now: Date): Promise<void> {
  await setStartDate(trx, planId, null, now);
  await trx
    .updateTable('calendar_treatments')
    .set((eb) => ({ week: eb.ref('original_week'), adjustment_type: null, adjustment_reason: null, adjusted_at: null }))
    .where('plan_id', '=', planId)
    .execute();
  await trx.deleteFrom('treatment_interruptions').where('plan_id', '=', planId).execute();
}

export async function adjustEntry(
  db: Kysely<Database>,
  entryId: number,
  change: { week: number; adjustment_type: CalendarAdjustmentType; adjustment_reason: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('calendar_treatments')
    .set({ ...change, adjusted_at: now.toISOString() })
    .where('id', '=', entryId)
    .execute();
}

export async function insertInterruption(db: Kysely<Database>, planId: number, pause: { start_date: string; days: number }, now: Date) {
  const at = now.toISOString();
  return db
    .insertInto('treatment_interruptions')
    .values({ plan_id: planId, ...pause, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateInterruption(db: Kysely<Database>, id: number, pause: { start_date: string; days: number }, now: Date) {
  return db
    .updateTable('treatment_interruptions')
    .set({ ...pause, updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteInterruption(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('treatment_interruptions').where('id', '=', id).execute();
}

export interface NewPlanEntry {
  slug: string;
  week: number;
  as_needed: boolean;
}

/** Creates or replaces the plan of a consult, the clinician's calendar (call in a transaction). */
export async function replacePlan(
  trx: Kysely<Database>,
  consultId: number,
  plan: { last_treatment_week: number; treatment_start_date: string | null; entries: NewPlanEntry[] },
  now: Date,
): Promise<PlanRow> {
  const at = now.toISOString();
  // Its entries and interruptions go with it (ON DELETE CASCADE).
  await trx.deleteFrom('treatment_plans').where('consult_id', '=', consultId).execute();
  const row = await trx
    .insertInto('treatment_plans')
    .values({
      consult_id: consultId,
      last_treatment_week: plan.last_treatment_week,
      treatment_start_date: plan.treatment_start_date,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (plan.entries.length) {
    await trx
      .insertInto('calendar_treatments')
      .values(plan.entries.map((e) => ({ plan_id: row.id, product_slug: e.slug, week: e.week, original_week: e.week, as_needed: e.as_needed })))
      .execute();
  }
  return row;
}
