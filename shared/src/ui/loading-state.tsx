import styles from './loading-state.module.css';
import { Spinner } from '@flora/shared/basics';

export interface LoadingStateProps {
  /** Visible text under the spinner. */
  label?: string;
}

/** A page or section that is still loading: a large spinner with visible text. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    // aria-busy: this part of the page is still on its way (the shell waits for none to be left
    // before it fetches what can come later: the cart panel, the next remote).
    <div className={styles.loadingState} aria-busy="true">
      <Spinner label={label} showLabel size="large" />
    </div>
  );
}
