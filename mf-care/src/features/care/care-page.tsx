// /care/ — the care landing (SPEC §2.2, §4): the consult banner of her latest consult, what Care
// offers her in her care eligibility state (one headline, one primary action), and Past
// Consultations (GET /api/v1/consults/).
import { Banner, errorMessage, LoadingState, Page, QueryView, RetryButton } from '@flora/shared';
import { ConsultBanner } from '@flora/shared/care';
import { useConsults } from '@flora/shared/data';
import { CareStateCard } from './care-state-card';
import { PastConsultations } from './past-consultations';
import { useCareState } from './use-care-state';
import styles from './care-page.module.css';

export function CarePage() {
  const consults = useConsults();
  const care = useCareState();
  const list = consults.data ?? [];

  return (
    <Page title="Care" description="Clinician-guided treatment for vaginal infections, delivered to your door.">
      <div className={styles.banner}>
        {/* Its status only: the state card below carries the consult's one action. */}
        <ConsultBanner actions={false} />
      </div>
      <QueryView query={care} loadingLabel="Loading your care options…">
        {(situation) => <CareStateCard situation={situation} />}
      </QueryView>

      <section className={styles.section} aria-labelledby="past-consultations">
        <h2 id="past-consultations">Past Consultations</h2>
        {consults.isPending && <LoadingState label="Loading your consultations…" />}
        {consults.isError && (
          // SPEC §8: a failed consult list is shown empty, with the message kept.
          <Banner
            tone="error"
            action={
              <RetryButton query={consults} />
            }
          >
            {errorMessage(consults.error)}
          </Banner>
        )}
        {!consults.isPending && <PastConsultations consults={consults.isError ? [] : list} />}
      </section>
    </Page>
  );
}
