// The frame's layout: skip link, header (wordmark, navigation, actions) and the page below. The
// AppFrame fills it for who is signed in; the login screen paints it before the router has loaded.
import type { ReactNode } from 'react';
import { AppHeader, SkipLink } from '@flora/shared/basics';
import styles from './app-frame.module.css';

export interface FrameLayoutProps {
  /** The wordmark's link home. */
  brand: ReactNode;
  nav?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function FrameLayout({ brand, nav, actions, children }: FrameLayoutProps) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <AppHeader brand={brand} nav={nav} actions={actions} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
