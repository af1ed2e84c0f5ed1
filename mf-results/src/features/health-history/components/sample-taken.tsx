// The sample: the day she took it and the pH read from the strip (3.0-8.0), POST .../sample/. A
// reading can be corrected until the lab receives the sample; afterwards it is shown as recorded.
import { Banner, Button, TextField } from '@flora/shared';
import { formatDisplayDate, formatInputDate, inputDateToIso } from '@flora/shared/domain';
import { check, DateInput, dateInputError, nonEmpty, object, pipe, regex, string, trim, useApiForm } from '@flora/shared/forms';
import { useRecordSample } from '../api/record-sample';
import type { FoundUserTest } from '../../../lib/api/user-test';
import styles from './steps.module.css';

export const SAMPLE_MESSAGES = {
  dateEmpty: 'Enter the date you took your sample.',
  dateRange: 'Enter the day you took your sample: today or within the last 14 days.',
  phEmpty: 'Enter the pH you read on the strip.',
  phRange: 'Enter a pH from 3.0 to 8.0, as shown on the strip (for example 4.5).',
};

const today = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/** The days the API accepts: the last 14 days up to today. */
const sampleDateRange = () => {
  const max = today();
  return { min: new Date(max.getFullYear(), max.getMonth(), max.getDate() - 14), max };
};

const sampleSchema = object({
  taken_on: pipe(
    string(),
    trim(),
    nonEmpty(SAMPLE_MESSAGES.dateEmpty),
    check((text) => dateInputError(text, sampleDateRange()) === null, SAMPLE_MESSAGES.dateRange),
  ),
  ph: pipe(
    string(),
    trim(),
    nonEmpty(SAMPLE_MESSAGES.phEmpty),
    regex(/^\d(\.\d{1,2})?$/, SAMPLE_MESSAGES.phRange),
    check((text) => Number(text) >= 3 && Number(text) <= 8, SAMPLE_MESSAGES.phRange),
  ),
});

export function SampleTaken({ hash, test, onRecorded }: { hash: string; test: FoundUserTest; onRecorded: () => void }) {
  const record = useRecordSample(hash);
  const form = useApiForm({
    schema: sampleSchema,
    defaultValues: {
      taken_on: formatInputDate(test.sample_taken_at ?? new Date()),
      ph: test.sample_ph === null ? '' : String(test.sample_ph),
    },
    onSubmit: async ({ taken_on, ph }) => {
      await record.mutateAsync({ ph: Number(ph), taken_on: inputDateToIso(taken_on)! });
      onRecorded();
    },
  });

  if (test.status !== 'activated') {
    return (
      <p>
        The lab has your sample
        {test.sample_taken_at ? `, taken on ${formatDisplayDate(test.sample_taken_at)}` : ''}
        {test.sample_ph !== null ? ` (pH ${test.sample_ph.toFixed(1)})` : ''}. It can no longer be changed.
      </p>
    );
  }

  return (
    <form className={styles.stack} onSubmit={form.submit} noValidate>
      <p>Take your sample as the card in your kit shows, then read the pH strip against the color chart within a minute.</p>
      {test.sample_taken_at && (
        <Banner tone="success">
          Recorded: taken on {formatDisplayDate(test.sample_taken_at)}, pH {test.sample_ph?.toFixed(1)}. You can correct it until the lab receives your
          sample.
        </Banner>
      )}
      {form.formError && <Banner tone="error">{form.formError}</Banner>}
      <div className={styles.form}>
        <DateInput label="Date you took your sample" error={form.errorOf('taken_on')} required {...form.register('taken_on')} {...sampleDateRange()} />
        <TextField
          label="pH from the strip"
          hint="A number from 3.0 to 8.0, for example 4.5."
          inputMode="decimal"
          autoComplete="off"
          error={form.errorOf('ph')}
          required
          {...form.register('ph')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} loadingLabel="Saving your sample…">
          {test.sample_taken_at ? 'Save and continue' : 'Record my sample'}
        </Button>
      </div>
    </form>
  );
}
