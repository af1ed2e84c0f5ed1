// À-la-care treatments for her results (single treatments, each for the condition it treats), as one
// offer of the Care page, each added to her cart from here. Loads on its own: while it loads, or if it fails, the rest of the page
// stands (the failure is said, with a retry).
import { Banner, errorMessage, LoadingState, RetryButton } from '@flora/shared';
import { useALaCareRecommendations } from './api/a-la-care-recommendations';
import { TreatmentList } from './treatment-list';
import styles from './care-state-card.module.css';

const CONDITION: Record<string, string> = { BV: 'for BV', Yeast: 'for yeast' };

export function ALaCareOffer({ hash }: { hash: string | null | undefined }) {
  const query = useALaCareRecommendations(hash, true);
  if (!hash) return null;
  if (query.isPending) return <LoadingState label="Loading single treatments…" />;
  if (query.isError) {
    return (
      <Banner
        tone="error"
        action={
          <RetryButton query={query} />
        }
      >
        {errorMessage(query.error)}
      </Banner>
    );
  }
  const treatments = query.data.treatments;
  if (!query.data.eligible_for_a_la_care || treatments.length === 0) return null;
  return (
    <div className={styles.offer}>
      <h3 className={styles.offerTitle}>Single treatments</h3>
      <p className={styles.offerText}>Prefer to choose? These treatments fit your results:</p>
      <TreatmentList treatments={treatments.map((t) => ({ ...t, detail: CONDITION[t.reason] }))} buyable />
    </div>
  );
}
