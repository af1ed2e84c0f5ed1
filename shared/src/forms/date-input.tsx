// A typed date, MM/DD/YYYY, rather than a native <input type="date">: SPEC §9 says typed dates
// parse as MM/dd/yyyy (the domain's parseInputDate), and a native date input shows the browser's
// locale order (DD/MM in much of the world) while giving yyyy-MM-dd, reads unevenly in screen
// readers, and is slow for a birthday decades back. A plain text box with the format in the hint
// works the same everywhere (a birthday takes autoComplete="bday"). No inputmode="numeric": the iOS number pad has no "/".
import { useState, type ComponentPropsWithRef, type FocusEvent, type ChangeEvent } from 'react';
import { cx, Field, fieldControlClassName, type FieldLabelProps } from '@flora/shared';
import { formatInputDate, parseInputDate } from '@flora/shared/domain';
import styles from './date-input.module.css';

export interface DateRange {
  /** The earliest date accepted (its time of day is ignored). */
  min?: Date;
  /** The latest date accepted. */
  max?: Date;
}

export type DateInputProps = FieldLabelProps &
  DateRange &
  Omit<ComponentPropsWithRef<'input'>, keyof FieldLabelProps | keyof DateRange | 'type'>;

const EXAMPLE = 'MM/DD/YYYY, for example 03/05/2026';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * What is wrong with a typed date, or null when it is blank (required is the form's rule) or fine.
 * Use it in a form's schema so submit and blur say the same thing.
 */
export function dateInputError(text: string | null | undefined, { min, max }: DateRange = {}): string | null {
  if (!text?.trim()) return null;
  const date = parseInputDate(text);
  if (!date) return `Enter a real date as ${EXAMPLE}.`;
  if (min && date < startOfDay(min)) return `Enter a date on or after ${formatInputDate(min)}.`;
  if (max && date > startOfDay(max)) return `Enter a date on or before ${formatInputDate(max)}.`;
  return null;
}

function rangeText({ min, max }: DateRange): string {
  if (min && max) return ` Between ${formatInputDate(min)} and ${formatInputDate(max)}.`;
  if (min) return ` On or after ${formatInputDate(min)}.`;
  if (max) return ` On or before ${formatInputDate(max)}.`;
  return '';
}

/**
 * A labelled date box. The hint always gives the format (and the range, with min/max). With no
 * `error` from the caller it checks itself on blur, and clears that message once the date is right.
 */
export function DateInput({ label, hint, error, id, className, min, max, onBlur, onChange, ...input }: DateInputProps) {
  const [ownError, setOwnError] = useState<string | null>(null);

  function blur(event: FocusEvent<HTMLInputElement>) {
    setOwnError(dateInputError(event.target.value, { min, max }));
    onBlur?.(event);
  }

  function change(event: ChangeEvent<HTMLInputElement>) {
    if (ownError) setOwnError(dateInputError(event.target.value, { min, max }));
    onChange?.(event);
  }

  const fullHint = (
    <>
      {hint && <>{hint} </>}
      {`Use ${EXAMPLE}.`}
      {rangeText({ min, max })}
    </>
  );
  return (
    <Field
      label={label}
      hint={fullHint}
      error={error || ownError}
      id={id}
      className={className}
      describedBy={input['aria-describedby']}
    >
      {(control) => (
        <input
          type="text"
          {...input}
          onBlur={blur}
          onChange={change}
          {...control}
          className={cx(fieldControlClassName, styles.date)}
        />
      )}
    </Field>
  );
}
