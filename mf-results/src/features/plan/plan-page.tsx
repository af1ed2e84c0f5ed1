// /plan/ — My Plan (behind the `plan` feature flag): the plan of her latest ready result, grouped
// by category (diet, lifestyle, products, retest timing), each item with why her result calls for
// it and a done-mark (optimistic, rolled back with a message when the API refuses); progress;
// feedback on the plan; moving her next test up (a confirmation in the plan modal's steps); the
// research behind the plan in a modal. One piece of page state, shaped as SPEC §3's Plan UI state
// (planModalStep initially null). Flag off: a calm "not available" page. No ready result yet: what
// happens next, with a link to My Tests.
import { useState } from 'react';
import { Button, buttonClassName, Card, EmptyState, Link, Page, paths, QueryView, useSession } from '@flora/shared';
import { formatDisplayDate, INITIAL_PLAN_UI_STATE, type PlanUiState } from '@flora/shared/domain';
import { type Plan, usePlan } from './api/plan';
import { NextTest } from './components/next-test';
import { PlanFeedbackForm } from './components/plan-feedback-form';
import { PlanItems } from './components/plan-items';
import { MoveUpModal, type MoveUpStep } from './components/move-up-modal';
import { ResearchModal } from './components/research-modal';
import styles from './plan-page.module.css';

const PLAN_INTRO: Record<string, string> = {
  optimal: 'Your microbiome is in an optimal state. This plan helps you keep it that way.',
  intermediate: 'Your microbiome is in between. This plan helps tip it toward the protective bacteria.',
  disrupted: 'Your microbiome is disrupted. This plan helps it recover, step by step.',
};

function Progress({ plan }: { plan: Plan }) {
  const label = `${plan.done_count} of ${plan.total_count} done`;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} aria-live="polite">
        {label}
      </p>
      <progress className={styles.bar} max={plan.total_count || 1} value={plan.done_count} aria-label={`Plan progress: ${label}`} />
    </div>
  );
}

function PlanView({ plan }: { plan: Plan }) {
  const [ui, setUi] = useState<PlanUiState>(INITIAL_PLAN_UI_STATE);
  const update = (change: Partial<PlanUiState>) => setUi((state) => ({ ...state, ...change }));
  return (
    <>
      <Card>
        <p className={styles.intro}>
          Made from your results of test {plan.hash} ({plan.valencia_type}
          {plan.results_ready_at ? `, ready ${formatDisplayDate(plan.results_ready_at)}` : ''}).{' '}
          {PLAN_INTRO[plan.infection_state] ?? ''}
        </p>
        <Progress plan={plan} />
        <p className={styles.links}>
          <Button variant="ghost" onClick={() => update({ researchModalOpen: true })}>
            How we built your plan
          </Button>
          <Link to={paths.results(plan.hash)}>See your results</Link>
        </p>
      </Card>
      <PlanItems plan={plan} />
      <NextTest
        plan={plan}
        modalOpen={ui.planModalStep !== null}
        error={ui.moveTestUpError}
        onMoveUp={() => update({ moveTestUpError: null, planModalStep: 'confirm' })}
      />
      <PlanFeedbackForm
        plan={plan}
        error={ui.submitFeedbackError}
        onError={(submitFeedbackError) => update({ submitFeedbackError })}
      />
      <ResearchModal open={ui.researchModalOpen} onClose={() => update({ researchModalOpen: false })} />
      <MoveUpModal
        plan={plan}
        step={ui.planModalStep as MoveUpStep | null}
        onStep={(planModalStep) => update({ planModalStep })}
        onError={(moveTestUpError) => update({ moveTestUpError, planModalStep: null })}
      />
    </>
  );
}

function NotAvailable() {
  return (
    <Page title="My Plan">
      <EmptyState
        title="My Plan is not available for your account yet"
        message="Your results and what they mean are always in My Tests. We will let you know when your personal plan is ready to use."
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to={paths.tests()}>
            Go to My Tests
          </Link>
        }
      />
    </Page>
  );
}

export function PlanPage() {
  const session = useSession();
  const enabled = session.status === 'authenticated' && !!session.user?.features.plan;
  return enabled ? <PlanScreen /> : <NotAvailable />;
}

function PlanScreen() {
  const plan = usePlan();
  return (
    <Page title="My Plan" description="Personal steps from your latest results.">
      <div className={styles.sections}>
        <QueryView
          query={plan}
          loadingLabel="Loading your plan…"
          isEmpty={(found) => found === null}
          empty={
            <EmptyState
              title="Your plan starts with your results"
              message="Once the lab has your sample, results are usually ready within 2 to 3 weeks. We will email you, and your plan will be here, made from what your results show."
              action={
                <Link className={buttonClassName()} to={paths.tests()}>
                  Go to My Tests
                </Link>
              }
            />
          }
        >
          {(found) => found && <PlanView plan={found} />}
        </QueryView>
      </div>
    </Page>
  );
}
