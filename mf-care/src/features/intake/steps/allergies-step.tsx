// Medication allergies: yes/no and, with yes, which and what happens.
import { yesNo } from '@flora/shared/domain';
import { RadioGroup, TextArea } from '@flora/shared/forms';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

const boolValue = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : '');

function AllergiesStep({ draft, errors, change }: StepProps) {
  return (
    <div className={styles.stack}>
      <RadioGroup
        id="intake-has_allergies"
        legend="Are you allergic to any medications?"
        name="has_allergies"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={boolValue(draft.has_allergies)}
        error={errors.has_allergies}
        onValueChange={(value) => change(value === 'yes' ? { has_allergies: true } : { has_allergies: false, allergies: null })}
      />
      {draft.has_allergies === true && (
        <TextArea
          id="intake-allergies"
          label="Which medications, and what happens?"
          maxLength={1000}
          rows={3}
          value={(draft.allergies as string | null) ?? ''}
          error={errors.allergies}
          onChange={(event) => change({ allergies: event.target.value }, { typing: true })}
        />
      )}
    </div>
  );
}

export const allergiesStep: IntakeStep = {
  id: 'allergies',
  name: 'Allergies',
  title: 'Allergies',
  answers: ['has_allergies', 'allergies'],
  Component: AllergiesStep,
  validate: (draft) => {
    if (draft.has_allergies === null || draft.has_allergies === undefined) return { has_allergies: 'Choose yes or no.' };
    if (draft.has_allergies && !((draft.allergies as string | null) ?? '').trim()) return { allergies: 'Tell us which medications you are allergic to.' };
    return {};
  },
  toPatch: (draft) => {
    const has = (draft.has_allergies as boolean | null) ?? null;
    return has ? { has_allergies: true, allergies: ((draft.allergies as string | null) ?? '').trim() || null } : { has_allergies: has, allergies: null };
  },
  review: (intake) => [
    { label: 'Medication allergies', value: yesNo(intake.has_allergies) },
    ...(intake.has_allergies ? [{ label: 'Allergies', value: intake.allergies ?? 'Not answered' }] : []),
  ],
};
