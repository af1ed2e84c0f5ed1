// Periods (SPEC §5): during a period boric acid and vaginal probiotics may be paused while her
// other treatments continue. She logs a period as a treatment interruption (POST), changes it (PUT)
// or deletes it (DELETE); each logged period says which of that time's treatments pause and which
// continue, and only the paused treatments' dates move by the paused days.
import { useState } from 'react';
import { Banner, Button, errorMessage, TextField, toast } from '@flora/shared';
import { formatDisplayDate, formatInputDate, inputDateToIso, SAFETY_COPY, toDate } from '@flora/shared/domain';
import { check, DateInput, dateInputError, nonEmpty, object, pipe, regex, string, trim, useApiForm } from '@flora/shared/forms';
import { useCreateInterruption } from './api/create-interruption';
import { useDeleteInterruption } from './api/delete-interruption';
import type { Interruption, TreatmentPlan } from './api/treatment-plan';
import { useUpdateInterruption } from './api/update-interruption';
import { pauseSplit, weeksOfPause } from './plan-dates';
import styles from './treatment.module.css';

export const MAX_PERIOD_DAYS = 14;

const schema = object({
  start_date: pipe(
    string(),
    trim(),
    nonEmpty('Enter the first day of your period.'),
    check((text) => dateInputError(text) === null, (issue) => dateInputError(issue.input) ?? ''),
  ),
  days: pipe(
    string(),
    trim(),
    nonEmpty('Enter how many days to pause.'),
    regex(/^\d+$/, `Enter a whole number of days, 1 to ${MAX_PERIOD_DAYS}.`),
    check((text) => Number(text) >= 1 && Number(text) <= MAX_PERIOD_DAYS, `Enter a whole number of days, 1 to ${MAX_PERIOD_DAYS}.`),
  ),
});

interface PeriodFormProps {
  /** The calendar's first and last days: a period must start within them. */
  range: { start: string | null; end: string | null };
  initial?: Interruption;
  onSave: (pause: { start_date: string; days: number }) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
  label: string;
}

function PeriodForm({ range, initial, onSave, onCancel, submitLabel, label }: PeriodFormProps) {
  const form = useApiForm({
    schema,
    defaultValues: { start_date: initial ? formatInputDate(initial.start_date) : '', days: initial ? String(initial.days) : '5' },
    onSubmit: (values) => onSave({ start_date: inputDateToIso(values.start_date)!, days: Number(values.days) }),
  });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={label}>
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <DateInput
        label="First day of your period"
        hint="Within your calendar."
        error={form.errorOf('start_date')}
        required
        {...form.register('start_date')}
        min={toDate(range.start) ?? undefined}
        max={toDate(range.end) ?? undefined}
      />
      <TextField
        label="Days to pause"
        hint={`1 to ${MAX_PERIOD_DAYS} days.`}
        inputMode="numeric"
        autoComplete="off"
        className={styles.days}
        error={form.errorOf('days')}
        required
        {...form.register('days')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function PauseSplit({ plan, period }: { plan: TreatmentPlan; period: Interruption }) {
  const split = pauseSplit(weeksOfPause(plan, period));
  return (
    <div className={styles.split}>
      <div>
        <h4 className={styles.splitTitle}>Pause</h4>
        {split.pause.length ? (
          <ul className={styles.plainList} aria-label="Treatments that pause">
            {split.pause.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Nothing to pause in these days.</p>
        )}
      </div>
      <div>
        <h4 className={styles.splitTitle}>Continue as scheduled</h4>
        {split.continue.length ? (
          <ul className={styles.plainList} aria-label="Treatments that continue">
            {split.continue.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Nothing else is scheduled in these days.</p>
        )}
      </div>
    </div>
  );
}

function LoggedPeriod({ plan, period }: { plan: TreatmentPlan; period: Interruption }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateInterruption();
  const remove = useDeleteInterruption();
  const when = `${formatDisplayDate(period.start_date)} – ${formatDisplayDate(period.end_date)}`;
  async function del() {
    try {
      await remove.mutateAsync(period.id);
      toast.show('Period deleted. Your calendar is back on its dates.', { tone: 'success' });
    } catch {
      // shown from remove.error
    }
  }
  return (
    <li className={styles.period}>
      <h3 className={styles.splitTitle}>
        {when} ({period.days} {period.days === 1 ? 'day' : 'days'})
      </h3>
      {remove.isError && <Banner tone="error">{errorMessage(remove.error)}</Banner>}
      {editing ? (
        <PeriodForm
          range={{ start: plan.start_date, end: plan.end_date }}
          initial={period}
          label={`Change the period of ${when}`}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSave={async (pause) => {
            await update.mutateAsync({ id: period.id, ...pause });
            setEditing(false);
            toast.show('Period updated.', { tone: 'success' });
          }}
        />
      ) : (
        <>
          <PauseSplit plan={plan} period={period} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit the period of ${when}`}>
              Edit
            </Button>
            <Button variant="ghost" loading={remove.isPending} onClick={() => void del()} aria-label={`Delete the period of ${when}`}>
              Delete
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export function PeriodsSection({ plan }: { plan: TreatmentPlan }) {
  const create = useCreateInterruption(plan.consult_uid);
  const [formKey, setFormKey] = useState(0);
  return (
    <section className={styles.section} aria-labelledby="periods-heading">
      <h2 id="periods-heading" className={styles.sectionTitle}>
        Periods
      </h2>
      <p className={styles.lead}>{SAFETY_COPY.period} Log your period and those treatments move later by the days you pause; the others keep their dates.</p>
      {plan.interruptions.length > 0 && (
        <ul className={styles.periods} aria-label="Logged periods">
          {plan.interruptions.map((period) => (
            <LoggedPeriod key={period.id} plan={plan} period={period} />
          ))}
        </ul>
      )}
      {plan.start_date ? (
        <PeriodForm
          key={formKey}
          range={{ start: plan.start_date, end: plan.end_date }}
          label="Log a period"
          submitLabel="Log period"
          onSave={async (pause) => {
            await create.mutateAsync(pause);
            setFormKey((k) => k + 1);
            toast.show('Period logged. Your calendar is updated.', { tone: 'success' });
          }}
        />
      ) : (
        <p className={styles.muted}>Choose your start date first; then you can log a period here.</p>
      )}
    </section>
  );
}
