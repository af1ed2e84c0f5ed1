// /care/sample-treatment-plan/ — Sample Treatment Plan (SPEC §2.8): what a typical program looks like
// week by week, before she buys one. The lengths are SPEC §9's (7 weeks of probiotics; maintenance
// of 3 months with 2 boric acid courses), the week hints SPEC §4's (week 1 the initial check-in, the
// last week the final retest) and the safety notes SPEC §5's. Her own plan comes from her clinician.
import { Link, Page, paths, StatusPill } from '@flora/shared';
import { PROGRAM_LENGTHS, SAFETY_COPY, TREATMENT_WEEK_HINTS, treatmentWeekHints } from '@flora/shared/domain';
import { carePaths } from '../../lib/care-paths';
import styles from './care-state-card.module.css';

const LAST_WEEK = PROGRAM_LENGTHS.probioticWeeks;

/** What a typical BV program asks of her each week. */
const WEEKS: { week: number; what: string }[] = [
  { week: 1, what: 'Start the treatment your clinician prescribed (often 7 days) and a daily vaginal probiotic.' },
  { week: 2, what: 'Finish your prescription. Keep taking the probiotic every day.' },
  { week: 3, what: 'Probiotic every day.' },
  { week: 4, what: 'Probiotic every day.' },
  { week: 5, what: 'Probiotic every day.' },
  { week: 6, what: 'Probiotic every day.' },
  { week: LAST_WEEK, what: 'Last week of probiotics. Take a retest to see how your microbiome has changed.' },
];

export function SampleTreatmentPlanPage() {
  return (
    <Page title="Sample Treatment Plan" description="What a typical treatment program looks like, week by week. Your clinician tailors yours.">
      <section className={styles.card} aria-labelledby="weeks-heading">
        <h2 id="weeks-heading" className={styles.headline}>
          A {LAST_WEEK}-week program
        </h2>
        <ol className={styles.weeks} aria-label="Weeks of the program">
          {WEEKS.map(({ week, what }) => (
            <li key={week} className={styles.week}>
              <h3 className={styles.offerTitle}>
                Week {week}{' '}
                {treatmentWeekHints(week, LAST_WEEK).map((hint) => (
                  <StatusPill key={hint} tone="info">
                    {TREATMENT_WEEK_HINTS[hint]}
                  </StatusPill>
                ))}
              </h3>
              <p className={styles.offerText}>{what}</p>
            </li>
          ))}
        </ol>
        <p className={styles.lead}>
          After the program, maintenance to keep infections from coming back lasts {PROGRAM_LENGTHS.maintenanceMonths} months with{' '}
          {PROGRAM_LENGTHS.maintenanceBoricAcidCourses} boric acid courses.
        </p>
      </section>

      <section className={styles.card} aria-labelledby="safety-heading">
        <h2 id="safety-heading" className={styles.headline}>
          Good to know
        </h2>
        <ul className={styles.notes}>
          {Object.values(SAFETY_COPY).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link to={carePaths.recommendedTreatment()}>See your recommended treatment</Link>
          <Link to={paths.care()}>Back to Care</Link>
        </div>
      </section>
    </Page>
  );
}
