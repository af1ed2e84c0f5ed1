// The FAQ (GET /api/v1/faqs/?page): questions that open to their answers (native details, so
// keyboard and screen readers work as they expect), ten at a time with "Load more".
import { Banner, Button, errorMessage, LoadingState, RetryButton } from '@flora/shared';
import { useFaqs } from './api/faqs';
import styles from './treatment.module.css';

export function FaqSection() {
  const faqs = useFaqs();
  const items = faqs.data?.pages.flatMap((page) => page.results) ?? [];
  const total = faqs.data?.pages[0]?.count ?? 0;
  return (
    <section className={styles.section} aria-labelledby="faq-heading">
      <h2 id="faq-heading" className={styles.sectionTitle}>
        Frequently asked questions
      </h2>
      {faqs.isPending && <LoadingState label="Loading questions" />}
      {faqs.isError && (
        <Banner
          tone="error"
          action={
            <RetryButton query={faqs} />
          }
        >
          {errorMessage(faqs.error)}
        </Banner>
      )}
      {faqs.isSuccess && items.length === 0 && <p className={styles.muted}>No questions yet. Message your provider with anything you would like to know.</p>}
      {items.length > 0 && (
        <div className={styles.faqs}>
          {items.map((faq) => (
            <details key={faq.id} className={styles.faq}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
      {faqs.hasNextPage && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={faqs.isFetchingNextPage} onClick={() => void faqs.fetchNextPage()}>
            Load more questions
          </Button>
          <span className={styles.muted}>
            Showing {items.length} of {total}
          </span>
        </div>
      )}
    </section>
  );
}
