// /care/ — the care landing page with Past Consultations (GET /api/v1/consults/).
import { Banner, Button, buttonClassName, Card, careCtaLabel, Link, LoadingState, Page, toConsult, useApiQuery } from '@flora/shared';
import { careCtaDestination } from './care-cta-destination';
import { PastConsultations } from './past-consultations';
import styles from './care-page.module.css';

export function CarePage() {
  const consults = useApiQuery<unknown[]>('/api/v1/consults/');
  const list = consults.status === 'success' ? consults.data.map((c) => toConsult(c as Record<string, unknown>)) : [];

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
          <Link to="/care/shop/">Shop treatments and essentials</Link>
        </div>
      </Card>

      <section className={styles.section} aria-labelledby="past-consultations">
        <h2 id="past-consultations">Past Consultations</h2>
        {consults.status === 'loading' && <LoadingState label="Loading your consultations…" />}
        {consults.status === 'error' && (
          // SPEC §8: a failed consult list is shown empty, with the message kept.
          <Banner tone="error" action={<Button variant="secondary" onClick={consults.reload}>Try again</Button>}>
            {consults.error}
          </Banner>
        )}
        {consults.status !== 'loading' && <PastConsultations consults={list} />}
      </section>
    </Page>
  );
}
