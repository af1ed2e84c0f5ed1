import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

/** What a control inside a Field must spread onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The label, hint and error props every form control shares. */
export interface FieldLabelProps {
  /** Always visible. */
  label: ReactNode;
  /** Help shown with the label and read with the control. */
  hint?: ReactNode;
  /** Shown under the control; marks it aria-invalid and describes it. */
  error?: ReactNode;
  /** Defaults to an id from useId. */
  id?: string;
  /** Class of the wrapper (for layout); the control itself gets the remaining props. */
  className?: string;
}

export interface FieldProps extends FieldLabelProps {
  /** Extra ids describing the control, kept before the hint and error. */
  describedBy?: string;
  /** Control before the label on one row (checkboxes). */
  inline?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Layout and wiring shared by TextField, Select and Checkbox (and any custom control):
 * the label's `for`, the ids of hint and error in aria-describedby, and aria-invalid.
 */
export function Field({ label, hint, error, id, className, describedBy, inline = false, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control = children({
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cx(describedBy, hintId, errorId) || undefined,
  });
  const labelEl = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
    </label>
  );
  const hintEl = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );

  return (
    <div className={cx(styles.field, inline && styles.inline, className)}>
      {inline ? (
        <div className={styles.inlineRow}>
          {control}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {hintEl}
          {control}
        </>
      )}
      {inline && hintEl}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className={styles.errorMark} aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** The class of a bordered text-like control (input, select, textarea). */
export const fieldControlClassName = styles.control;

/** The label, hint and error classes, for a control that lays itself out (a fieldset of choices). */
export const fieldClassNames = { label: styles.label, hint: styles.hint, error: styles.error, errorMark: styles.errorMark };
