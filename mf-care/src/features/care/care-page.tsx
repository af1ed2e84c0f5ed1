// /care/ — the care landing page with Past Consultations (GET /api/v1/consults/).
import { Banner, Button, buttonClassName, Card, careCtaLabel, errorMessage, Link, LoadingState, Page, paths, toConsult } from '@flora/shared';
import { useConsults } from './api/consults';
import { careCtaDestination } from './care-cta-destination';
import { PastConsultations } from './past-consultations';
import styles from './care-page.module.css';

export function CarePage() {
  const consults = useConsults();
  const list = consults.data?.map(toConsult) ?? [];

  return (
    <Page title="Care" description="Clinician-guided treatment for vaginal infections, delivered to your door.">
      <Card title="Your care options">
        <p>
          Get a treatment plan from a clinician based on your results, or shop treatments and routine
          essentials. Shipping is free.
        </p>
        <div className={styles.actions}>
          <Link className={buttonClassName()} to={careCtaDestination(list[0] ?? null)}>
            {careCtaLabel(list[0] ?? null)}
          </Link>
          <Link to={paths.shop.home()}>Shop treatments and essentials</Link>
        </div>
      </Card>

      <section className={styles.section} aria-labelledby="past-consultations">
        <h2 id="past-consultations">Past Consultations</h2>
        {consults.isPending && <LoadingState label="Loading your consultations…" />}
        {consults.isError && (
          // SPEC §8: a failed consult list is shown empty, with the message kept.
          <Banner
            tone="error"
            action={
              <Button variant="secondary" loading={consults.isFetching} onClick={() => void consults.refetch()}>
                Try again
              </Button>
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
