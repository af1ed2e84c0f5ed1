// /tests/ — My Tests: the user's tests, latest first, from GET /api/v1/user-tests/.
import { Card, EmptyState, Link, Page, paths, QueryView, toUserTest, VisuallyHidden } from '@flora/shared';
import { useUserTests } from './api/user-tests';
import { TestFacts } from './components/test-facts';
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
                    <TestFacts test={raw} />
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
