import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './page.module.css';

/** The id of the page's main landmark: the SkipLink's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface PageProps {
  /** The h1: says where the user is ("My Tests"). */
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (under it on narrow screens); at most one primary Button per screen. */
  actions?: ReactNode;
  /** "narrow" for short forms such as login (480 px column). */
  width?: 'default' | 'narrow';
  className?: string;
  children?: ReactNode;
}

/** One screen: the main landmark, its h1 and a centred content column. Render one per screen. */
export function Page({ title, description, actions, width = 'default', className, children }: PageProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cx(styles.page, width === 'narrow' && styles.narrow, className)}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </main>
  );
}
