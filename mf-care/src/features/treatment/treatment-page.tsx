// My Treatment (SPEC §2.7, issue 15): /treatments/consults/{uid}/treatment/ for one consult, and
// /treatments/treatment/ for her latest consult with a plan (the most recent completed one, by the
// shared consult-group rules: a plan is visible once the consult is complete). Before the start
// date is set, choosing it is the first step; then the dated calendar (today's week marked), the
// periods, the safety notes, the care upsells of SPEC §9 and the FAQ.
import { useEffect, useState } from 'react';
import { EmptyState, Link, Page, paths, QueryView, useParams } from '@flora/shared';
import { deriveConsultGroups, formatDisplayDate } from '@flora/shared/domain';
import { useConsults } from '@flora/shared/data';
import { type CalendarTreatment, type TreatmentPlan, useTreatmentPlan } from './api/treatment-plan';
import { AdjustTreatmentDialog } from './adjust-treatment-dialog';
import { CareUpsells } from './care-upsells';
import { FaqSection } from './faq-section';
import { PeriodsSection } from './periods-section';
import { currentWeek, isoDay } from './plan-dates';
import { ResetCalendar } from './reset-calendar-dialog';
import { SafetyNotes } from './safety-notes';
import { StartDateForm } from './start-date-form';
import { TreatmentCalendar } from './treatment-calendar';
import styles from './treatment.module.css';

const TITLE = 'My Treatment';
const DESCRIPTION = 'Your treatment calendar, week by week, from the plan your clinician made.';

const isNotFound = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status === 404;

function NoPlan() {
  return (
    <EmptyState
      title="Your treatment plan is not ready yet"
      message="Your calendar appears here once a clinician has completed your consultation and prescribed your treatment."
      action={<Link to={paths.care()}>Go to Care</Link>}
    />
  );
}

export function TreatmentPage() {
  const { uid = '' } = useParams();
  return (
    <Page title={TITLE} description={DESCRIPTION}>
      <TreatmentPlanView uid={uid} />
    </Page>
  );
}

export function LatestTreatmentPage() {
  const consults = useConsults();
  return (
    <Page title={TITLE} description={DESCRIPTION}>
      <QueryView query={consults} loadingLabel="Loading your treatment">
        {(list) => {
          const latest = deriveConsultGroups(list).mostRecentCompleted;
          return latest ? <TreatmentPlanView uid={latest.uid} /> : <NoPlan />;
        }}
      </QueryView>
    </Page>
  );
}

function TreatmentPlanView({ uid }: { uid: string }) {
  const plan = useTreatmentPlan(uid);
  if (plan.isError && isNotFound(plan.error)) return <NoPlan />;
  return (
    <QueryView query={plan} loadingLabel="Loading your calendar">
      {(data) => <PlanScreen plan={data} />}
    </QueryView>
  );
}

function PlanScreen({ plan }: { plan: TreatmentPlan }) {
  const [adjusting, setAdjusting] = useState<CalendarTreatment | null>(null);
  // After a move the dialog's opener is gone: focus goes to the week the treatment moved to (after
  // the dialog has closed and handed focus back).
  const [movedTo, setMovedTo] = useState<number | null>(null);
  useEffect(() => {
    if (movedTo === null || adjusting) return;
    document.getElementById(`week-${movedTo}-heading`)?.focus();
    setMovedTo(null);
  }, [movedTo, adjusting]);
  const today = isoDay(new Date());
  const current = currentWeek(plan, today);
  const started = plan.start_date !== null;
  return (
    <div className={styles.stack}>
      {started ? (
        <section className={styles.section} aria-labelledby="calendar-summary-heading">
          <h2 id="calendar-summary-heading" className={styles.sectionTitle}>
            {current ? `You are in week ${current} of ${plan.last_treatment_week}` : plan.start_date! > today ? 'Your treatment starts soon' : 'Your calendar'}
          </h2>
          <p className={styles.lead}>
            Started {formatDisplayDate(plan.start_date)}
            {plan.end_date && <>; your final retest week ends {formatDisplayDate(plan.end_date)}</>}
            {plan.paused_days > 0 && <> ({plan.paused_days} paused {plan.paused_days === 1 ? 'day' : 'days'} included)</>}.
          </p>
          <div className={styles.actions}>
            <ResetCalendar uid={plan.consult_uid} />
          </div>
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="start-heading">
          <h2 id="start-heading" className={styles.sectionTitle}>
            First step: choose your start date
          </h2>
          <p className={styles.lead}>Pick the day you take your first dose. Every week of your calendar is dated from it.</p>
          <StartDateForm uid={plan.consult_uid} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="calendar-heading">
        <h2 id="calendar-heading" className={styles.sectionTitle}>
          Your calendar
        </h2>
        {!started && <p className={styles.muted}>Your weeks get their dates once you choose a start date.</p>}
        <TreatmentCalendar plan={plan} current={current} onAdjust={setAdjusting} />
      </section>

      <PeriodsSection plan={plan} />
      <SafetyNotes plan={plan} />
      <CareUpsells />
      <FaqSection />
      <p className={styles.muted}>
        <Link to={paths.care()}>Back to Care</Link>
      </p>
      <AdjustTreatmentDialog
        entry={adjusting}
        lastWeek={plan.last_treatment_week}
        onClose={() => setAdjusting(null)}
        onMoved={setMovedTo}
      />
    </div>
  );
}
