// Who the patient is (name, date of birth and age, email, state from her intake) and her result
// summary: the community state type with its plain meaning, and the infection state.
import { cx, layoutClassNames, StatusPill } from '@flora/shared';
import {
  ageOn,
  cstMeaningForClinician,
  formatDisplayDate,
  infectionStateName,
  infectionStateText,
  NOT_ANSWERED,
} from '@flora/shared/domain';
import { patientName } from '../../../lib/consult-words';
import type { ClinicianConsult } from '../api/clinician-consult';
import type { ConsultIntake } from '../api/consult-intake';
import styles from '../consult-page.module.css';

const STATE_TONES = { optimal: 'success', intermediate: 'warning', disrupted: 'error' } as const;

export function PatientSummary({ view, intake }: { view: ClinicianConsult; intake: ConsultIntake | null | undefined }) {
  const birthday = intake?.date_of_birth ?? null;
  const age = birthday ? ageOn(birthday, new Date()) : null;
  return (
    <section className={styles.card} aria-labelledby="patient-heading">
      <h2 id="patient-heading" className={styles.heading}>
        Patient
      </h2>
      <dl className={cx(layoutClassNames.facts, styles.facts)}>
        <dt>Name</dt>
        <dd>{patientName(view.patient)}</dd>
        <dt>Date of birth</dt>
        <dd>{birthday ? `${formatDisplayDate(birthday)}${age !== null ? ` (${age} years)` : ''}` : NOT_ANSWERED}</dd>
        <dt>Email</dt>
        <dd className={styles.wrap}>{view.patient.email}</dd>
        <dt>State</dt>
        <dd>{intake?.state ?? NOT_ANSWERED}</dd>
        <dt>Test</dt>
        <dd>{view.test_hash ?? 'No test on this consult'}</dd>
      </dl>
    </section>
  );
}

export function ResultSummary({ results }: { results: ClinicianConsult['results'] }) {
  return (
    <section className={styles.card} aria-labelledby="results-heading">
      <h2 id="results-heading" className={styles.heading}>
        Result summary
      </h2>
      {results ? (
        <dl className={cx(layoutClassNames.facts, styles.facts)}>
          <dt>Community state type</dt>
          <dd>
            <strong>{results.valencia_type}</strong>
            <span className={styles.meaning}>{cstMeaningForClinician(results.valencia_type)}</span>
          </dd>
          <dt>Infection state</dt>
          <dd>
            <StatusPill tone={STATE_TONES[results.infection_state]}>{infectionStateName(results.infection_state)}</StatusPill>
            {results.conditions.length > 0 && <span className={styles.meaning}>{`Conditions: ${infectionStateText(results.infection_state, results.conditions)}`}</span>}
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>No test results on this consult: it has no test, or the results are not ready.</p>
      )}
    </section>
  );
}
