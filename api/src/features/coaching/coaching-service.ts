// The rules of coaching calls (issue 26; SPEC §1 "book coaching calls", §9 coaching call $35).
// - Staff publish open times (slots) and remove those nobody holds.
// - A patient books an open, future time. The first call is free for a care-ineligible user (SPEC
//   §1) and only once: has_used_free_call turns true in the booking's transaction. Every other call
//   is paid beforehand in the cart (product coaching-call): processing the order leaves credits
//   (coaching-fulfilment.ts) and a paid booking uses one. Without either: 409, nothing held. So no
//   slot is ever held by an unpaid booking, and no payment waits for a slot.
// - A slot is held by one live booking: the partial unique index decides between two concurrent
//   bookings (the loser gets 409 and nothing is written). A reschedule moves the booking to the new
//   slot in one UPDATE, so the old time is free exactly when the new one is held.
// - Cancel (before the call) frees the slot and gives back what paid for it (the free call, or the
//   credit). Each change emails her with the calendar invite.
// - Another user's booking is 404.
import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import type { CoachingBookingKind, Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { lockUserRow } from '../../db/user-lock';
import { bool, dollars } from '../../db/values';
import { OutboxMailer } from '../email';
import { findProductBySlug, unitPriceCents } from '../products';
import { KIT_LAB } from '../orders';
import type { SessionUser } from '../user';
import { coachingCallEmail } from './coaching-emails';
import type { BookingView, CoachingSummary, NewSlot, SlotView, StaffSlotView } from './coaching-schemas';
import {
  type BookingRow,
  cancelBooking,
  findBookingOfUser,
  findSlot,
  freeCallFacts,
  type FreeCallFacts,
  giveBackFreeCall,
  insertBooking,
  insertSlot,
  listBookingsOfUser,
  listOpenSlots,
  listSlotsForStaff,
  moveBooking,
  paidCallsAvailable,
  removeSlot,
  type SlotRow,
  type StaffSlotRow,
  takeFreeCall,
} from './coaching-repository';

export const COACHING_CALL_SLUG = 'coaching-call';
export const DEFAULT_CALL_MINUTES = 30;
const OPEN_SLOTS_SHOWN = 100;
const STAFF_SLOTS_SHOWN = 200;
const DAY_MS = 86_400_000;
/** The care lab (shared CARE_LAB: the API cannot import values from shared at run time); the lab our kits go to. */
const CARE_LAB = KIT_LAB;

type FreeCall = CoachingSummary['free_call'];

const endOf = (startsAt: string, minutes: number) => new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString();

const bookingView = (b: BookingRow, now: Date): BookingView => ({
  id: b.id,
  starts_at: b.starts_at,
  ends_at: endOf(b.starts_at, b.duration_minutes),
  duration_minutes: b.duration_minutes,
  kind: b.kind,
  status: b.status,
  upcoming: b.status === 'booked' && b.starts_at > now.toISOString(),
});

const slotView = (s: SlotRow): SlotView => ({ id: s.id, starts_at: s.starts_at, ends_at: endOf(s.starts_at, s.duration_minutes), duration_minutes: s.duration_minutes });

/**
 * SPEC §4 care-ineligible, read on the server: her latest test is a ready VM result from the care lab
 * (no newer test in progress, not a returning Canadian), it is not eligible for care, none of her
 * tests is eligible for any care, and she has no consult under way or completed on it.
 */
export function isCareIneligible(f: FreeCallFacts): boolean {
  return (
    f.latest_status === 'ready' &&
    (f.latest_lab === null || f.latest_lab === CARE_LAB) &&
    !bool(f.latest_eligible_for_care) &&
    !bool(f.any_test_eligible_for_any_care) &&
    f.latest_consult_status !== 'CP' &&
    !bool(f.open_consult)
  );
}

async function freeCallOf(db: Kysely<Database>, userId: number): Promise<FreeCall> {
  const facts = await freeCallFacts(db, userId);
  if (!facts) return 'not-offered';
  if (bool(facts.has_used_free_call)) return 'used';
  return isCareIneligible(facts) ? 'available' : 'not-offered';
}

export async function coachingSummary(ctx: AppContext, userId: number): Promise<CoachingSummary> {
  const now = ctx.clock.now();
  const [freeCall, paid, product, bookings] = await Promise.all([
    freeCallOf(ctx.db, userId),
    paidCallsAvailable(ctx.db, userId),
    findProductBySlug(ctx.db, COACHING_CALL_SLUG),
    listBookingsOfUser(ctx.db, userId),
  ]);
  return {
    free_call: freeCall,
    paid_calls_available: paid,
    call_price: product && bool(product.is_active) ? dollars(unitPriceCents(product)) : null,
    bookings: bookings.map((b) => bookingView(b, now)),
  };
}

export async function openSlots(ctx: AppContext) {
  return (await listOpenSlots(ctx.db, ctx.clock.now().toISOString(), OPEN_SLOTS_SHOWN)).map(slotView);
}

const NO_SLOT = 'This time is not open for booking.';
const TAKEN = 'Someone has just booked this time. Pick another one.';

/** The slot to book, inside the transaction: open and still ahead. */
async function bookableSlot(trx: Kysely<Database>, slotId: number, now: Date) {
  const slot = await findSlot(trx, slotId);
  if (!slot || slot.removed_at) throw notFound(NO_SLOT);
  if (slot.starts_at <= now.toISOString()) throw conflict('This time has passed. Pick another one.');
  return slot;
}

/** Runs the transaction; a unique index refusing the slot (a concurrent booking won) is a 409. */
async function holdingSlot<T>(ctx: AppContext, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
}

const inviteOf = (ctx: AppContext, b: { id: number; sequence: number; starts_at: string; duration_minutes: number }, now: Date) => ({
  bookingId: b.id,
  sequence: b.sequence,
  startsAt: b.starts_at,
  durationMinutes: b.duration_minutes,
  now,
  frontendUrl: ctx.frontendUrl,
});

export async function book(ctx: AppContext, user: SessionUser, slotId: number): Promise<BookingView> {
  const now = ctx.clock.now();
  return holdingSlot(ctx, async (trx) => {
    await lockUserRow(trx, user.id);
    const slot = await bookableSlot(trx, slotId, now);
    let kind: CoachingBookingKind;
    const facts = await freeCallFacts(trx, user.id);
    if (facts && !bool(facts.has_used_free_call) && isCareIneligible(facts) && (await takeFreeCall(trx, user.id))) kind = 'free';
    else if ((await paidCallsAvailable(trx, user.id)) > 0) kind = 'paid';
    else {
      throw conflict(
        bool(facts?.has_used_free_call)
          ? 'Your free coaching call is used. Buy a coaching call in the shop; once your order is processed, book its time here.'
          : 'Buy a coaching call in the shop first; once your order is processed, book its time here.',
      );
    }
    const id = await insertBooking(trx, { user_id: user.id, slot_id: slot.id, kind, at: now.toISOString() });
    // Thrown inside the transaction: the free call taken above is given back with it.
    if (id === null) throw conflict(TAKEN);
    const booking = (await findBookingOfUser(trx, user.id, id))!;
    await new OutboxMailer(trx, ctx.clock).send(coachingCallEmail(user, 'booked', inviteOf(ctx, booking, now)));
    return bookingView(booking, now);
  });
}

const NO_BOOKING = 'No coaching call of yours has this id.';

/** Her booking (another user's is 404, never 403: it does not say it exists). */
async function ownBooking(trx: Kysely<Database>, userId: number, id: number) {
  const booking = await findBookingOfUser(trx, userId, id);
  if (!booking) throw notFound(NO_BOOKING);
  return booking;
}

export async function reschedule(ctx: AppContext, user: SessionUser, bookingId: number, slotId: number): Promise<BookingView> {
  const now = ctx.clock.now();
  return holdingSlot(ctx, async (trx) => {
    await lockUserRow(trx, user.id);
    const booking = await ownBooking(trx, user.id, bookingId);
    if (booking.status !== 'booked') throw conflict('This coaching call is cancelled. Book a new time instead.');
    if (booking.starts_at <= now.toISOString()) throw conflict('This coaching call has already taken place.');
    if (booking.slot_id === slotId) throw conflict('Your call is already at this time.');
    await bookableSlot(trx, slotId, now);
    await moveBooking(trx, booking.id, slotId, now.toISOString());
    const moved = (await findBookingOfUser(trx, user.id, booking.id))!;
    await new OutboxMailer(trx, ctx.clock).send(coachingCallEmail(user, 'moved', inviteOf(ctx, moved, now)));
    return bookingView(moved, now);
  });
}

export async function cancel(ctx: AppContext, user: SessionUser, bookingId: number): Promise<BookingView> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.id);
    const booking = await ownBooking(trx, user.id, bookingId);
    // A repeat answers the cancelled booking again and changes nothing.
    if (booking.status === 'cancelled') return bookingView(booking, now);
    if (booking.starts_at <= now.toISOString()) throw conflict('This coaching call has already taken place.');
    await cancelBooking(trx, booking.id, now.toISOString());
    // What paid for it comes back: the free call (never held) or the credit (counted from live bookings).
    if (booking.kind === 'free') await giveBackFreeCall(trx, user.id);
    const cancelled = (await findBookingOfUser(trx, user.id, booking.id))!;
    await new OutboxMailer(trx, ctx.clock).send(coachingCallEmail(user, 'cancelled', inviteOf(ctx, cancelled, now)));
    return bookingView(cancelled, now);
  });
}

// Staff: the open times.

const staffSlotView = (s: StaffSlotRow): StaffSlotView => ({
  ...slotView(s),
  booking: s.booking_id === null ? null : { id: s.booking_id, kind: s.booking_kind!, patient: { email: s.patient_email ?? '', first_name: s.patient_first_name ?? '', last_name: s.patient_last_name ?? '' } },
});

/** Times from a day ago on (so the calls of today stay listed), soonest first, with who holds each. */
export async function slotsForStaff(ctx: AppContext) {
  const from = new Date(ctx.clock.now().getTime() - DAY_MS).toISOString();
  return (await listSlotsForStaff(ctx.db, from, STAFF_SLOTS_SHOWN)).map(staffSlotView);
}

export async function addSlot(ctx: AppContext, staffId: number, input: NewSlot) {
  const now = ctx.clock.now();
  const start = new Date(input.starts_at);
  if (Number.isNaN(start.getTime())) throw badRequest('starts_at must be a date and time (ISO 8601).', 'starts_at');
  if (start <= now) throw badRequest('An open time must be in the future.', 'starts_at');
  const id = await insertSlot(ctx.db, {
    starts_at: start.toISOString(),
    duration_minutes: input.duration_minutes ?? DEFAULT_CALL_MINUTES,
    created_by_user_id: staffId,
    created_at: now.toISOString(),
  });
  if (id === null) throw conflict('An open time already starts then.');
  return staffSlotView({ ...(await findSlot(ctx.db, id))!, booking_id: null, booking_kind: null, patient_email: null, patient_first_name: null, patient_last_name: null });
}

export async function deleteSlot(ctx: AppContext, id: number): Promise<void> {
  const slot = await findSlot(ctx.db, id);
  if (!slot || slot.removed_at) throw notFound('No open time has this id.');
  if (!(await removeSlot(ctx.db, id, ctx.clock.now().toISOString()))) {
    throw conflict('A patient has booked this time. She can move or cancel it in My Account; it cannot be removed while booked.');
  }
}
