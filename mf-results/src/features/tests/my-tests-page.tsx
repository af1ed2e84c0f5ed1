// /tests/ — My Tests: the user's tests, latest first, from GET /api/v1/user-tests/.
import { Banner, Button, Card, EmptyState, formatDisplayDate, Link, LoadingState, Page, toUserTest, useApiQuery, VisuallyHidden } from '@flora/shared';
import { testStatusLabel } from './test-status';
import styles from './my-tests-page.module.css';

interface ApiTest extends Record<string, unknown> {
  hash: string;
  status?: string;
  activated_at?: string | null;
  results_ready_at?: string | null;
}

export function MyTestsPage() {
  const tests = useApiQuery<ApiTest[]>('/api/v1/user-tests/');

  return (
    <Page title="My Tests" description="Track each kit from activation to results.">
      {tests.status === 'loading' && <LoadingState label="Loading your tests…" />}
      {tests.status === 'error' && (
        <Banner tone="error" action={<Button variant="secondary" onClick={tests.reload}>Try again</Button>}>
          {tests.error}
        </Banner>
      )}
      {tests.status === 'success' && tests.data.length === 0 && (
        <EmptyState
          title="No tests yet"
          message="When you activate an at-home test kit, it will appear here with its progress and results."
        />
      )}
      {tests.status === 'success' && tests.data.length > 0 && (
        <ul className={styles.list} aria-label="Your tests">
          {tests.data.map((raw) => {
            const test = toUserTest(raw);
            return (
              <li key={test.hash}>
                <Card>
                  <dl className={styles.facts}>
                    <div>
                      <dt>Test ID</dt>
                      <dd>{test.hash}</dd>
                    </div>
                    <div>
                      <dt>Test Date</dt>
                      <dd>{raw.activated_at ? formatDisplayDate(raw.activated_at) : '—'}</dd>
                    </div>
                    <div>
                      <dt>Status</dt>
                      <dd>{testStatusLabel(raw.status)}</dd>
                    </div>
                  </dl>
                  {raw.status === 'ready' && (
                    <Link className={styles.view} to={`/results/${encodeURIComponent(test.hash)}/`}>
                      View results<VisuallyHidden> for test {test.hash}</VisuallyHidden>
                    </Link>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.more}>
        Looking for treatment? <Link to="/care/">Visit Care</Link>
      </p>
    </Page>
  );
}
