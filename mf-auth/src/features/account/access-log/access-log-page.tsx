// /account/access-log/ — who accessed the caller's health data (GET /api/v1/access-log/), newest
// first, one plain sentence each with when; "Load more" for older entries.
import { Button, EmptyState, QueryView } from '@flora/shared';
import { useAccessLog } from '../api/access-log';
import { AccountFrame } from '../components/account-frame';
import sections from '../components/account-sections.module.css';
import { accessSentence, formatWhen } from './access-sentence';
import styles from './access-log-page.module.css';

export function AccessLogPage() {
  const log = useAccessLog();
  return (
    <AccountFrame
      title="Access log"
      description="Every time you, your provider or someone at Flora opened or changed your health data, the latest first."
    >
      <QueryView
        query={log}
        loadingLabel="Loading your access log…"
        isEmpty={(data) => data.pages.every((page) => page.results.length === 0)}
        empty={<EmptyState title="Nothing yet" message="When anyone opens your tests, consults or messages, it shows here." />}
      >
        {(data) => (
          <>
            <ol className={styles.list} aria-label="Access to your health data">
              {data.pages
                .flatMap((page) => page.results)
                .map((entry) => (
                  <li key={entry.id} className={styles.entry}>
                    <p className={styles.sentence}>{accessSentence(entry)}</p>
                    <time className={styles.when} dateTime={entry.at}>
                      {formatWhen(entry.at)}
                    </time>
                  </li>
                ))}
            </ol>
            {log.hasNextPage && (
              <div className={styles.actions}>
                <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      <p className={sections.hint}>Reading this page is not itself recorded.</p>
    </AccountFrame>
  );
}
