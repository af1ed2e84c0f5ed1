// The intake as the patient answered it: each question with her answer in words.
import {
  DURATION_LABELS,
  formatDisplayDate,
  labelOf,
  NOT_ANSWERED,
  PREGNANCY_LABELS_FOR_CLINICIAN,
  SEX_AT_BIRTH_LABELS,
  SYMPTOM_LABELS_FOR_CLINICIAN,
  yesNo,
} from '@flora/shared/domain';
import { useMedications } from '@flora/shared/data';
import type { ConsultIntake } from '../api/consult-intake';
import styles from '../consult-page.module.css';

const or = (value: string | null | undefined) => (value && value.trim() ? value : NOT_ANSWERED);
const consented = (at: string | null | undefined) => (at ? `Agreed on ${formatDisplayDate(at)}` : NOT_ANSWERED);

export function IntakeAnswers({ intake }: { intake: ConsultIntake | null }) {
  const medicationIds = intake?.current_medication_ids ?? [];
  const medications = useMedications(undefined, { enabled: medicationIds.length > 0 });
  if (!intake) {
    return <p className={styles.muted}>This consult has no intake yet.</p>;
  }
  const medicationNames = medicationIds.map((id) => medications.data?.find((m) => m.id === id)?.name ?? `Medication #${id}`);
  const address = [intake.address_line1, intake.address_line2, [intake.city, intake.state, intake.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  // Each consult type's own questions, as the API asks them: the male partner is asked his sex assigned
  // at birth and none of the female questions (symptoms, pregnancy, breastfeeding); everyone else the reverse.
  const malePartner = intake.consult_type === 'male-partner';
  const answers: [string, string][] = [
    ...(malePartner
      ? ([['Sex assigned at birth', intake.sex_assigned_at_birth ? labelOf(SEX_AT_BIRTH_LABELS, intake.sex_assigned_at_birth) : NOT_ANSWERED]] as [string, string][])
      : ([
          ['Symptoms', intake.symptoms === null ? NOT_ANSWERED : intake.symptoms.length ? intake.symptoms.map((s) => labelOf(SYMPTOM_LABELS_FOR_CLINICIAN, s)).join(', ') : 'No symptoms'],
          ['How long', intake.symptom_duration ? labelOf(DURATION_LABELS, intake.symptom_duration) : NOT_ANSWERED],
          ['Pregnancy', intake.pregnancy_status ? labelOf(PREGNANCY_LABELS_FOR_CLINICIAN, intake.pregnancy_status) : NOT_ANSWERED],
          ['Breastfeeding', yesNo(intake.breastfeeding)],
        ] as [string, string][])),
    ['Allergies', intake.has_allergies ? or(intake.allergies) : yesNo(intake.has_allergies)],
    ['Current medications', intake.current_medication_ids === null ? NOT_ANSWERED : medicationNames.length ? medicationNames.join(', ') : 'None'],
    ['Other medications', or(intake.other_medications)],
    ['Date of birth', intake.date_of_birth ? formatDisplayDate(intake.date_of_birth) : NOT_ANSWERED],
    ['Address', address || NOT_ANSWERED],
    ['Anything else for the clinician', or(intake.additional_notes)],
    ['Terms of treatment', consented(intake.agreed_to_terms_at)],
  ];
  if (intake.consult_type === 'ungated-rx') answers.push(['Prescription treatment terms', consented(intake.consented_to_ungated_rx_terms_at)]);
  if (intake.consult_type !== 'male-partner') answers.push(['Not trying to conceive', consented(intake.consented_to_not_trying_to_conceive_at)]);

  return (
    <>
      <p className={styles.muted}>{intake.submitted_at ? `Submitted on ${formatDisplayDate(intake.submitted_at)}.` : 'Not submitted yet.'}</p>
      <dl className={styles.answers}>
        {answers.map(([question, answer]) => (
          <div key={question} className={styles.answer}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
