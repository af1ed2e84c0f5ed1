import { useId, type ChangeEvent, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { ChoiceFieldset } from './choice-fieldset';
import { cx } from '@flora/shared';
import { checkboxClassName } from '@flora/shared/widgets';
import styles from './radio-group.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the label, read as the radio's description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question; names the group. */
  legend: ReactNode;
  hint?: ReactNode;
  /** Shown under the options; describes the group and marks it aria-invalid. */
  error?: ReactNode;
  options: readonly RadioOption[];
  name: string;
  /** Controlled: the checked value ('' or undefined with onChange: none checked). */
  value?: string;
  /** Uncontrolled: the value checked at first. */
  defaultValue?: string;
  /** The change event, as react-hook-form's `register(name)` expects. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Or just the value chosen. */
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** A callback ref (react-hook-form's) gets every radio; an object ref gets the first, for focus. */
  ref?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  /** Prefix of the radios' ids; defaults to one from useId. */
  id?: string;
  className?: string;
}

/**
 * One choice of a few: a fieldset (role radiogroup, which carries aria-invalid; a radio does not)
 * named by its legend, native radios (so arrow keys move and
 * choose, and Tab enters the group once). Spread `{...register('field')}` on it, or pass
 * value + onValueChange.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  options,
  name,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  required,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const autoId = useId();
  const baseId = id ?? autoId;
  const controlled = value !== undefined;

  function change(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onValueChange?.(event.target.value);
  }

  return (
    <ChoiceFieldset role="radiogroup" legend={legend} hint={hint} error={error} baseId={baseId} disabled={disabled} className={className}>
      {options.map((option, index) => {
          const inputId = `${baseId}-${index}`;
          const descriptionId = option.description ? `${inputId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={typeof ref === 'function' || index === 0 ? ref : undefined}
                type="radio"
                id={inputId}
                name={name}
                value={option.value}
                {...(controlled ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
                onChange={change}
                onBlur={onBlur}
                required={required}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={cx(checkboxClassName, styles.radio)}
              />
              <label htmlFor={inputId} className={styles.label}>
                {option.label}
              </label>
              {option.description && (
                <p id={descriptionId} className={styles.description}>
                  {option.description}
                </p>
              )}
            </div>
          );
        })}
    </ChoiceFieldset>
  );
}
