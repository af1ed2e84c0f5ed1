import { Card, type Consult, consultStatusName, Link, paths } from '@flora/shared';
import styles from './care-page.module.css';

const TYPE_LABELS: Record<string, string> = {
  vaginitis: 'Vaginitis consultation',
  'ungated-rx': 'Prescription treatment',
  sti: 'STI consultation',
  'male-partner': 'Male partner treatment',
};

const STATUS_LABELS: Record<string, string> = {
  OPTED_IN: 'Opted in',
  ORDERED: 'Ordered',
  INTAKE_STARTED: 'Intake started',
  SUBMITTED: 'Under review',
  IN_PROGRESS: 'Finalizing',
  COMPLETE: 'Complete',
  ERROR: 'Needs attention',
  REFERRED: 'Referred',
  INELIGIBLE: 'Ineligible',
  ID_FAILURE: 'ID verification failed',
  CANCELLED: 'Cancelled',
};

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
              <h3 className={styles.title}>{TYPE_LABELS[consult.type] ?? 'Consultation'}</h3>
              <p className={styles.status}>Status: {status ? STATUS_LABELS[status] : 'Unknown'}</p>
              {status === 'COMPLETE' && (
                <Link to={paths.treatment(consult.uid)}>View my treatments</Link>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
