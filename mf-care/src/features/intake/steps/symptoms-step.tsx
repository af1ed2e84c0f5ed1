// Symptoms (any number, or none) and, with any, how long they have lasted. A flow may say more:
// the ungated Rx intake explains that the clinician prescribes from them, and what "none" means.
import type { ReactNode } from 'react';
import { Banner } from '@flora/shared';
import { DURATION_LABELS, labelOf, NO_SYMPTOMS, NOT_ANSWERED, SYMPTOM_LABELS_FOR_PATIENT } from '@flora/shared/domain';
import { CheckboxGroup, RadioGroup } from '@flora/shared/forms';
import type { IntakePatch } from '../api/save-intake';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

const OPTIONS = [
  ...Object.entries(SYMPTOM_LABELS_FOR_PATIENT).map(([value, label]) => ({ value, label })),
  { value: NO_SYMPTOMS, label: 'None of these', exclusive: true },
];

interface SymptomsStepOptions {
  /** What she reads before the choices. */
  intro?: ReactNode;
  /** Shown when she chooses "None of these". */
  noneNote?: { title: string; body: ReactNode };
}

function SymptomsStep({ draft, errors, change, intro, noneNote }: StepProps & SymptomsStepOptions) {
  const symptoms = draft.symptoms as string[] | null;
  const values = symptoms === null ? [] : symptoms.length ? symptoms : [NO_SYMPTOMS];
  return (
    <div className={styles.stack}>
      {intro}
      <CheckboxGroup
        id="intake-symptoms"
        legend="Which symptoms do you have right now?"
        hint="Choose all that apply."
        name="symptoms"
        options={OPTIONS}
        values={values}
        error={errors.symptoms}
        onValuesChange={(chosen) => {
          const list = chosen.filter((v) => v !== NO_SYMPTOMS);
          const none = chosen.includes(NO_SYMPTOMS);
          const next = chosen.length === 0 ? null : none ? [] : list;
          change({ symptoms: next, ...(next && next.length ? {} : { symptom_duration: null }) });
        }}
      />
      {symptoms !== null && symptoms.length > 0 && (
        <RadioGroup
          id="intake-symptom_duration"
          legend="How long have you had these symptoms?"
          name="symptom_duration"
          options={Object.entries(DURATION_LABELS).map(([value, label]) => ({ value, label }))}
          value={(draft.symptom_duration as string | null) ?? ''}
          error={errors.symptom_duration}
          onValueChange={(value) => change({ symptom_duration: value })}
        />
      )}
      {noneNote && symptoms !== null && symptoms.length === 0 && (
        <Banner tone="info" title={noneNote.title}>
          {noneNote.body}
        </Banner>
      )}
    </div>
  );
}

/** The symptoms step, with what the flow adds to it. */
export const makeSymptomsStep = (options: SymptomsStepOptions & { title?: string } = {}): IntakeStep => ({
  id: 'symptoms',
  name: 'Symptoms',
  title: options.title ?? 'Your symptoms',
  answers: ['symptoms', 'symptom_duration'],
  Component: function Symptoms(props: StepProps) {
    return <SymptomsStep {...props} intro={options.intro} noneNote={options.noneNote} />;
  },
  validate: (draft) => {
    const symptoms = draft.symptoms as string[] | null;
    if (symptoms === null) return { symptoms: 'Choose your symptoms, or "None of these".' };
    if (symptoms.length && !draft.symptom_duration) return { symptom_duration: 'Choose how long you have had these symptoms.' };
    return {};
  },
  toPatch: (draft) => {
    const symptoms = draft.symptoms as string[] | null;
    return { symptoms: symptoms as IntakePatch['symptoms'], symptom_duration: symptoms?.length ? ((draft.symptom_duration as never) ?? null) : null };
  },
  review: (intake) => [
    {
      label: 'Symptoms',
      value: intake.symptoms === null ? NOT_ANSWERED : intake.symptoms.length ? intake.symptoms.map((s) => labelOf(SYMPTOM_LABELS_FOR_PATIENT, s)).join(', ') : 'None',
    },
    ...(intake.symptoms?.length ? [{ label: 'For how long', value: intake.symptom_duration ? labelOf(DURATION_LABELS, intake.symptom_duration) : NOT_ANSWERED }] : []),
  ],
});

export const symptomsStep = makeSymptomsStep();
