import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only (e.g. the name of an icon-only control). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx(styles.visuallyHidden, className)} {...rest} />;
}
