// /compare/ — Compare: two of her ready results side by side (the community state type in plain
// words; protective / variable / disruptive shares) and how each microbe changed, in words and as
// paired bars with the same numbers as a table. The pair is in the URL (?before=HASH&after=HASH),
// so it survives a reload and Back; without one, the latest two (the older one before). Fewer than
// two ready results: a calm empty state. A hash that is not one of her ready results: not found.
import type { ChangeEvent } from 'react';
import { Banner, buttonClassName, Card, EmptyState, Link, NotFoundPage, Page, paths, QueryView, useSearchParams, VisuallyHidden, type QueryLike } from '@flora/shared';
import { Select } from '@flora/shared/widgets';
import { formatDisplayDate, MICROBE_GROUPS } from '@flora/shared/domain';
import { sharesReported } from '../../lib/abundance';
import { type InitialResults, useInitialResults } from '../../lib/api/initial-results';
import { useUserTests } from '../../lib/api/user-tests';
import { type ReadyResult, readyResults } from '../../lib/ready-results';
import { selectPair } from './compare-selection';
import { ChangesChart } from './components/changes-chart';
import { ResultSide, shareOf } from './components/result-side';
import { changeInWords, microbeChanges } from './microbe-changes';
import styles from './compare-page.module.css';

const TITLE = 'Compare results';
const DESCRIPTION = 'See how your vaginal microbiome changed from one test to another.';

/** "Nov 1, 2026 · FLDEMO0001": how a result is named in the pickers. */
const resultName = (result: ReadyResult) => `${formatDisplayDate(result.readyAt)} · ${result.hash}`;

/** What the status line says once a pair shows. */
const comparing = (before: InitialResults, after: InitialResults) =>
  `Comparing ${before.valencia_type} on ${formatDisplayDate(before.results_ready_at)} with ${after.valencia_type} on ${formatDisplayDate(after.results_ready_at)}.`;

/** Both sides' results as one query: loading until both are in, an error when either fails. */
function both(before: QueryLike<InitialResults>, after: QueryLike<InitialResults>): QueryLike<[InitialResults, InitialResults]> {
  const failed = before.status === 'error' ? before : after.status === 'error' ? after : null;
  const data = before.data && after.data ? ([before.data, after.data] as [InitialResults, InitialResults]) : undefined;
  return {
    status: failed ? 'error' : data ? 'success' : 'pending',
    data,
    error: failed?.error,
    isFetching: !!(before.isFetching || after.isFetching),
    refetch: () => Promise.all([before.status === 'error' && before.refetch(), after.status === 'error' && after.refetch()]),
  };
}

function TooFewResults({ ready }: { ready: readonly ReadyResult[] }) {
  return (
    <Page title={TITLE} description={DESCRIPTION}>
      {ready.length === 0 ? (
        <EmptyState
          title="No results to compare yet"
          message="Once two of your tests have results, you can see here how your microbiome changed between them."
          action={
            <Link className={buttonClassName()} to={paths.tests()}>
              Go to My Tests
            </Link>
          }
        />
      ) : (
        <EmptyState
          title="One result so far"
          message={`Your results from ${formatDisplayDate(ready[0].readyAt)} are ready. Take another test to see how your microbiome changes: Compare shows the two side by side.`}
          action={
            <div className={styles.actions}>
              <Link className={buttonClassName()} to={paths.results(ready[0].hash)}>
                See your results
              </Link>
              <Link className={buttonClassName({ variant: 'secondary' })} to={paths.shop.testKit()}>
                Order a retest
              </Link>
            </div>
          }
        />
      )}
    </Page>
  );
}

function Pickers({ ready, before, after }: { ready: readonly ReadyResult[]; before: string; after: string }) {
  const [, setSearchParams] = useSearchParams();
  // Each choice is a new history entry (Back returns to the previous pair). Choosing the result the
  // other side shows swaps the two, rather than comparing a result with itself.
  const choose = (side: 'before' | 'after') => (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    const pair = { before, after, [side]: chosen };
    const other = side === 'before' ? 'after' : 'before';
    if (chosen === pair[other]) pair[other] = side === 'before' ? before : after;
    setSearchParams(pair);
  };
  const options = ready.map((r) => (
    <option key={r.hash} value={r.hash}>
      {resultName(r)}
    </option>
  ));
  return (
    <Card title="Choose two results">
      <div className={styles.pickers}>
        <Select label="Before" value={before} onChange={choose('before')}>
          {options}
        </Select>
        <Select label="After" value={after} onChange={choose('after')}>
          {options}
        </Select>
      </div>
    </Card>
  );
}

function Comparison({ before, after }: { before: InitialResults; after: InitialResults }) {
  // A side without microbes has no shares: "from 0 %" would be a change that never happened.
  const comparable = sharesReported(before) && sharesReported(after);
  const changes = comparable ? microbeChanges(before.microbes, after.microbes) : [];
  const shares = MICROBE_GROUPS.map(({ classification, label }) => ({
    name: `${label} bacteria`,
    classification,
    before: shareOf(before, classification),
    after: shareOf(after, classification),
  }));
  const shareWords = shares.map(
    (s) =>
      microbeChanges(
        [{ name: s.name, classification: s.classification, relative_abundance: s.before }],
        [{ name: s.name, classification: s.classification, relative_abundance: s.after }],
      )[0],
  );
  return (
    <>
      <div className={styles.sides}>
        <ResultSide label="Before" results={before} />
        <ResultSide label="After" results={after} />
      </div>
      <Card title="What changed">
        <ul className={styles.sentences}>
          <li>
            {before.valencia_type === after.valencia_type
              ? `Your community state type stayed ${after.valencia_type}.`
              : `Your community state type changed from ${before.valencia_type} to ${after.valencia_type}.`}
          </li>
          {comparable && shareWords.map((change) => (
            <li key={change.name}>{changeInWords(change)}.</li>
          ))}
        </ul>
      </Card>
      <Card title="Microbe by microbe">
        {changes.length === 0 ? (
          <p>The lab did not report the microbes of one of these samples, so they cannot be compared microbe by microbe.</p>
        ) : (
          <>
            <p className={styles.lead}>Biggest change first.</p>
            <ul className={styles.sentences} aria-label="How each microbe changed">
              {changes.map((change) => (
                <li key={change.name} data-kind={change.kind}>
                  {changeInWords(change)}.
                </li>
              ))}
            </ul>
            <ChangesChart changes={changes} />
          </>
        )}
      </Card>
    </>
  );
}

function CompareResults({ ready }: { ready: readonly ReadyResult[] }) {
  const [searchParams] = useSearchParams();
  const selection = selectPair(ready, { before: searchParams.get('before'), after: searchParams.get('after') });
  const beforeHash = selection.found ? selection.before : '';
  const afterHash = selection.found ? selection.after : '';
  const results = both(useInitialResults(beforeHash, selection.found), useInitialResults(afterHash, selection.found));
  if (!selection.found) return <NotFoundPage />;
  return (
    <Page title={TITLE} description={DESCRIPTION}>
      <Pickers ready={ready} before={beforeHash} after={afterHash} />
      {/* Always on the page, so a screen reader hears which pair shows after a choice. */}
      <VisuallyHidden role="status">{results.data && beforeHash !== afterHash ? comparing(...results.data) : ''}</VisuallyHidden>
      {beforeHash === afterHash ? (
        <Banner tone="info">You chose the same result twice. Choose two different results to see what changed.</Banner>
      ) : (
        <QueryView query={results} loadingLabel="Loading both results…">
          {([before, after]) => <Comparison before={before} after={after} />}
        </QueryView>
      )}
      <p className={styles.back}>
        <Link to={paths.tests()}>Back to My Tests</Link>
      </p>
    </Page>
  );
}

export function ComparePage() {
  const tests = useUserTests();
  return (
    <QueryView query={tests} loadingLabel="Loading your results…">
      {(list) => {
        const ready = readyResults(list);
        return ready.length < 2 ? <TooFewResults ready={ready} /> : <CompareResults ready={ready} />;
      }}
    </QueryView>
  );
}
