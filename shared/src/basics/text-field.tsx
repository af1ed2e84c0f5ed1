import type { ComponentPropsWithRef } from 'react';
import { Field, fieldControlClassName, type FieldLabelProps } from './field';

export type TextFieldProps = FieldLabelProps & Omit<ComponentPropsWithRef<'input'>, keyof FieldLabelProps>;

/**
 * A labelled text input. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`):
 * the caller decides, and a new `error` never resets what the user typed.
 */
export function TextField({ label, hint, error, id, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className} describedBy={input['aria-describedby']}>
      {(control) => <input type={type} {...input} {...control} className={fieldControlClassName} />}
    </Field>
  );
}
