// /results/:hash/ — My Results for one test (GET /api/v1/user-tests/{hash}/): the community state
// type in plain words, the infection state (SPEC §4), what needs attention (problems summary),
// every microbe as a chart grouped by classification with the same numbers as a table (initial
// results), the way into care inside the 21-day treatment window (SPEC §5) and, when her expanded PCR
// (STI) panel ran, its findings (or that they are pending) and STI treatment as they call for; on a test a provider ordered, whether that provider sees it. A test that is not
// the user's (or does not exist) shows the not-found page; one still at the lab says when results come.
import { Card, Link, NotFoundPage, Page, paths, QueryView, useParams, useSession } from '@flora/shared';
import { cstMeaningForPatient, DISRUPTED_STATE, formatDisplayDate, infectionStateText } from '@flora/shared/domain';
import { useInitialResults } from '../../lib/api/initial-results';
import { useProblemsSummary } from './api/problems-summary';
import { useUserTest, type UserTestDetail } from '../../lib/api/user-test';
import { AbundanceChart } from './components/abundance-chart';
import { NO_MICROBES_REPORTED, percent, sharesReported } from '../../lib/abundance';
import { DownloadFhir } from './components/download-fhir';
import { DownloadPdf } from './components/download-pdf';
import { CareNextStep } from './components/care-next-step';
import { ProviderSharing } from './components/provider-sharing';
import { NoStiPanel } from './components/no-sti-panel';
import { PcrFindingsCard } from './components/pcr-findings-card';
import { StiTreatment } from './components/sti-treatment';
import { CompareLink } from '../../lib/components/compare-link';
import styles from './results-page.module.css';

type Test = NonNullable<UserTestDetail>;
type Results = NonNullable<Test['results']>;

const STATE_HEADLINES: Record<string, string> = {
  optimal: 'Optimal',
  intermediate: 'Intermediate',
  disrupted: 'Disrupted',
};

/** "BV + Yeast" for a disrupted test with conditions (the shared SPEC §4 rule), else the state's word. */
const infectionHeadline = (results: Results) => {
  const text = infectionStateText(results.infection_state, results.conditions);
  return STATE_HEADLINES[text] ?? text;
};

function Summary({ results }: { results: Results }) {
  return (
    <Card title="Your microbiome">
      <dl className={styles.summary}>
        <div className={styles.wide}>
          <dt>Community state type</dt>
          <dd className={styles.cst}>{results.valencia_type}</dd>
          <dd className={styles.meaning}>{cstMeaningForPatient(results.valencia_type)}</dd>
        </div>
        <div>
          <dt>Infection state</dt>
          <dd className={styles.state} data-state={results.infection_state}>
            {infectionHeadline(results)}
          </dd>
        </div>
        {sharesReported(results) ? (
          <>
            <div>
              <dt>Protective</dt>
              <dd>{percent(results.protective_percent)}</dd>
            </div>
            <div>
              <dt>Variable</dt>
              <dd>{percent(results.variable_percent)}</dd>
            </div>
            <div>
              <dt>Disruptive</dt>
              <dd>{percent(results.disruptive_percent)}</dd>
            </div>
          </>
        ) : (
          <div className={styles.wide}>
            <dt>Microbes</dt>
            <dd>{NO_MICROBES_REPORTED}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function Problems({ hash }: { hash: string }) {
  const problems = useProblemsSummary(hash);
  return (
    <Card title="What needs attention">
      <QueryView query={problems} loadingLabel="Loading what needs attention…">
        {(found) =>
          found.infection_state !== DISRUPTED_STATE && found.disruptive_microbes.length === 0 ? (
            <p>Nothing in your results needs attention.</p>
          ) : (
            <>
              <p>
                {found.infection_state === DISRUPTED_STATE
                  ? found.conditions.length > 0
                    ? `Your results show ${infectionStateText(found.infection_state, found.conditions)}.`
                    : 'Your microbiome is disrupted.'
                  : 'Your microbiome is mostly healthy.'}
                {sharesReported(found) && <> Disruptive bacteria make up {percent(found.disruptive_percent)} of your sample.</>}
              </p>
              {found.disruptive_microbes.length > 0 && (
                <ul className={styles.problems}>
                  {found.disruptive_microbes.map((m) => (
                    <li key={m.name}>
                      <span className={styles.microbeName}>{m.name}</span> <span>{percent(m.relative_abundance)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      </QueryView>
    </Card>
  );
}

function Microbes({ hash }: { hash: string }) {
  const initial = useInitialResults(hash);
  return (
    <Card title="The microbes we found">
      <QueryView
        query={initial}
        loadingLabel="Loading the microbes the lab found…"
        isEmpty={(found) => found.microbes.length === 0}
        empty={<p>{NO_MICROBES_REPORTED} If you have questions about this result, write to us.</p>}
      >
        {(found) => <AbundanceChart microbes={found.microbes} />}
      </QueryView>
    </Card>
  );
}

function Facts({ test }: { test: Test }) {
  return (
    <dl className={styles.facts}>
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

function TestResults({ test }: { test: Test }) {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  // The problems_module experiment puts "What needs attention" first; without it, after the chart.
  const problemsFirst = !!user?.experiments.problems_module;
  const results = test.results;
  return (
    <Page title="My Results" description={`Test ${test.hash}`}>
      <Facts test={test} />
      {results ? (
        <>
          <CompareLink className={styles.compare} />
          <div className={styles.downloads}>
            <DownloadPdf hash={test.hash} className={styles.download} />
            <DownloadFhir hash={test.hash} className={styles.download} />
          </div>
          <Summary results={results} />
          {problemsFirst && <Problems hash={test.hash} />}
          <Microbes hash={test.hash} />
          {!problemsFirst && <Problems hash={test.hash} />}
          <CareNextStep
            test={test}
            optimal={results.infection_state === 'optimal'}
            shopAllEnabled={!!user?.features.shopAllEnabled}
          />
          {test.expanded_pcr_panel ? (
            <>
              <PcrFindingsCard findings={test.pcr_findings} />
              <StiTreatment hash={test.hash} consult={test.sti_consult} findings={test.pcr_findings} />
            </>
          ) : (
            <NoStiPanel />
          )}
        </>
      ) : (
        <Card title="Your results are not ready yet">
          <p>
            {test.status === 'activated'
              ? 'We are waiting for your sample. Once the lab has it, most results are ready within 2 to 3 weeks.'
              : 'Your sample is at the lab. Most results are ready within 2 to 3 weeks of your sample arriving.'}{' '}
            We will email you as soon as they are ready.
            {test.expanded_pcr_panel && ' Your STI panel findings will come with them.'}
          </p>
        </Card>
      )}
      {test.ordered_by_provider && <ProviderSharing hash={test.hash} released={test.provider_release} />}
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
