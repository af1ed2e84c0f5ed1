// Past Consultations (Care, My Treatments): each consult with its status in words and the day she
// started it; a completed one links to its treatment.
import { Card, type Consult, formatDisplayDate, isConsultComplete, Link, paths } from '@flora/shared';
import { consultStatusLabel, consultTypeLabel } from './consult-labels';
import styles from './care-page.module.css';

export function PastConsultations({ consults }: { consults: Consult[] }) {
  if (consults.length === 0) {
    return <p className={styles.empty}>You have no consultations yet. When you start one, it will appear here.</p>;
  }
  return (
    <ul className={styles.list}>
      {consults.map((consult) => (
        <li key={consult.uid}>
          <Card>
            <h3 className={styles.title}>{consultTypeLabel(consult)}</h3>
            <p className={styles.status}>
              Status: {consultStatusLabel(consult)}
              {consult.created_at && <> · Started {formatDisplayDate(consult.created_at)}</>}
            </p>
            {isConsultComplete(consult.status) && <Link to={paths.treatment(consult.uid)}>View my treatments</Link>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
