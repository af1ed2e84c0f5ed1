// The calendar week by week (SPEC §2.8, §4 treatment week hints): an ordered list of weeks, each a
// list of its treatments, so a screen reader hears "list, 6 items" and each week's own list; one
// week per row at every width. Today's week is marked (aria-current); each treatment has its
// Adjust button (skip or move, with a reason), and one a period moved later says its new dates.
import { Button, StatusPill } from '@flora/shared';
import { formatDisplayDate, TREATMENT_WEEK_HINTS, treatmentWeekHints } from '@flora/shared/domain';
import type { CalendarTreatment, PlanWeek, TreatmentPlan } from './api/treatment-plan';
import { entryDates } from './plan-dates';
import styles from './treatment.module.css';

export interface TreatmentCalendarProps {
  plan: TreatmentPlan;
  /** The week today falls in, if any. */
  current: number | null;
  onAdjust: (entry: CalendarTreatment) => void;
}

const range = (start: string | null, end: string | null) =>
  start && end ? `${formatDisplayDate(start, { withYear: false })} – ${formatDisplayDate(end, { withYear: false })}` : null;

function EntryNote({ week, entry }: { week: PlanWeek; entry: CalendarTreatment }) {
  if (entry.adjustment_type === 'skip') return <StatusPill tone="warning">Skipped this week</StatusPill>;
  if (entry.adjustment_type === 'reschedule') return <StatusPill tone="info">{`Moved from week ${entry.original_week}`}</StatusPill>;
  // Paused for a period: this treatment alone runs later than its week.
  const own = entryDates(week, entry);
  if (own.start !== week.start_date || own.end !== week.end_date) return <StatusPill tone="info">{`Moved for your period: ${range(own.start, own.end)}`}</StatusPill>;
  return null;
}

export function TreatmentCalendar({ plan, current, onAdjust }: TreatmentCalendarProps) {
  return (
    <ol className={styles.weeks} aria-label="Treatment weeks">
      {plan.treatment_schedule.map((week) => {
        const isCurrent = week.week === current;
        const dates = range(week.start_date, week.end_date);
        const headingId = `week-${week.week}-heading`;
        return (
          <li key={week.week} className={isCurrent ? `${styles.week} ${styles.currentWeek}` : styles.week} aria-current={isCurrent ? 'date' : undefined}>
            <div className={styles.weekHeader}>
              <h3 id={headingId} className={styles.weekTitle} tabIndex={-1}>
                Week {week.week}
              </h3>
              {isCurrent && <StatusPill tone="success">This week</StatusPill>}
              {treatmentWeekHints(week.week, plan.last_treatment_week).map((hint) => (
                <StatusPill key={hint} tone="info">
                  {TREATMENT_WEEK_HINTS[hint]}
                </StatusPill>
              ))}
            </div>
            {dates && <p className={styles.muted}>{dates}</p>}
            {week.prescriptions.length > 0 ? (
              <ul className={styles.entries} aria-labelledby={headingId}>
                {week.prescriptions.map((entry) => (
                  <li key={entry.id} className={styles.entry}>
                    <div className={styles.entryText}>
                      <span className={entry.adjustment_type === 'skip' ? styles.skipped : undefined}>{entry.name}</span>
                      {entry.as_needed && <span className={styles.muted}> · as needed</span>}{' '}
                      <EntryNote week={week} entry={entry} />
                    </div>
                    <Button variant="ghost" onClick={() => onAdjust(entry)} aria-label={`Adjust ${entry.name}, week ${week.week}`}>
                      Adjust
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>
                {week.is_retest_week ? 'Take your retest to see how your microbiome has changed.' : 'No treatments this week.'}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
