import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** An h2, e.g. "No tests yet". */
  title: ReactNode;
  message?: ReactNode;
  /** Usually one Button or ButtonLink, e.g. "Order a test". */
  action?: ReactNode;
}

/** What a list or section shows when it has nothing yet, with the next step. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {action}
    </div>
  );
}
