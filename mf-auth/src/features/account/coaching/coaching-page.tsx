// /account/coaching/ — coaching calls (issue 26; SPEC §1 "book coaching calls", §9 $35). Her booked
// calls with Reschedule and Cancel; below, the open times to book one: her free call (care-ineligible
// users, once), or a call she bought in the shop. Without either, the call is added to the cart
// first (booked once the order is processed). A booking is confirmed on screen and by email with a
// calendar invite. The Care page's "Book your free coaching call" leads here (mf-auth owns /account/*).
import { useState } from 'react';
import { Banner, Button, EmptyState, errorMessage, QueryView } from '@flora/shared';
import { COACHING_CALL_SLUG, formatCurrency } from '@flora/shared/domain';
import { RadioGroup, nonEmpty, object, pipe, string, useApiForm } from '@flora/shared/forms';
import { useAddCartItems, useAllProducts } from '@flora/shared/data';
import { useBookCoachingCall } from '../api/book-coaching-call';
import { useCancelCoachingCall } from '../api/cancel-coaching-call';
import { type CoachingBooking, type CoachingSummary, useCoaching } from '../api/coaching';
import { type CoachingSlot, useCoachingSlots } from '../api/coaching-slots';
import { useRescheduleCoachingCall } from '../api/reschedule-coaching-call';
import { AccountFrame } from '../components/account-frame';
import { formatCallTime, formatCallTimeLong } from './coaching-time';
import styles from './coaching-page.module.css';

const pickSchema = object({ slot: pipe(string(), nonEmpty('Pick a time first.')) });

const kindLabel = (b: CoachingBooking) => (b.kind === 'free' ? 'Your free call' : 'Paid call');

/** The open times as radios; submit books (or moves) the call. */
function TimePicker({ legend, submitLabel, busyLabel, onPick, onCancel }: { legend: string; submitLabel: string; busyLabel: string; onPick: (slot: CoachingSlot) => Promise<void>; onCancel?: () => void }) {
  const slots = useCoachingSlots();
  return (
    <QueryView
      query={slots}
      loadingLabel="Loading open times…"
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No open times right now" message="Our coaches publish new times every week. Please check back soon." />}
    >
      {(list) => <PickerForm slots={list} legend={legend} submitLabel={submitLabel} busyLabel={busyLabel} onPick={onPick} onCancel={onCancel} />}
    </QueryView>
  );
}

function PickerForm({ slots, legend, submitLabel, busyLabel, onPick, onCancel }: { slots: CoachingSlot[]; legend: string; submitLabel: string; busyLabel: string; onPick: (slot: CoachingSlot) => Promise<void>; onCancel?: () => void }) {
  const form = useApiForm({
    schema: pickSchema,
    defaultValues: { slot: '' },
    onSubmit: async ({ slot }) => {
      const chosen = slots.find((s) => String(s.id) === slot);
      if (!chosen) throw new Error('That time is no longer open. Pick another one.');
      await onPick(chosen);
      form.reset({ slot: '' });
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className={styles.form} aria-label={legend}>
      {form.formError && (
        <Banner tone="error" title="That time could not be booked">
          {form.formError}
        </Banner>
      )}
      <RadioGroup
        legend={legend}
        hint="Times are in your time zone. Each call is with a Flora health coach, by phone."
        options={slots.map((s) => ({ value: String(s.id), label: formatCallTime(s.starts_at), description: `${s.duration_minutes} minutes` }))}
        error={form.errorOf('slot')}
        {...form.register('slot')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Keep my current time
          </Button>
        )}
      </div>
    </form>
  );
}

/** Not free and nothing bought: the call goes into the cart first. */
function BuyCall({ price }: { price: number | null }) {
  const products = useAllProducts();
  const add = useAddCartItems();
  const product = products.data?.find((p) => p.slug === COACHING_CALL_SLUG);
  const [added, setAdded] = useState(false);
  return (
    <div className={styles.buy}>
      <p>
        {`A coaching call is ${price === null ? 'not on sale right now' : formatCurrency(price)}. Add it to your cart and check out; once your order is processed, come back here to pick its time.`}
      </p>
      {add.isError && (
        <Banner tone="error" title="The call was not added to your cart">
          {errorMessage(add.error)}
        </Banner>
      )}
      {added ? (
        <p role="status">The coaching call is in your cart.</p>
      ) : (
        <Button
          disabled={!product || price === null}
          loading={add.isPending}
          loadingLabel="Adding…"
          onClick={() =>
            product && add.mutate([{ item_type: 'product', quantity: 1, product_id: product.id, is_subscription: false }], { onSuccess: () => setAdded(true) })
          }
        >
          Add a coaching call to your cart
        </Button>
      )}
    </div>
  );
}

function BookedCall({ booking, onReschedule, onCancelled }: { booking: CoachingBooking; onReschedule: () => void; onCancelled: (message: string) => void }) {
  const cancel = useCancelCoachingCall();
  const [confirming, setConfirming] = useState(false);
  const when = formatCallTime(booking.starts_at);
  return (
    <li className={styles.booking}>
      <p className={styles.when}>
        <time dateTime={booking.starts_at}>{when}</time>
      </p>
      <p className={styles.detail}>{`${kindLabel(booking)} · ${booking.duration_minutes} minutes`}</p>
      {cancel.isError && (
        <Banner tone="error" title="Your call was not cancelled">
          {errorMessage(cancel.error)}
        </Banner>
      )}
      {confirming ? (
        <div className={styles.actions} role="group" aria-label={`Cancel your call of ${when}?`}>
          <span>{booking.kind === 'free' ? 'Cancel it? Your free call stays yours to book again.' : 'Cancel it? You can book the call you bought again.'}</span>
          <Button
            variant="secondary"
            loading={cancel.isPending}
            loadingLabel="Cancelling…"
            onClick={() => cancel.mutate(booking.id, { onSuccess: () => onCancelled(`Your call of ${when} is cancelled. We emailed you an update for your calendar.`) })}
          >
            Yes, cancel it
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" aria-label={`Reschedule your call of ${when}`} onClick={onReschedule}>
            Reschedule
          </Button>
          <Button variant="ghost" aria-label={`Cancel your call of ${when}`} onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}

function Coaching({ summary }: { summary: CoachingSummary }) {
  const book = useBookCoachingCall();
  const reschedule = useRescheduleCoachingCall();
  const [done, setDone] = useState<{ title: string; message: string } | null>(null);
  const [moving, setMoving] = useState<CoachingBooking | null>(null);
  const upcoming = summary.bookings.filter((b) => b.upcoming);
  const past = summary.bookings.filter((b) => !b.upcoming);
  const canBook = summary.free_call === 'available' || summary.paid_calls_available > 0;
  return (
    <div className={styles.sections}>
      {done && (
        <Banner tone="success" title={done.title}>
          {done.message}
        </Banner>
      )}
      {upcoming.length > 0 && (
        <section aria-labelledby="booked-calls" className={styles.section}>
          <h2 id="booked-calls" className={styles.heading}>
            Your booked calls
          </h2>
          <ul className={styles.bookings}>
            {upcoming.map((b) => (
              <BookedCall
                key={b.id}
                booking={b}
                onReschedule={() => {
                  setDone(null);
                  setMoving(b);
                }}
                onCancelled={(message) => {
                  setMoving(null);
                  setDone({ title: 'Your call is cancelled', message });
                }}
              />
            ))}
          </ul>
        </section>
      )}
      {moving ? (
        <section aria-labelledby="new-time" className={styles.section}>
          <h2 id="new-time" className={styles.heading}>
            Pick a new time
          </h2>
          <TimePicker
            key={`move-${moving.id}`}
            legend={`A new time for your call of ${formatCallTime(moving.starts_at)}`}
            submitLabel="Move my call"
            busyLabel="Moving…"
            onCancel={() => setMoving(null)}
            onPick={async (slot) => {
              await reschedule.mutateAsync({ bookingId: moving.id, slotId: slot.id });
              setMoving(null);
              setDone({ title: 'Your call has a new time', message: `${formatCallTimeLong(slot.starts_at)}. We emailed you the new time with an updated calendar invite.` });
            }}
          />
        </section>
      ) : (
        <section aria-labelledby="book-call" className={styles.section}>
          <h2 id="book-call" className={styles.heading}>
            {upcoming.length ? 'Book another call' : 'Book a call'}
          </h2>
          <p>
            {summary.free_call === 'available'
              ? 'Your first coaching call is free: talk through your results and habits with a Flora health coach.'
              : summary.paid_calls_available > 0
                ? `You have ${summary.paid_calls_available === 1 ? 'one coaching call' : `${summary.paid_calls_available} coaching calls`} to book.`
                : 'Talk through your results, plan and habits with a Flora health coach.'}
          </p>
          {canBook ? (
            <TimePicker
              key="book"
              legend="Pick a time"
              submitLabel="Book this time"
              busyLabel="Booking…"
              onPick={async (slot) => {
                const booking = await book.mutateAsync(slot.id);
                setDone({
                  title: 'Your coaching call is booked',
                  message: `${formatCallTimeLong(booking.starts_at)} (${booking.duration_minutes} minutes). We emailed you the details with an invite for your calendar.`,
                });
              }}
            />
          ) : (
            <BuyCall price={summary.call_price} />
          )}
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-calls" className={styles.section}>
          <h2 id="past-calls" className={styles.heading}>
            Past calls
          </h2>
          <ul className={styles.past}>
            {past.map((b) => (
              <li key={b.id}>
                <time dateTime={b.starts_at}>{formatCallTime(b.starts_at)}</time>
                {` · ${kindLabel(b)}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function CoachingPage() {
  const coaching = useCoaching();
  return (
    <AccountFrame title="Coaching calls" description="A call with a Flora health coach about your results, plan and habits.">
      <QueryView query={coaching} loadingLabel="Loading your coaching calls…">
        {(summary) => <Coaching summary={summary} />}
      </QueryView>
    </AccountFrame>
  );
}
