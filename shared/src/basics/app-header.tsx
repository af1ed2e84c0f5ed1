import type { ReactNode } from 'react';
import styles from './app-header.module.css';

export interface AppHeaderProps {
  /** Replaces the default `<a href={homeHref}>Flora</a>`, e.g. with a router Link; anchors inside get the wordmark look. */
  brand?: ReactNode;
  homeHref?: string;
  /** Links (anchors or router links, `aria-current="page"` on the current one), shown in a `<nav>`. */
  nav?: ReactNode;
  navLabel?: string;
  /** E.g. the cart and account buttons. */
  actions?: ReactNode;
}

/** The shell's top bar: wordmark, main navigation, actions; the nav drops to its own row below 600 px. */
export function AppHeader({ brand, homeHref = '/', nav, navLabel = 'Main', actions }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>{brand ?? <a href={homeHref}>Flora</a>}</div>
        {nav && (
          <nav aria-label={navLabel} className={styles.nav}>
            {nav}
          </nav>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
