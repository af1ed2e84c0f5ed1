// The first step of a new calendar: choose the day treatment starts (POST .../treatment_start_date/).
// Up to 14 days back (already begun) and 90 days ahead, as the API allows; its refusal lands
// beside the field and what she typed stays.
import { Banner, Button } from '@flora/shared';
import { formatInputDate, inputDateToIso } from '@flora/shared/domain';
import { check, DateInput, dateInputError, nonEmpty, object, pipe, string, trim, useApiForm } from '@flora/shared/forms';
import { useSetStartDate } from './api/treatment-start-date';
import { addDays } from 'date-fns';
import styles from './treatment.module.css';

const PAST_DAYS = 14;
const FUTURE_DAYS = 90;

export function StartDateForm({ uid, today = new Date() }: { uid: string; today?: Date }) {
  const setStartDate = useSetStartDate(uid);
  const range = { min: addDays(today, -PAST_DAYS), max: addDays(today, FUTURE_DAYS) };
  const schema = object({
    treatment_start_date: pipe(
      string(),
      trim(),
      nonEmpty('Enter the day you start (or started) your treatment.'),
      check((text) => dateInputError(text, range) === null, (issue) => dateInputError(issue.input, range) ?? ''),
    ),
  });
  const form = useApiForm({
    schema,
    defaultValues: { treatment_start_date: formatInputDate(today) },
    onSubmit: (values) => setStartDate.mutateAsync(inputDateToIso(values.treatment_start_date)!),
  });
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Choose your start date">
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <DateInput
        label="Start date"
        hint="The day you take your first dose. Your calendar's weeks are dated from it."
        error={form.errorOf('treatment_start_date')}
        required
        {...form.register('treatment_start_date')}
        min={range.min}
        max={range.max}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting}>
          Start my calendar
        </Button>
      </div>
    </form>
  );
}
