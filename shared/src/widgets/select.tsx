import type { ComponentPropsWithRef } from 'react';
import { Field, fieldControlClassName, type FieldLabelProps } from '@flora/shared/basics';

export type SelectProps = FieldLabelProps & Omit<ComponentPropsWithRef<'select'>, keyof FieldLabelProps>;

/** A labelled native select; pass `<option>`s as children. */
export function Select({ label, hint, error, id, className, children, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} describedBy={select['aria-describedby']}>
      {(control) => (
        <select {...select} {...control} className={fieldControlClassName}>
          {children}
        </select>
      )}
    </Field>
  );
}
