import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from '@flora/shared/basics';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Shown as an h2 (the page's h1 is the Page title). */
  title?: ReactNode;
}

/** A rounded white card grouping one topic of a page. */
export function Card({ title, className, children, ...rest }: CardProps) {
  return (
    <section className={cx(styles.card, className)} {...rest}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}
