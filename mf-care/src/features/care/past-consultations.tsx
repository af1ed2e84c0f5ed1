import { Card, type Consult, consultStatusName, Link, paths } from '@flora/shared';
import { consultStatusLabel, consultTypeLabel } from '../../lib/consult-labels';
import styles from './care-page.module.css';

export function PastConsultations({ consults }: { consults: Consult[] }) {
  if (consults.length === 0) {
    return <p className={styles.empty}>You have no consultations yet. When you start one, it will appear here.</p>;
  }
  return (
    <ul className={styles.list}>
      {consults.map((consult) => {
        const status = consultStatusName(consult.status);
        return (
          <li key={consult.uid}>
            <Card>
              <h3 className={styles.title}>{consultTypeLabel(consult.type)}</h3>
              <p className={styles.status}>Status: {consultStatusLabel(status)}</p>
              <p className={styles.actions}>
                {/* Every consult has its page: the status in words and the messages with the care team. */}
                <Link to={paths.consult(consult.uid)}>Status and messages</Link>
                {status === 'COMPLETE' && <Link to={paths.treatment(consult.uid)}>View my treatments</Link>}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
