import { cx } from './class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** What screen readers hear (and what shows when `showLabel`). */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'small' | 'large';
  className?: string;
}

/** An inline busy indicator, announced politely as a status. */
export function Spinner({ label = 'Loading…', showLabel = false, size = 'small', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.spinner, size === 'large' && styles.large, className)}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
