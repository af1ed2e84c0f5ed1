import styles from './loading-state.module.css';
import { Spinner } from '@flora/shared/basics';

export interface LoadingStateProps {
  /** Visible text under the spinner. */
  label?: string;
}

/** A page or section that is still loading: a large spinner with visible text. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className={styles.loadingState}>
      <Spinner label={label} showLabel size="large" />
    </div>
  );
}
