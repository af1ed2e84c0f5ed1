// About you: her date of birth (clinicians treat adults, 18 and over) and anything else about her
// health history the clinician should know.
import { birthdayRange, formatDisplayDate, formatInputDate, inputDateToIso } from '@flora/shared';
import { DateInput, dateInputError, TextArea } from '@flora/shared/forms';
import type { IntakeStep, StepProps } from '../../../lib/intake/flow';
import styles from './steps.module.css';

const MINIMUM_AGE = 18;

function isAdult(iso: string, today = new Date()): boolean {
  const [y, m, d] = iso.split('-').map(Number);
  const eighteenth = new Date(y! + MINIMUM_AGE, m! - 1, d!);
  return eighteenth <= today;
}

function HistoryStep({ draft, errors, change }: StepProps) {
  const { min, max } = birthdayRange();
  return (
    <div className={styles.stack}>
      <DateInput
        id="intake-date_of_birth"
        label="Date of birth"
        autoComplete="bday"
        min={min}
        max={max}
        value={(draft.dob_text as string) ?? ''}
        error={errors.date_of_birth}
        onChange={(event) => change({ dob_text: event.target.value, date_of_birth: undefined }, { typing: true })}
      />
      <TextArea
        id="intake-additional_notes"
        label="Anything else about your health the clinician should know? (optional)"
        hint="For example past infections, treatments you tried, or conditions you have."
        maxLength={2000}
        rows={4}
        value={(draft.additional_notes as string | null) ?? ''}
        error={errors.additional_notes}
        onChange={(event) => change({ additional_notes: event.target.value }, { typing: true })}
      />
    </div>
  );
}

export const historyStep: IntakeStep = {
  id: 'history',
  name: 'About you',
  title: 'About you and your health history',
  answers: ['date_of_birth', 'additional_notes'],
  Component: HistoryStep,
  toDraft: (intake) => ({ dob_text: intake.date_of_birth ? formatInputDate(`${intake.date_of_birth}T00:00:00`) : '' }),
  validate: (draft) => {
    const text = (draft.dob_text as string) ?? '';
    if (!text.trim()) return { date_of_birth: 'Enter your date of birth.' };
    const wrong = dateInputError(text, birthdayRange());
    if (wrong) return { date_of_birth: wrong };
    if (!isAdult(inputDateToIso(text)!)) return { date_of_birth: 'Our clinicians can only treat patients 18 and over.' };
    return {};
  },
  toPatch: (draft) => ({
    date_of_birth: inputDateToIso(draft.dob_text as string),
    additional_notes: ((draft.additional_notes as string | null) ?? '').trim() || null,
  }),
  review: (intake) => [
    { label: 'Date of birth', value: intake.date_of_birth ? formatDisplayDate(`${intake.date_of_birth}T00:00:00`) : 'Not answered' },
    { label: 'Anything else', value: intake.additional_notes ?? 'Nothing added' },
  ],
};
