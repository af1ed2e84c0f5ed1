// What Care offers her in each care eligibility state (SPEC §4; issue 14 "Care landing"): one
// headline, one primary action and what the state offers. The state itself comes only from the
// shared rule (use-care-state.ts); where a consult is concerned, the action is the care CTA of
// SPEC §4 (careCtaLabel, with careCtaDestination).
import type { ReactNode } from 'react';
import { buttonClassName, Link, paths } from '@flora/shared';
import {
  BANNER_LINK_LABELS,
  CARE_CTA_LABELS,
  careCtaLabel,
  CONSULT_BANNER_COPY,
  CONSULT_STATUS,
  type Consult,
  formatCurrency,
  formatDisplayDate,
  toConsultStatus,
  TREATMENT_ELIGIBILITY_WINDOW_DAYS,
  treatmentEligibilityDeadline,
} from '@flora/shared/domain';
import { carePaths } from '../../lib/care-paths';
import { ALaCareOffer } from './a-la-care-offer';
import { careCtaDestination } from './care-cta-destination';
import { TreatmentList } from './treatment-list';
import type { CareSituation, UngatedRxTreatment } from './use-care-state';
import styles from './care-state-card.module.css';

interface Action {
  label: string;
  to: string;
}

interface StateView {
  headline: string;
  lead: ReactNode;
  primary: Action;
  offers?: ReactNode;
  secondary?: Action[];
}

const SHOP_LINK: Action = { label: 'Shop treatments and essentials', to: paths.shop.home() };
const TEST_LINK: Action = { label: 'Order a new test', to: paths.shop.testKit() };

/** Coaching calls are booked in My Account (mf-auth owns /account/*): the free one, or a bought one. */
const COACHING_LINK: Action = { label: 'Book a coaching call', to: paths.accountCoaching() };

const consultAction = (consult: Consult | null): Action => ({ label: careCtaLabel(consult), to: careCtaDestination(consult) });

/**
 * A completed consult leads to its treatment: SPEC §4's care CTA names it only for an à-la-care one
 * ('View treatment program') and would say 'Complete intake' for any other paid one, beside a
 * headline saying the treatment is ready; the banner's 'View my treatments' says what the link does.
 */
const completedAction = (consult: Consult | null): Action =>
  consult && careCtaLabel(consult) !== CARE_CTA_LABELS.viewProgram
    ? { label: BANNER_LINK_LABELS.viewTreatments, to: paths.treatment(consult.uid) }
    : consultAction(consult);

function windowDeadline(situation: CareSituation): string | null {
  const deadline = treatmentEligibilityDeadline(situation.test?.results_ready_at);
  return deadline && formatDisplayDate(deadline);
}

function viewOf(situation: CareSituation): StateView {
  const { state, test, groups, user } = situation;
  const deadline = windowDeadline(situation);
  // Ungated Rx is bought once a health history reporting the symptoms is submitted (the API's
  // eligible_for_ungated_rx); before that the offer only says what is possible.
  const historySubmitted = !!(situation.currentTest ?? test)?.healthcontext.health_history_submitted_at;
  const ungatedRx = <UngatedRxOffer treatments={situation.ungatedRxTreatments} buyable={historySubmitted} />;
  switch (state) {
    case 'returning-canadian':
      return {
        headline: 'Welcome back',
        lead: 'Your latest test was processed by another lab, so our clinicians cannot prescribe from it: prescription treatments open with the results of a new test with Flora. Routine essentials need no prescription.',
        // The one thing that opens care for her (issue 27): the shop's treatments are all locked until then.
        primary: TEST_LINK,
        secondary: [{ label: 'Shop essentials', to: paths.shop.home() }],
      };
    case 'consult-in-progress': {
      const consult = groups.latestCareInProgress;
      // On hold for a new photo ID: the card says what the consult banner says, with its action.
      if (toConsultStatus(consult?.status) === CONSULT_STATUS.ID_FAILURE) {
        const { title, note } = CONSULT_BANNER_COPY.idFailure;
        return { headline: title, lead: note, primary: consultAction(consult) };
      }
      return {
        headline: 'Your consultation is in progress',
        lead: 'A clinician looks after your consultation from start to finish. Check where it stands at any time; we also email you when something changes.',
        primary: consultAction(consult),
      };
    }
    case 'consult-completed': {
      const uid = test?.latest_vaginitis_consult?.uid;
      const consult = situation.consults.find((c) => c.uid === uid) ?? groups.mostRecentCompleted;
      // A prescription for the symptoms of her health history, before her results (ungated Rx).
      if (consult?.type === 'ungated-rx') {
        return {
          headline: 'Your treatment is ready',
          lead: 'Your clinician has finished your consultation and prescribed treatment for your symptoms. Your test results follow: we email you when they are ready.',
          primary: completedAction(consult),
          secondary: [{ label: BANNER_LINK_LABELS.trackOrder, to: paths.accountOrders() }, SHOP_LINK],
        };
      }
      return {
        headline: 'Your treatment program is ready',
        lead: 'Your clinician has finished your consultation. Follow your week-by-week plan, and come back here when you need more.',
        primary: completedAction(consult),
        secondary: [SHOP_LINK],
      };
    }
    case 'health-history-upsell':
      if (historySubmitted) {
        return {
          headline: 'Get treatment for your symptoms now',
          lead: 'Your health history is in. A clinician can review your symptoms and prescribe treatment without waiting for your results.',
          primary: SHOP_LINK,
          offers: ungatedRx,
        };
      }
      return {
        headline: 'Finish your health history to get treatment sooner',
        lead: 'Your new test is on its way. Complete its health history and you can get prescription treatment for your symptoms now, without waiting for your results.',
        primary: { label: 'Complete your health history', to: paths.healthHistory(situation.currentTest?.hash ?? test?.hash ?? '') },
        offers: ungatedRx,
      };
    case 'post-purchase':
      return {
        headline: 'Your care is purchased: start your consultation',
        lead: 'Complete your clinical intake so a clinician can review your results and prescribe your treatment.',
        primary: consultAction(groups.vaginitisOrUngatedRx.find((c) => c.consult_paid) ?? groups.mostRecentVaginitisOrUngated),
      };
    case 'pre-purchase':
      return {
        headline: 'Get treatment for your results',
        lead: (
          <>
            A clinician reviews your results and prescribes a treatment program for you.
            {deadline && (
              <>
                {' '}
                Treatment is available for {TREATMENT_ELIGIBILITY_WINDOW_DAYS} days after your results:{' '}
                <strong>until {deadline}</strong>.
              </>
            )}
          </>
        ),
        // Without a consult, 'Get started' opens what she can buy for her results (the program first).
        // Her latest care consult (an STI one is no step towards this care).
        primary: groups.mostRecentVaginitisOrUngated
          ? consultAction(groups.mostRecentVaginitisOrUngated)
          : { label: careCtaLabel(null), to: carePaths.recommendedTreatment() },
        secondary: [{ label: 'Shop all treatments', to: paths.shop.home() }],
        offers: (
          <>
            <ProgramOffer price={test?.recommended_program_bundle_price ?? null} />
            <ALaCareOffer hash={test?.hash} />
          </>
        ),
      };
    case 'program-lapsed':
      return {
        headline: `Your ${TREATMENT_ELIGIBILITY_WINDOW_DAYS}-day treatment window has closed`,
        lead: (
          <>
            A treatment program is available for {TREATMENT_ELIGIBILITY_WINDOW_DAYS} days after your results
            {deadline ? <>; yours closed on {deadline}</> : null}. You can still shop treatments and essentials, and a
            new test opens a new window.
          </>
        ),
        primary: SHOP_LINK,
        offers: (
          <>
            {ungatedRx}
            <ALaCareOffer hash={test?.hash} />
          </>
        ),
        secondary: [TEST_LINK],
      };
    case 'care-ineligible': {
      const reason = test?.eligible_for_care_reason || 'Your latest results do not call for treatment from our clinicians.';
      const freeCall = user ? !user.coaching.has_used_free_call : false;
      return {
        headline: 'No treatment needed for your latest results',
        lead: freeCall ? (
          <>
            {reason} Questions about your results? Talk them through with a health coach: <strong>your first call is free</strong>.
          </>
        ) : (
          reason
        ),
        primary: freeCall
          ? { label: 'Book your free coaching call', to: paths.accountCoaching() }
          : { label: 'View your results', to: test ? paths.results(test.hash) : paths.tests() },
        offers: ungatedRx,
        secondary: freeCall ? [SHOP_LINK] : [COACHING_LINK, SHOP_LINK],
      };
    }
    case 'new-customer':
      return {
        headline: 'Start with a vaginal microbiome test',
        lead: 'Our clinicians prescribe from your test results. Order a test at home; once your results are ready, your treatment options appear here.',
        primary: { label: 'Get a test', to: paths.shop.testKit() },
        secondary: [SHOP_LINK],
      };
  }
}

function ActionLink({ action, primary = false }: { action: Action; primary?: boolean }) {
  const className = primary ? buttonClassName() : undefined;
  return (
    <Link className={className} to={action.to}>
      {action.label}
    </Link>
  );
}

export function CareStateCard({ situation }: { situation: CareSituation }) {
  const view = viewOf(situation);
  return (
    <section className={styles.card} aria-labelledby="care-state-headline" data-care-state={situation.state}>
      <h2 id="care-state-headline" className={styles.headline}>
        {view.headline}
      </h2>
      <p className={styles.lead}>{view.lead}</p>
      {view.offers}
      <div className={styles.actions}>
        <ActionLink action={view.primary} primary />
        {view.secondary?.map((action) => (
          <ActionLink key={action.label} action={action} />
        ))}
      </div>
    </section>
  );
}

function ProgramOffer({ price }: { price: number | null }) {
  if (price === null) return null;
  return (
    <div className={styles.offer}>
      <h3 className={styles.offerTitle}>Your recommended treatment program</h3>
      <p className={styles.offerText}>
        A clinician consultation and the treatments prescribed for your results, shipped free:{' '}
        <strong className={styles.price}>{formatCurrency(price)}</strong>
      </p>
    </div>
  );
}

function UngatedRxOffer({ treatments, buyable }: { treatments: UngatedRxTreatment[]; buyable: boolean }) {
  if (treatments.length === 0) return null;
  return (
    <div className={styles.offer}>
      <h3 className={styles.offerTitle}>Prescription treatment without waiting for results</h3>
      <p className={styles.offerText}>
        For the symptoms in your health history, a clinician can prescribe{buyable ? ': add what you need, then a short intake.' : ':'}
      </p>
      <TreatmentList treatments={treatments} buyable={buyable} />
    </div>
  );
}
