// /results/:hash/ — My Results for one test (GET /api/v1/user-tests/{hash}/): the community state
// type, what it means and every microbe the lab reported. A test that is not the user's (or does
// not exist) shows the not-found page; one still at the lab says when results come.
import {
  Card,
  DataList,
  formatDisplayDate,
  infectionStateText,
  Link,
  NotFoundPage,
  Page,
  paths,
  QueryView,
  useParams,
} from '@flora/shared';
import { useInitialResults, type Microbe } from './api/initial-results';
import { useUserTest, type UserTestDetail } from './api/user-test';
import styles from './results-page.module.css';

type Results = NonNullable<NonNullable<UserTestDetail>['results']>;

const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

function Summary({ results }: { results: Results }) {
  const state = infectionStateText(results.infection_state, results.conditions);
  return (
    <Card title="Your microbiome">
      <dl className={styles.summary}>
        <div>
          <dt>Community state type</dt>
          <dd>{results.valencia_type}</dd>
        </div>
        <div>
          <dt>What it means</dt>
          <dd className={styles.state}>{state}</dd>
        </div>
        <div>
          <dt>Protective</dt>
          <dd>{percent(results.protective_percent)}</dd>
        </div>
        <div>
          <dt>Disruptive</dt>
          <dd>{percent(results.disruptive_percent)}</dd>
        </div>
        <div>
          <dt>Variable</dt>
          <dd>{percent(results.variable_percent)}</dd>
        </div>
      </dl>
    </Card>
  );
}

const MICROBE_COLUMNS = [
  { key: 'name', header: 'Microbe', rowHeader: true, render: (m: Microbe) => m.name },
  { key: 'classification', header: 'Type', render: (m: Microbe) => m.classification },
  { key: 'abundance', header: 'Share of your sample', render: (m: Microbe) => percent(m.relative_abundance) },
];

function Microbes({ hash }: { hash: string }) {
  const initial = useInitialResults(hash);
  return (
    <QueryView query={initial} loadingLabel="Loading the microbes the lab found…">
      {(found) => (
        <DataList caption="Microbes the lab found, most abundant first" columns={MICROBE_COLUMNS} rows={found.microbes} rowKey={(m) => m.name} />
      )}
    </QueryView>
  );
}

function Facts({ test }: { test: NonNullable<UserTestDetail> }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Test ID</dt>
        <dd>{test.hash}</dd>
      </div>
      <div>
        <dt>Test date</dt>
        <dd>{formatDisplayDate(test.activated_at) || '—'}</dd>
      </div>
      <div>
        <dt>Results ready</dt>
        <dd>{formatDisplayDate(test.results_ready_at) || 'Not yet'}</dd>
      </div>
    </dl>
  );
}

function TestResults({ test }: { test: NonNullable<UserTestDetail> }) {
  return (
    <Page title="My Results" description={`Test ${test.hash}`}>
      <div className={styles.facts}>
        <Facts test={test} />
      </div>
      {test.results ? (
        <>
          <Summary results={test.results} />
          <Microbes hash={test.hash} />
        </>
      ) : (
        <Card title="Your results are not ready yet">
          <p>We will email you as soon as the lab has finished. Most results are ready within 2 to 3 weeks of your sample arriving.</p>
        </Card>
      )}
      <p className={styles.back}>
        <Link to={paths.tests()}>Back to My Tests</Link>
      </p>
    </Page>
  );
}

export function ResultsPage() {
  const { hash = '' } = useParams();
  const test = useUserTest(hash);
  return (
    <QueryView query={test} loadingLabel="Loading your results…">
      {(found) => (found ? <TestResults test={found} /> : <NotFoundPage />)}
    </QueryView>
  );
}
