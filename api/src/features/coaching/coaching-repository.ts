// The SQL of coaching calls: open times (slots), bookings (always scoped by their owner for a
// patient) and the paid calls bought with orders (credits).
import { type Kysely, sql } from 'kysely';
import type { CoachingBookingKind, CoachingBookingStatus, Database } from '../../db/schema';

export interface SlotRow {
  id: number;
  starts_at: string;
  duration_minutes: number;
}

export interface StaffSlotRow extends SlotRow {
  booking_id: number | null;
  booking_kind: CoachingBookingKind | null;
  patient_email: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
}

export interface BookingRow {
  id: number;
  user_id: number;
  slot_id: number;
  kind: CoachingBookingKind;
  status: CoachingBookingStatus;
  sequence: number;
  created_at: string;
  cancelled_at: string | null;
  starts_at: string;
  duration_minutes: number;
}

/** Open times bookable after `from`: not removed, held by no live booking, soonest first. */
export function listOpenSlots(db: Kysely<Database>, from: string, limit: number): Promise<SlotRow[]> {
  return db
    .selectFrom('coaching_slots as s')
    .select(['s.id', 's.starts_at', 's.duration_minutes'])
    .where('s.removed_at', 'is', null)
    .where('s.starts_at', '>', from)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('coaching_bookings as b').select('b.id').whereRef('b.slot_id', '=', 's.id').where('b.status', '=', 'booked'))),
    )
    .orderBy('s.starts_at')
    .limit(limit)
    .execute();
}

/** Every time not removed from `from` on, with the live booking holding it (if any), soonest first. */
export function listSlotsForStaff(db: Kysely<Database>, from: string, limit: number): Promise<StaffSlotRow[]> {
  return db
    .selectFrom('coaching_slots as s')
    .leftJoin('coaching_bookings as b', (join) => join.onRef('b.slot_id', '=', 's.id').on('b.status', '=', 'booked'))
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select([
      's.id',
      's.starts_at',
      's.duration_minutes',
      'b.id as booking_id',
      'b.kind as booking_kind',
      'u.email as patient_email',
      'u.first_name as patient_first_name',
      'u.last_name as patient_last_name',
    ])
    .where('s.removed_at', 'is', null)
    .where('s.starts_at', '>=', from)
    .orderBy('s.starts_at')
    .limit(limit)
    .execute();
}

export function findSlot(db: Kysely<Database>, id: number): Promise<(SlotRow & { removed_at: string | null }) | undefined> {
  return db.selectFrom('coaching_slots').select(['id', 'starts_at', 'duration_minutes', 'removed_at']).where('id', '=', id).executeTakeFirst();
}

/** Adds an open time unless one starts then already (the partial unique index decides): its id, or null. */
export async function insertSlot(db: Kysely<Database>, values: { starts_at: string; duration_minutes: number; created_by_user_id: number; created_at: string }): Promise<number | null> {
  const ends_at = new Date(new Date(values.starts_at).getTime() + values.duration_minutes * 60_000).toISOString();
  const row = await db
    .insertInto('coaching_slots')
    .values({ ...values, ends_at })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Removes an open time nobody holds; false when it is booked (or already removed). */
export async function removeSlot(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('coaching_slots')
    .set({ removed_at: at })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('coaching_bookings').select('id').where('slot_id', '=', id).where('status', '=', 'booked'))),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const bookingsWithSlot = (db: Kysely<Database>) =>
  db
    .selectFrom('coaching_bookings as b')
    .innerJoin('coaching_slots as s', 's.id', 'b.slot_id')
    .select(['b.id', 'b.user_id', 'b.slot_id', 'b.kind', 'b.status', 'b.sequence', 'b.created_at', 'b.cancelled_at', 's.starts_at', 's.duration_minutes']);

/** The user's live bookings, soonest first (past ones included: the call happened). */
export function listBookingsOfUser(db: Kysely<Database>, userId: number): Promise<BookingRow[]> {
  return bookingsWithSlot(db).where('b.user_id', '=', userId).where('b.status', '=', 'booked').orderBy('s.starts_at').execute();
}

/** One booking of the user (undefined for another user's: callers answer 404). */
export function findBookingOfUser(db: Kysely<Database>, userId: number, id: number): Promise<BookingRow | undefined> {
  return bookingsWithSlot(db).where('b.user_id', '=', userId).where('b.id', '=', id).executeTakeFirst();
}

/** Books the slot unless a live booking holds it (the partial unique index decides): the new id, or null. */
export async function insertBooking(db: Kysely<Database>, values: { user_id: number; slot_id: number; kind: CoachingBookingKind; at: string }): Promise<number | null> {
  const row = await db
    .insertInto('coaching_bookings')
    .values({ user_id: values.user_id, slot_id: values.slot_id, kind: values.kind, status: 'booked', created_at: values.at, updated_at: values.at, cancelled_at: null })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Moves a live booking to another slot in one statement: the old time is free the moment the new one is held. */
export async function moveBooking(db: Kysely<Database>, id: number, slotId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('coaching_bookings')
    .set((eb) => ({ slot_id: slotId, sequence: eb('sequence', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function cancelBooking(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('coaching_bookings')
    .set((eb) => ({ status: 'cancelled' as const, sequence: eb('sequence', '+', 1), cancelled_at: at, updated_at: at }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the free call: true once (the flag turns true in the same statement). */
export async function takeFreeCall(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.updateTable('users').set({ has_used_free_call: true }).where('id', '=', userId).where('has_used_free_call', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giveBackFreeCall(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ has_used_free_call: false }).where('id', '=', userId).execute();
}

/** Paid calls bought and not held by a live paid booking. */
export async function paidCallsAvailable(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      eb.selectFrom('coaching_credits').select((e) => e.fn.coalesce(e.fn.sum<number>('calls'), sql<number>`0`).as('n')).where('user_id', '=', userId).as('bought'),
      eb
        .selectFrom('coaching_bookings')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'paid')
        .where('status', '=', 'booked')
        .as('held'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return Math.max(0, Number(row?.bought ?? 0) - Number(row?.held ?? 0));
}

/** Records the calls an order bought, once per order (processing again adds nothing). */
export async function insertCredits(db: Kysely<Database>, values: { user_id: number; order_id: number; calls: number; created_at: string }): Promise<void> {
  await db.insertInto('coaching_credits').values(values).onConflict((oc) => oc.column('order_id').doNothing()).execute();
}

/** A consult paid for and not finished (ordered, intake started, submitted, in review, error, ID failure). */
const OPEN_CONSULT_STATUSES = ['OR', 'ST', 'SU', 'PR', 'ER', 'ID'];

/** What decides the free call (SPEC §4 care-ineligible, read on the server; see coaching-service). */
export interface FreeCallFacts {
  has_used_free_call: unknown;
  latest_status: string | null;
  latest_lab: string | null;
  latest_eligible_for_care: unknown;
  latest_consult_status: string | null;
  any_test_eligible_for_any_care: unknown;
  open_consult: unknown;
}

export function freeCallFacts(db: Kysely<Database>, userId: number): Promise<FreeCallFacts | undefined> {
  const latest = db.selectFrom('user_tests').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(sql.lit(1));
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.has_used_free_call',
      latest.select('status').as('latest_status'),
      latest.select('lab').as('latest_lab'),
      latest.select('eligible_for_care').as('latest_eligible_for_care'),
      eb
        .selectFrom('consults as c')
        .select('c.status')
        .where('c.type', '=', 'vaginitis')
        .where('c.test_id', '=', latest.select('id'))
        .orderBy('c.created_at', 'desc')
        .limit(sql.lit(1))
        .as('latest_consult_status'),
      eb.exists(eb.selectFrom('user_tests as t').select('t.id').where('t.user_id', '=', userId).where('t.eligible_for_any_care', '=', true)).as('any_test_eligible_for_any_care'),
      eb.exists(eb.selectFrom('consults as o').select('o.id').where('o.user_id', '=', userId).where('o.status', 'in', OPEN_CONSULT_STATUSES)).as('open_consult'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
