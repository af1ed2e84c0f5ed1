// One side of the comparison: when the result came, its community state type in plain words, and
// its protective / variable / disruptive shares as one stacked bar (drawn with CSS and hidden from
// screen readers) above the same numbers as a list everyone can read (or, with no microbes
// reported, that they were not).
import { Link, paths, VisuallyHidden } from '@flora/shared';
import { cstMeaningForPatient, formatDisplayDate, MICROBE_GROUPS, type MicrobeClassification } from '@flora/shared/domain';
import { NO_MICROBES_REPORTED, percent, sharesReported } from '../../../lib/abundance';
import type { InitialResults } from '../../../lib/api/initial-results';
import colours from '../../../lib/classification.module.css';
import styles from './result-side.module.css';

export const shareOf = (results: InitialResults, classification: MicrobeClassification): number =>
  results[`${classification}_percent`];

export function ResultSide({ label, results }: { label: 'Before' | 'After'; results: InitialResults }) {
  const date = formatDisplayDate(results.results_ready_at);
  return (
    <section className={styles.side} aria-labelledby={`compare-${label}`}>
      <h2 id={`compare-${label}`} className={styles.title}>
        <span className={styles.label}>{label}</span> <span className={styles.date}>{date || results.hash}</span>
      </h2>
      <p className={styles.cst}>{results.valencia_type}</p>
      <p className={styles.meaning}>{cstMeaningForPatient(results.valencia_type)}</p>
      {sharesReported(results) ? (
        <>
          <div className={styles.stack} aria-hidden="true" data-testid={`shares-${label}`}>
            {MICROBE_GROUPS.map(({ classification }) => (
              <span
                key={classification}
                className={`${styles.segment} ${colours[classification]}`}
                style={{ width: `${Math.min(100, Math.max(0, shareOf(results, classification)))}%` }}
              />
            ))}
          </div>
          <dl className={styles.shares}>
            {MICROBE_GROUPS.map(({ classification, label: group }) => (
              <div key={classification}>
                <dt>
                  <span className={`${colours.swatch} ${colours[classification]}`} aria-hidden="true" />
                  {group}
                </dt>
                <dd>{percent(shareOf(results, classification))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className={styles.meaning}>{NO_MICROBES_REPORTED}</p>
      )}
      <p className={styles.more}>
        <Link to={paths.results(results.hash)}>
          Open these results<VisuallyHidden> (test {results.hash})</VisuallyHidden>
        </Link>
      </p>
    </section>
  );
}
