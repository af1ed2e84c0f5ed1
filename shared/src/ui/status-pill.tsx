import styles from './status-pill.module.css';
import { cx } from './class-names';

export type StatusPillTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface StatusPillProps {
  tone?: StatusPillTone;
  /** The status in words ("Results ready", "Order placed"): a string, so colour is never the only signal. */
  children: string;
  className?: string;
}

/**
 * A small label for the state of a thing in a list or card. Text colour on tint, each pair from the
 * tokens' AA table (≥ 5.8:1; neutral is text-muted on page, 6.16:1); the outline keeps the shape in
 * forced-colours mode. Not a live region: announce changes with a toast or banner.
 */
export function StatusPill({ tone = 'neutral', children, className }: StatusPillProps) {
  return <span className={cx(styles.pill, styles[tone], className)}>{children}</span>;
}
