// /care/recommended-treatment/ — Recommended Treatment (SPEC §2.8): what a clinician may prescribe
// for her latest results (GET .../treatment-recommendations/), with the program's bundle price and
// routine essentials. A treatment is shown locked or unavailable only by the shared rules of SPEC §4
// (isTreatmentLocked with her care state and in-progress consult; isTreatmentUnavailable against
// GET .../all-available-treatments-lightweight/). Before she has bought care (pre-purchase) or after
// the program's window (program-lapsed) the program and each open treatment go into her cart from
// here; the checkout then finds the consult they are for on the server.
import { Button, EmptyState, Link, Page, paths, QueryView, StatusPill } from '@flora/shared';
import { availableTreatmentSlugs, formatCurrency, isTreatmentLocked, isTreatmentUnavailable, SAFETY_COPY } from '@flora/shared/domain';
import { useAvailableTreatments } from '@flora/shared/data';
import { carePaths } from '../../lib/care-paths';
import { useTreatmentRecommendations } from './api/treatment-recommendations';
import { TreatmentList } from './treatment-list';
import { treatmentItem, useAddToCart } from './use-add-to-cart';
import { type CareSituation, useCareState } from './use-care-state';
import styles from './care-state-card.module.css';

const CONDITION: Record<string, string> = { BV: 'for BV', Yeast: 'for yeast' };
/** The care states in which she buys care here (not while a consult is bought or under way). */
const BUYING_STATES = ['pre-purchase', 'program-lapsed'];

export function RecommendedTreatmentPage() {
  const care = useCareState();
  return (
    <Page title="Recommended Treatment" description="What a clinician may prescribe for your latest results.">
      <QueryView query={care} loadingLabel="Loading your recommendations…">
        {(situation) =>
          situation.test && situation.test.results_ready_at ? (
            <Recommendations situation={situation} hash={situation.test.hash} />
          ) : (
            <EmptyState
              title="No results yet"
              message="Treatment recommendations appear here once a test's results are ready."
              action={<Link to={paths.shop.testKit()}>Get a test</Link>}
            />
          )
        }
      </QueryView>
    </Page>
  );
}

function Recommendations({ situation, hash }: { situation: CareSituation; hash: string }) {
  const recommendations = useTreatmentRecommendations(hash);
  const available = useAvailableTreatments({ select: (body) => availableTreatmentSlugs(body.data) });
  const { add, adding } = useAddToCart();
  const buying = BUYING_STATES.includes(situation.state);
  const both = {
    ...recommendations,
    status: recommendations.status === 'success' ? available.status : recommendations.status,
    error: recommendations.error ?? available.error,
    refetch: () => Promise.all([recommendations.refetch(), available.refetch()]),
    isFetching: recommendations.isFetching || available.isFetching,
  };
  return (
    <QueryView query={both} loadingLabel="Loading your recommendations…">
      {(data) => {
        const slugs = available.data ?? new Set<string>();
        const inProgress = situation.groups.latestCareInProgress;
        return (
          <>
            <section className={styles.card} aria-labelledby="program-heading">
              <h2 id="program-heading" className={styles.headline}>
                {data.recommended_program ? 'Your recommended treatment program' : 'Treatment for your results'}
              </h2>
              <p className={styles.lead}>
                {data.recommended_program ? (
                  <>
                    A clinician consultation and the treatments prescribed for your results, shipped free:{' '}
                    <strong className={styles.price}>{formatCurrency(data.recommended_program.bundle_price)}</strong>. Your
                    clinician chooses from the treatments below.
                  </>
                ) : (
                  'Your results do not call for a treatment program. The treatments below are available on their own.'
                )}
              </p>
              <p className={styles.lead}>{SAFETY_COPY.pregnancy}</p>
              {buying && data.recommended_program && (
                <Button disabled={adding} onClick={() => add({ item_type: 'bundle-treatment', treatment_product: data.recommended_program!.slug, quantity: 1 })}>
                  Add the program to your cart
                </Button>
              )}
              <div className={styles.actions}>
                <Link to={carePaths.sampleTreatmentPlan()}>See a sample treatment plan</Link>
                <Link to={paths.care()}>Back to Care</Link>
              </div>
            </section>

            <section className={styles.card} aria-labelledby="treatments-heading">
              <h2 id="treatments-heading" className={styles.headline}>
                Treatments a clinician may prescribe
              </h2>
              {data.treatments.length === 0 ? (
                <p className={styles.lead}>No prescription treatments are recommended for these results.</p>
              ) : (
                <ul className={styles.treatments}>
                  {data.treatments.map((t) => {
                    const locked = isTreatmentLocked(t.slug, situation.state, inProgress);
                    const unavailable = isTreatmentUnavailable(t.slug, slugs);
                    return (
                      <li key={t.slug} className={styles.treatment}>
                        <span>
                          {t.name}
                          <span className={styles.detail}> · {CONDITION[t.reason]}</span>{' '}
                          {locked && <StatusPill tone="info">In your open consultation</StatusPill>}
                          {!locked && unavailable && <StatusPill tone="warning">Unavailable right now</StatusPill>}
                        </span>
                        <span className={styles.price}>{formatCurrency(t.discounted_price ?? t.price)}</span>
                        {buying && !locked && !unavailable && (
                          <Button variant="secondary" disabled={adding} onClick={() => add(treatmentItem(t.slug))}>
                            Add {t.name}
                          </Button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>

            {data.routine_essentials.length > 0 && (
              <section className={styles.card} aria-labelledby="essentials-heading">
                <h2 id="essentials-heading" className={styles.headline}>
                  Routine essentials
                </h2>
                <p className={styles.lead}>No prescription needed: these support a healthy microbiome.</p>
                <TreatmentList treatments={data.routine_essentials} />
              </section>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
