// The frame of a group of choices, shared by RadioGroup and CheckboxGroup: a fieldset named by its
// legend, its hint, and the error under the options; the group is described by both and carries
// aria-invalid (a single radio or checkbox cannot speak for the group).
import type { ReactNode } from 'react';
import { cx, fieldClassNames as fieldStyles } from '@flora/shared';
import styles from './choice-fieldset.module.css';

export interface ChoiceFieldsetProps {
  /** 'radiogroup' for one choice of a few; a plain group otherwise. */
  role?: 'radiogroup';
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Prefix of the hint's and error's ids. */
  baseId: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function ChoiceFieldset({ role, legend, hint, error, baseId, disabled, className, children }: ChoiceFieldsetProps) {
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  return (
    <fieldset
      role={role}
      className={cx(styles.group, className)}
      aria-describedby={cx(hintId, errorId) || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{legend}</legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.options}>{children}</div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <span className={fieldStyles.errorMark} aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
