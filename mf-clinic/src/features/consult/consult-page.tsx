// /clinic/consults/:uid/ — one consult under review: the patient and her result summary, the intake
// answers, the photo ID, then the clinician's work (prescriptions, the week-by-week treatment plan,
// Complete or End) and the message thread with the patient.
import { type ReactNode } from 'react';
import {
  Banner,
  Button,
  buttonClassName,
  EmptyState,
  errorMessage,
  Link,
  LoadingState,
  Page,
  RetryButton,
  StatusPill,
  type StatusPillTone,
  useParams,
  useSession,
} from '@flora/shared';
import { CONSULT_TYPES_WITH_PLAN, consultStatusForClinician, consultTypeForClinician, formatDisplayDate } from '@flora/shared/domain';
import { clinicPaths } from '../../lib/clinic-paths';
import { outcomeName, patientName } from '../../lib/consult-words';
import { type ClinicianConsult, useClinicianConsult } from './api/clinician-consult';
import { useConsultIntake } from './api/consult-intake';
import { usePickUp } from '../../lib/api/pick-up';
import { DecisionPanel } from './components/decision-panel';
import { IntakeAnswers } from './components/intake-answers';
import { MessageThread } from './components/message-thread';
import { PatientSummary, ResultSummary } from './components/patient-summary';
import { PhotoIdView } from './components/photo-id-view';
import { PlanBuilder } from './components/plan-builder';
import { PrescribeForm } from './components/prescribe-form';
import styles from './consult-page.module.css';

const STATUS_TONES: Record<string, StatusPillTone> = { SU: 'info', PR: 'warning', CP: 'success', ER: 'error', RF: 'neutral', IE: 'neutral', ID: 'error', CA: 'neutral' };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const backLink = (
  <Link className={buttonClassName({ variant: 'secondary' })} to={clinicPaths.queue()}>
    Back to the queue
  </Link>
);

export function ConsultPage() {
  const { uid = '' } = useParams();
  const consult = useClinicianConsult(uid);
  if (consult.isPending) {
    return (
      <Page title="Consult">
        <LoadingState label="Loading the consult…" />
      </Page>
    );
  }
  if (consult.isError) {
    const notFound = (consult.error as { response?: { status?: number } }).response?.status === 404;
    return (
      <Page title={notFound ? 'Consult not found' : 'Consult'} actions={backLink}>
        {notFound ? (
          <EmptyState title="No consult with this address" message="It may have been mistyped. Open consults from the review queue." />
        ) : (
          <Banner
            tone="error"
            action={
              <RetryButton query={consult} />
            }
          >
            {`The consult could not be loaded. ${errorMessage(consult.error)}`}
          </Banner>
        )}
      </Page>
    );
  }
  return <ConsultView view={consult.data} />;
}

function ConsultView({ view }: { view: ClinicianConsult }) {
  const { uid, status, type } = view.consult;
  const intake = useConsultIntake(uid);
  const session = useSession();
  const me = session.status === 'authenticated' ? (session.user?.id ?? null) : null;
  const patient = patientName(view.patient);
  const inReview = status === 'PR';
  const withPlan = CONSULT_TYPES_WITH_PLAN.includes(type);

  return (
    <Page
      title={`Consult: ${patient}`}
      description={
        <span className={styles.subtitle}>
          <span>{consultTypeForClinician(type)}</span>
          <StatusPill tone={STATUS_TONES[status] ?? 'neutral'}>{consultStatusForClinician(status)}</StatusPill>
          {view.review?.picked_up_at && <span>{`Picked up ${formatDisplayDate(view.review.picked_up_at)}`}</span>}
        </span>
      }
      actions={backLink}
    >
      {(status === 'SU' || status === 'ER') && <PickUpBanner uid={uid} again={status === 'ER'} />}
      {status === 'PR' && me !== null && view.review?.clinician_user_id != null && view.review.clinician_user_id !== me && (
        <Banner tone="warning" title="Another clinician picked this consult up">
          You can still work on it: agree with them first, so that the patient gets one answer.
        </Banner>
      )}
      {view.review?.closed_at && (
        <Banner tone={status === 'CP' ? 'success' : 'info'} title={status === 'CP' ? 'Complete: the patient has been told her treatment is ready' : `Ended as ${outcomeName(status)}`}>
          {view.review.outcome_reason ? `Note: ${view.review.outcome_reason}` : `Closed on ${formatDisplayDate(view.review.closed_at)}.`}
        </Banner>
      )}

      <div className={styles.summary}>
        <PatientSummary view={view} intake={intake.data} />
        <ResultSummary results={view.results} />
      </div>

      <Section id="intake" title="Intake answers">
        {intake.isPending && <LoadingState label="Loading the intake…" />}
        {intake.isError && <Banner tone="error">{`The intake could not be loaded. ${errorMessage(intake.error)}`}</Banner>}
        {intake.isSuccess && <IntakeAnswers intake={intake.data} />}
      </Section>

      <Section id="photo-id" title="Photo ID">
        <PhotoIdView uid={uid} patient={patient} />
      </Section>

      <Section id="prescriptions" title="Prescriptions">
        {inReview ? <PrescribeForm view={view} /> : <PrescriptionList view={view} />}
      </Section>

      {withPlan && (
        <Section id="plan" title="Treatment plan">
          {inReview ? <PlanBuilder view={view} /> : <PlanSummary view={view} />}
        </Section>
      )}

      {['SU', 'PR', 'ER'].includes(status) && (
        <Section id="decision" title="Finish the review">
          <DecisionPanel view={view} patient={patient} />
        </Section>
      )}

      <Section id="messages" title="Messages">
        <MessageThread uid={uid} patient={patient} />
      </Section>
    </Page>
  );
}

function PickUpBanner({ uid, again }: { uid: string; again: boolean }) {
  const pickUp = usePickUp();
  return (
    <Banner
      tone="info"
      title={again ? 'This consult can be picked up again' : 'Waiting for a clinician'}
      action={
        <Button loading={pickUp.isPending} loadingLabel="Picking up…" onClick={() => pickUp.mutate(uid)}>
          {again ? 'Pick up again' : 'Pick up'}
        </Button>
      }
    >
      {pickUp.isError
        ? `It could not be picked up. ${errorMessage(pickUp.error)}`
        : again
          ? 'Once the patient has fixed what was wrong, pick it up again to continue the review.'
          : 'Pick it up to prescribe, build the plan and complete it.'}
    </Banner>
  );
}

function PrescriptionList({ view }: { view: ClinicianConsult }) {
  if (!view.consult.prescriptions.length) return <p className={styles.muted}>Nothing prescribed. Prescriptions are written once the consult is picked up.</p>;
  return (
    <ul className={styles.plainList}>
      {view.consult.prescriptions.map((p) => (
        <li key={p.product.slug}>{`${p.product.slug}: ${p.refills_remaining} ${p.refills_remaining === 1 ? 'refill' : 'refills'} left`}</li>
      ))}
    </ul>
  );
}

function PlanSummary({ view }: { view: ClinicianConsult }) {
  const plan = view.treatment_plan;
  if (!plan) return <p className={styles.muted}>No treatment plan.</p>;
  return (
    <ol className={styles.plainList}>
      {plan.treatment_schedule.map((week) => (
        <li key={week.week}>
          {`Week ${week.week}${week.is_retest_week ? ' (retest week)' : ''}: `}
          {week.prescriptions.length ? week.prescriptions.map((p) => `${p.name}${p.as_needed ? ' (as needed)' : ''}`).join(', ') : 'nothing scheduled'}
        </li>
      ))}
    </ol>
  );
}
