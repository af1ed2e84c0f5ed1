// /tests/ — My Tests: announcements, the consult banner, the current test's checklist, the retest
// offer, activating a kit, and every test of the user, latest first (GET /api/v1/user-tests/). A new customer sees how to get a kit.
import { useState } from 'react';
import { buttonClassName, Card, cx, EmptyState, layoutClassNames, Link, Page, paths, QueryView } from '@flora/shared';
import { ConsultBanner } from '@flora/shared/care';
import { FRESH_FOR_MS } from '@flora/shared/data';
import { useUserTest } from '../../lib/api/user-test';
import { type UserTestListItem, useUserTests } from '../../lib/api/user-tests';
import { CompareLink } from '../../lib/components/compare-link';
import { ActivateKit } from './components/activate-kit';
import { RetestOffer } from './components/retest-offer';
import { Announcements } from './components/announcements';
import { TestChecklist } from './components/test-checklist';
import { TestRow } from './components/test-row';
import { offersRetest } from './retest-offer';
import styles from './my-tests-page.module.css';

export function MyTestsPage() {
  const tests = useUserTests();
  // The kit activated on this visit: its success message outlives the switch from the empty
  // state to the list that the activation causes.
  const [activated, setActivated] = useState<string | null>(null);
  const activateKit = (
    <Card>
      <ActivateKit activated={activated} onActivated={setActivated} />
    </Card>
  );
  return (
    <Page title="My Tests" description="Track each kit from activation to results.">
      <div className={styles.sections}>
        <Announcements />
        <ConsultBanner />
        <QueryView
          query={tests}
          loadingLabel="Loading your tests…"
          isEmpty={(list) => list.length === 0}
          empty={
            <>
              <EmptyState
                title="No tests yet"
                message="Order an at-home vaginal microbiome test kit. When it arrives, activate it here with the test ID printed on the kit to follow it from sample to results."
                action={
                  <Link className={buttonClassName()} to={paths.shop.testKit()}>
                    Get a test kit
                  </Link>
                }
              />
              {activateKit}
            </>
          }
        >
          {(list) => (
            <>
              <CurrentChecklist test={list[0]} />
              {offersRetest(list) && <RetestOffer />}
              {activateKit}
              <section className={styles.sections} aria-labelledby="your-tests-title">
                <h2 id="your-tests-title" className={styles.title}>
                  Your tests
                </h2>
                <ul className={cx(layoutClassNames.plainList, styles.list)} aria-label="Your tests">
                  {list.map((test) => (
                    <li key={test.hash}>
                      <Card>
                        <TestRow test={test} />
                      </Card>
                    </li>
                  ))}
                </ul>
                <CompareLink className={styles.more} />
              </section>
            </>
          )}
        </QueryView>
        <p className={styles.more}>
          Looking for treatment? <Link to={paths.care()}>Visit Care</Link>
        </p>
      </div>
    </Page>
  );
}

/**
 * The latest test's checklist; its consent and sample times come with the test's detail, read with
 * the list (the shell starts both for a stored session: @flora/shared/data's landing reads).
 */
function CurrentChecklist({ test }: { test: UserTestListItem }) {
  const detail = useUserTest(test.hash, { staleTime: FRESH_FOR_MS });
  // Until the detail arrives (or if it fails) the list's own fields still place the status steps.
  return (
    <Card>
      <TestChecklist test={detail.data ?? test} />
    </Card>
  );
}
