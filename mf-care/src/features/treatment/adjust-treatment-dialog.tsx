// Adjust one calendar treatment (PATCH /api/v1/calendar-treatments/{id}/): skip it this week, or
// move it to another week, with a reason from the API's options for that kind of change.
import { useEffect } from 'react';
import { Banner, Button, LoadingState, RetryButton, toast } from '@flora/shared';
import { Modal, Select } from '@flora/shared/widgets';
import { forward, nonEmpty, object, partialCheck, pipe, RadioGroup, string, useApiForm } from '@flora/shared/forms';
import { useAdjustCalendarTreatment } from './api/adjust-calendar-treatment';
import { type AdjustmentType, useAdjustmentReasonOptions } from './api/adjustment-reason-options';
import type { CalendarTreatment } from './api/treatment-plan';
import styles from './treatment.module.css';

const TYPES = [
  { value: 'skip', label: 'Skip it this week' },
  { value: 'reschedule', label: 'Move it to another week' },
];

const schema = pipe(
  object({
    adjustment_type: pipe(string(), nonEmpty('Choose what to change.')),
    reason: pipe(string(), nonEmpty('Choose the reason that fits best.')),
    week: string(),
  }),
  forward(
    partialCheck([['adjustment_type'], ['week']], (v) => v.adjustment_type !== 'reschedule' || v.week !== '', 'Choose the week to move it to.'),
    ['week'],
  ),
);

export interface AdjustTreatmentDialogProps {
  entry: CalendarTreatment | null;
  lastWeek: number;
  onClose: () => void;
  /** After a move: the treatment is now in `week` (its Adjust button, the dialog's opener, is gone). */
  onMoved?: (week: number) => void;
}

export function AdjustTreatmentDialog({ entry, lastWeek, onClose, onMoved }: AdjustTreatmentDialogProps) {
  return (
    <Modal open={entry !== null} onClose={onClose} title={entry ? `Adjust ${entry.name}` : ''}>
      {entry && (
        <AdjustForm
          entry={entry}
          lastWeek={lastWeek}
          onDone={(movedTo) => {
            onClose();
            if (movedTo !== undefined) onMoved?.(movedTo);
          }}
        />
      )}
    </Modal>
  );
}

function AdjustForm({ entry, lastWeek, onDone }: { entry: CalendarTreatment; lastWeek: number; onDone: (movedTo?: number) => void }) {
  const adjust = useAdjustCalendarTreatment();
  const form = useApiForm({
    schema,
    defaultValues: { adjustment_type: '', reason: '', week: '' },
    onSubmit: async ({ adjustment_type, reason, week }) => {
      const type = adjustment_type as AdjustmentType;
      await adjust.mutateAsync(type === 'skip' ? { id: entry.id, adjustment_type: type, reason } : { id: entry.id, adjustment_type: type, reason, week: Number(week) });
      toast.show(type === 'skip' ? `${entry.name} is skipped in week ${entry.week}.` : `${entry.name} moved to week ${week}.`, { tone: 'success' });
      onDone(type === 'reschedule' ? Number(week) : undefined);
    },
  });
  const type = form.watch('adjustment_type') as AdjustmentType | '';
  const reasons = useAdjustmentReasonOptions(type || 'skip', type !== '');
  const reason = form.watch('reason');
  const { setValue } = form;
  // The radio groups are controlled: an unchecked native group would read as null, not ''.
  const choose = (name: 'adjustment_type' | 'reason', value: string) =>
    setValue(name, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  // Each kind of change has its own reasons: a new kind starts with none chosen.
  useEffect(() => setValue('reason', ''), [type, setValue]);
  const weeks = Array.from({ length: lastWeek }, (_, i) => i + 1).filter((w) => w !== entry.week);
  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate aria-label={`Adjust ${entry.name}`}>
      <p className={styles.muted}>
        Week {entry.week}
        {entry.adjustment_type === 'skip' && ' · skipped'}
        {entry.adjustment_type === 'reschedule' && ` · moved from week ${entry.original_week}`}
      </p>
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <RadioGroup
        legend="What would you like to do?"
        name="adjustment_type"
        options={TYPES}
        value={type}
        onValueChange={(value) => choose('adjustment_type', value)}
        error={form.errorOf('adjustment_type')}
        required
      />
      {type === 'reschedule' && (
        <Select label="Move to week" error={form.errorOf('week')} {...form.register('week')}>
          <option value="">Choose a week</option>
          {weeks.map((w) => (
            <option key={w} value={String(w)}>
              Week {w}
            </option>
          ))}
        </Select>
      )}
      {type && reasons.isPending && <LoadingState label="Loading reasons" />}
      {type && reasons.isError && (
        <Banner
          tone="error"
          action={
            <RetryButton query={reasons} />
          }
        >
          We could not load the reasons. Please try again.
        </Banner>
      )}
      {type && reasons.isSuccess && (
        <RadioGroup
          key={type}
          legend="Why?"
          name="reason"
          options={reasons.data}
          value={reason}
          onValueChange={(value) => choose('reason', value)}
          error={form.errorOf('reason')}
          required
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
