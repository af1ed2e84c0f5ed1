import type { ComponentPropsWithRef } from 'react';
import styles from './checkbox.module.css';
import { Field, type FieldLabelProps } from '@flora/shared/basics';

export type CheckboxProps = FieldLabelProps & Omit<ComponentPropsWithRef<'input'>, keyof FieldLabelProps | 'type'>;

/** A checkbox with its label beside it; the label row is a 44 px touch target. */
export function Checkbox({ label, hint, error, id, className, ...input }: CheckboxProps) {
  return (
    <Field
      inline
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      describedBy={input['aria-describedby']}
    >
      {(control) => <input type="checkbox" {...input} {...control} className={checkboxClassName} />}
    </Field>
  );
}

/** The checkbox's own look, shared by the radio buttons of a RadioGroup. */
export const checkboxClassName = styles.checkbox;
