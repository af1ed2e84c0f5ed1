// /tests/ — My Tests: the user's tests, latest first, from GET /api/v1/user-tests/.
import { Card, EmptyState, formatDisplayDate, Link, Page, paths, QueryView, StatusPill, toUserTest, VisuallyHidden } from '@flora/shared';
import { useUserTests } from './api/user-tests';
import { testStatusLabel, testStatusTone } from './test-status';
import styles from './my-tests-page.module.css';

export function MyTestsPage() {
  const tests = useUserTests();
  return (
    <Page title="My Tests" description="Track each kit from activation to results.">
      <QueryView
        query={tests}
        loadingLabel="Loading your tests…"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No tests yet"
            message="When you activate an at-home test kit, it will appear here with its progress and results."
          />
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label="Your tests">
            {list.map((raw) => {
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
                        <dd>
                          <StatusPill tone={testStatusTone(raw.status)}>{testStatusLabel(raw.status)}</StatusPill>
                        </dd>
                      </div>
                    </dl>
                    {raw.status === 'ready' && (
                      <Link className={styles.view} to={paths.results(test.hash)}>
                        View results<VisuallyHidden> for test {test.hash}</VisuallyHidden>
                      </Link>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <p className={styles.more}>
        Looking for treatment? <Link to={paths.care()}>Visit Care</Link>
      </p>
    </Page>
  );
}
