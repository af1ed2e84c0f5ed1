import type { ReactNode } from 'react';
import styles from './banner.module.css';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';

export type BannerTone = 'success' | 'warning' | 'error' | 'info';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button, e.g. "click here to reupload". */
  action?: ReactNode;
  className?: string;
}

// An icon and a spoken word per tone, so the tone is never told by colour alone.
const TONES: Record<BannerTone, { icon: string; label: string }> = {
  success: { icon: '✓', label: 'Success' },
  warning: { icon: '!', label: 'Warning' },
  error: { icon: '×', label: 'Error' },
  info: { icon: 'i', label: 'Information' },
};

/** The tones' colours and the icon disc, for the kit's other toned parts (toasts, status pills). */
export const bannerClassNames: Record<BannerTone | 'icon', string> = {
  success: styles.success,
  warning: styles.warning,
  error: styles.error,
  info: styles.info,
  icon: styles.icon,
};

/** A message about the page; errors interrupt (role="alert"), the rest wait their turn (role="status"). */
export function Banner({ tone = 'info', title, children, action, className }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.banner, styles[tone], className)}>
      <span className={styles.icon} aria-hidden="true">
        <span>{TONES[tone].icon}</span>
      </span>
      <div className={styles.body}>
        <VisuallyHidden>{TONES[tone].label}: </VisuallyHidden>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
