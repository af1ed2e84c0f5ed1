// Past Consultations (Care, My Treatments): each consult with its status in words and the day she
// started it, a link to its page (status and messages) and, once complete, to its treatment.
import { Card, cx, layoutClassNames, Link, paths } from '@flora/shared';
import { type Consult, consultStatusForPatient, consultTypeForPatient, formatDisplayDate, isConsultComplete } from '@flora/shared/domain';
import styles from './care-page.module.css';

export function PastConsultations({ consults }: { consults: Consult[] }) {
  if (consults.length === 0) {
    return <p className={styles.empty}>You have no consultations yet. When you start one, it will appear here.</p>;
  }
  return (
    <ul className={cx(layoutClassNames.plainList, styles.list)}>
      {consults.map((consult) => (
        <li key={consult.uid}>
          <Card>
            <h3 className={styles.title}>{consultTypeForPatient(consult.type)}</h3>
            <p className={styles.status}>
              Status: {consultStatusForPatient(consult.status)}
              {consult.created_at && <> · Started {formatDisplayDate(consult.created_at)}</>}
            </p>
            <p className={styles.actions}>
              {/* Every consult has its page: the status in words and the messages with the care team. */}
              <Link to={paths.consult(consult.uid)}>Status and messages</Link>
              {isConsultComplete(consult.status) && <Link to={paths.treatment(consult.uid)}>View my treatments</Link>}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
