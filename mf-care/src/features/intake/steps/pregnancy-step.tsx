// Pregnancy and breastfeeding. Pregnant: the safety copy of SPEC §5 and the pregnancy stop — no
// treatment, what to do instead, and nothing else to fill.
import { Banner, buttonClassName, Link, paths } from '@flora/shared';
import { labelOf, NOT_ANSWERED, PREGNANCY_LABELS_FOR_PATIENT, SAFETY_COPY, yesNo } from '@flora/shared/domain';
import { RadioGroup } from '@flora/shared/forms';
import type { IntakeStep, StepProps } from '../flow/flow';
import styles from './steps.module.css';

function PregnancyStep({ draft, errors, change }: StepProps) {
  const pregnant = draft.pregnancy_status === 'pregnant';
  return (
    <div className={styles.stack}>
      <RadioGroup
        id="intake-pregnancy_status"
        legend="Are you pregnant?"
        name="pregnancy_status"
        options={Object.entries(PREGNANCY_LABELS_FOR_PATIENT).map(([value, label]) => ({ value, label }))}
        value={(draft.pregnancy_status as string | null) ?? ''}
        error={errors.pregnancy_status}
        onValueChange={(value) => change({ pregnancy_status: value })}
      />
      {pregnant ? (
        <Banner tone="warning" title="We can't treat you during pregnancy">
          <p>{SAFETY_COPY.pregnancy}</p>
          <p>
            Please talk to your OB-GYN or prenatal care provider about your symptoms: they can recommend a treatment that is
            safe for you and your baby. There is nothing else to fill in here.
          </p>
          <Link to={paths.care()} className={buttonClassName({ variant: 'secondary' })}>
            Back to Care
          </Link>
        </Banner>
      ) : (
        <RadioGroup
          id="intake-breastfeeding"
          legend="Are you breastfeeding?"
          name="breastfeeding"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={draft.breastfeeding === true ? 'yes' : draft.breastfeeding === false ? 'no' : ''}
          error={errors.breastfeeding}
          onValueChange={(value) => change({ breastfeeding: value === 'yes' })}
        />
      )}
      {draft.pregnancy_status === 'not_sure' && (
        <Banner tone="info" title="If you might be pregnant">
          {SAFETY_COPY.pregnancy} If there's a chance you're pregnant, take a pregnancy test before you start any treatment.
        </Banner>
      )}
    </div>
  );
}

export const PREGNANCY_STEP = 'pregnancy';

export const pregnancyStep: IntakeStep = {
  id: PREGNANCY_STEP,
  name: 'Pregnancy',
  title: 'Pregnancy and breastfeeding',
  answers: ['pregnancy_status', 'breastfeeding'],
  Component: PregnancyStep,
  validate: (draft) => {
    if (!draft.pregnancy_status) return { pregnancy_status: 'Choose an answer.' };
    if (draft.pregnancy_status !== 'pregnant' && typeof draft.breastfeeding !== 'boolean') return { breastfeeding: 'Choose yes or no.' };
    return {};
  },
  toPatch: (draft) => ({
    pregnancy_status: (draft.pregnancy_status as never) ?? null,
    ...(typeof draft.breastfeeding === 'boolean' ? { breastfeeding: draft.breastfeeding } : {}),
  }),
  review: (intake) => [
    { label: 'Pregnant', value: intake.pregnancy_status ? labelOf(PREGNANCY_LABELS_FOR_PATIENT, intake.pregnancy_status) : NOT_ANSWERED },
    { label: 'Breastfeeding', value: yesNo(intake.breastfeeding) },
  ],
};
