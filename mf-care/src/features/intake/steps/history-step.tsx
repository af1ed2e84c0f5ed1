// About you: the patient's date of birth (clinicians treat adults, 18 and over) and anything else
// about their health the clinician should know; for a male partner also his sex assigned at birth
// (the API asks it of him instead of the female questions). One step, made for each flow.
import {
  ageOn,
  birthdayRange,
  formatDisplayDate,
  formatInputDate,
  inputDateToIso,
  labelOf,
  MINIMUM_AGE,
  NOT_ANSWERED,
  SEX_AT_BIRTH_LABELS,
} from '@flora/shared/domain';
import { DateInput, dateInputError, RadioGroup, TextArea } from '@flora/shared/forms';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

export interface HistoryStepOptions {
  /** Ask the sex assigned at birth (the male-partner intake). */
  sexAtBirth?: boolean;
  /** The hint under "Anything else…". */
  notesHint?: string;
  /** The step's heading. */
  title?: string;
}

const NOTES_HINT = 'For example past infections, treatments you tried, or conditions you have.';

const makeHistoryComponent = ({ sexAtBirth = false, notesHint = NOTES_HINT }: HistoryStepOptions) =>
  function HistoryStep({ draft, errors, change }: StepProps) {
    const { min, max } = birthdayRange();
    return (
      <div className={styles.stack}>
        {sexAtBirth && (
          <RadioGroup
            id="intake-sex_assigned_at_birth"
            legend="What sex were you assigned at birth?"
            name="sex_assigned_at_birth"
            options={Object.entries(SEX_AT_BIRTH_LABELS).map(([value, label]) => ({ value, label }))}
            value={(draft.sex_assigned_at_birth as string | null) ?? ''}
            error={errors.sex_assigned_at_birth}
            onValueChange={(value) => change({ sex_assigned_at_birth: value })}
          />
        )}
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
          hint={notesHint}
          maxLength={2000}
          rows={4}
          value={(draft.additional_notes as string | null) ?? ''}
          error={errors.additional_notes}
          onChange={(event) => change({ additional_notes: event.target.value }, { typing: true })}
        />
      </div>
    );
  };

function dateOfBirthError(text: string): string | null {
  if (!text.trim()) return 'Enter your date of birth.';
  const wrong = dateInputError(text, birthdayRange());
  if (wrong) return wrong;
  if ((ageOn(inputDateToIso(text)!, new Date()) ?? 0) < MINIMUM_AGE) return 'Our clinicians can only treat patients 18 and over.';
  return null;
}

/** The "About you" step of a flow. */
export function makeHistoryStep(options: HistoryStepOptions = {}): IntakeStep {
  const { sexAtBirth = false } = options;
  return {
    id: 'history',
    name: 'About you',
    title: options.title ?? 'About you and your health history',
    answers: sexAtBirth ? ['sex_assigned_at_birth', 'date_of_birth', 'additional_notes'] : ['date_of_birth', 'additional_notes'],
    Component: makeHistoryComponent(options),
    toDraft: (intake) => ({ dob_text: intake.date_of_birth ? formatInputDate(`${intake.date_of_birth}T00:00:00`) : '' }),
    validate: (draft) => {
      const errors: Record<string, string> = {};
      if (sexAtBirth && !draft.sex_assigned_at_birth) errors.sex_assigned_at_birth = 'Choose an answer.';
      const dob = dateOfBirthError((draft.dob_text as string) ?? '');
      if (dob) errors.date_of_birth = dob;
      return errors;
    },
    toPatch: (draft) => ({
      ...(sexAtBirth ? { sex_assigned_at_birth: (draft.sex_assigned_at_birth as never) ?? null } : {}),
      date_of_birth: inputDateToIso(draft.dob_text as string),
      additional_notes: ((draft.additional_notes as string | null) ?? '').trim() || null,
    }),
    review: (intake) => [
      ...(sexAtBirth
        ? [{ label: 'Sex assigned at birth', value: intake.sex_assigned_at_birth ? labelOf(SEX_AT_BIRTH_LABELS, intake.sex_assigned_at_birth) : NOT_ANSWERED }]
        : []),
      { label: 'Date of birth', value: intake.date_of_birth ? formatDisplayDate(`${intake.date_of_birth}T00:00:00`) : 'Not answered' },
      { label: 'Anything else', value: intake.additional_notes ?? 'Nothing added' },
    ],
  };
}

export const historyStep: IntakeStep = makeHistoryStep();
