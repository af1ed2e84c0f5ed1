// /clinic/coaching/ — coaching call times (issue 26): staff publish open times patients book in My
// Account (/account/coaching/), see who booked each (and whether it is her free call), and remove
// the open ones. A booked time cannot be removed: the patient moves or cancels it.
import { format } from 'date-fns';
import { useState } from 'react';
import { Banner, Button, Card, EmptyState, errorMessage, Page, QueryView, StatusPill, TextField } from '@flora/shared';
import { DataList, type DataListColumn, Select } from '@flora/shared/widgets';
import { useApiForm } from '@flora/shared/forms';
import { useAddSlot } from './api/add-slot';
import { type StaffCoachingSlot, useStaffCoachingSlots } from './api/coaching-slots';
import { useRemoveSlot } from './api/remove-slot';
import { CALL_LENGTHS, slotSchema } from './slot-form';
import styles from './coaching-slots-page.module.css';

/** "Tue, Dec 1, 3:00 PM" in the staff member's zone. */
const formatSlotTime = (iso: string) => format(new Date(iso), 'EEE, MMM d, h:mm a');

const patientName = (slot: StaffCoachingSlot) => {
  const p = slot.booking?.patient;
  if (!p) return '';
  const name = `${p.first_name} ${p.last_name}`.trim();
  return name ? `${name} (${p.email})` : p.email;
};

function AddSlotForm({ onAdded }: { onAdded: (message: string) => void }) {
  const add = useAddSlot();
  const form = useApiForm({
    schema: slotSchema,
    defaultValues: { starts_at: '', duration_minutes: '30' },
    onSubmit: async ({ starts_at, duration_minutes }) => {
      const slot = await add.mutateAsync({ starts_at: new Date(starts_at).toISOString(), duration_minutes: Number(duration_minutes) });
      form.reset({ starts_at: '', duration_minutes });
      onAdded(`${formatSlotTime(slot.starts_at)} is open for booking.`);
    },
  });
  return (
    <Card>
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Add an open time">
        <h2 className={styles.heading}>Add an open time</h2>
        {form.formError && (
          <Banner tone="error" title="The time was not added">
            {form.formError}
          </Banner>
        )}
        <div className={styles.fields}>
          <TextField label="Date and time" type="datetime-local" hint="Your time zone." error={form.errorOf('starts_at')} {...form.register('starts_at')} />
          <Select label="Length" error={form.errorOf('duration_minutes')} {...form.register('duration_minutes')}>
            {CALL_LENGTHS.map((m) => (
              <option key={m} value={m}>{`${m} minutes`}</option>
            ))}
          </Select>
        </div>
        <div>
          <Button type="submit" loading={form.submitting} loadingLabel="Adding…">
            Add time
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SlotList({ slots, onRemoved }: { slots: StaffCoachingSlot[]; onRemoved: (message: string) => void }) {
  const remove = useRemoveSlot();
  const [removing, setRemoving] = useState<number | null>(null);
  const columns: DataListColumn<StaffCoachingSlot>[] = [
    { key: 'time', header: 'Time', rowHeader: true, render: (s) => <time dateTime={s.starts_at}>{formatSlotTime(s.starts_at)}</time> },
    { key: 'length', header: 'Length', render: (s) => `${s.duration_minutes} min` },
    {
      key: 'status',
      header: 'Booking',
      render: (s) =>
        s.booking ? (
          <>
            <StatusPill tone="success">{s.booking.kind === 'free' ? 'Booked (free call)' : 'Booked (paid)'}</StatusPill>
            <span className={styles.detail}>{patientName(s)}</span>
          </>
        ) : (
          <StatusPill tone="info">Open</StatusPill>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (s) =>
        s.booking ? null : (
          <Button
            variant="ghost"
            aria-label={`Remove the open time ${formatSlotTime(s.starts_at)}`}
            loading={remove.isPending && removing === s.id}
            loadingLabel="Removing…"
            disabled={remove.isPending}
            onClick={() => {
              setRemoving(s.id);
              remove.mutate(s.id, { onSuccess: () => onRemoved(`${formatSlotTime(s.starts_at)} was removed.`) });
            }}
          >
            Remove
          </Button>
        ),
    },
  ];
  return (
    <>
      {remove.isError && (
        <Banner tone="error" title="That time was not removed">
          {`${errorMessage(remove.error)} The list has been refreshed.`}
        </Banner>
      )}
      <DataList aria-label="Coaching call times" columns={columns} rows={slots} rowKey={(s) => s.id} />
    </>
  );
}

export function CoachingSlotsPage() {
  const slots = useStaffCoachingSlots();
  const [done, setDone] = useState('');
  return (
    <Page title="Coaching calls" description="The times patients can book a call with a health coach (in My Account). Each time holds one call.">
      <div className={styles.sections}>
        <p role="status" className={styles.done}>
          {done}
        </p>
        <AddSlotForm onAdded={setDone} />
        <section aria-labelledby="all-times">
          <h2 id="all-times" className={styles.heading}>
            Times
          </h2>
          <QueryView
            query={slots}
            loadingLabel="Loading the times…"
            isEmpty={(list) => list.length === 0}
            empty={<EmptyState title="No times yet" message="Add an open time above: patients can book it at once." />}
          >
            {(list) => <SlotList slots={list} onRemoved={setDone} />}
          </QueryView>
        </section>
      </div>
    </Page>
  );
}
