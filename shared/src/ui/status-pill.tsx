import { bannerClassNames, cx } from '@flora/shared/basics';
import styles from './status-pill.module.css';

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
  // The four message tones reuse the banners' tint and text colours; neutral is the pill's own.
  return <span className={cx(styles.pill, tone === 'neutral' ? styles.neutral : bannerClassNames[tone], className)}>{children}</span>;
}
