import { useId, type ReactNode } from 'react';
import { Checkbox } from '@flora/shared/widgets';
import { ChoiceFieldset } from './choice-fieldset';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Choosing it clears every other choice, and choosing another clears it (e.g. "None of these"). */
  exclusive?: boolean;
}

export interface CheckboxGroupProps {
  /** The question; names the group. */
  legend: ReactNode;
  hint?: ReactNode;
  /** Shown under the options; describes the group and marks it aria-invalid. */
  error?: ReactNode;
  options: readonly CheckboxOption[];
  name: string;
  /** The values checked. */
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
  /** Prefix of the checkboxes' ids (`${id}-0`, …); defaults to one from useId. */
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** Any number of choices: a fieldset named by its legend, a native checkbox per option. */
export function CheckboxGroup({ legend, hint, error, options, name, values, onValuesChange, id, disabled, className }: CheckboxGroupProps) {
  const autoId = useId();
  const baseId = id ?? autoId;

  function toggle(option: CheckboxOption, checked: boolean) {
    if (!checked) return onValuesChange(values.filter((value) => value !== option.value));
    if (option.exclusive) return onValuesChange([option.value]);
    const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.value));
    onValuesChange([...values.filter((value) => !exclusive.has(value)), option.value]);
  }

  return (
    <ChoiceFieldset legend={legend} hint={hint} error={error} baseId={baseId} disabled={disabled} className={className}>
      {options.map((option, index) => (
        <Checkbox
          key={option.value}
          id={`${baseId}-${index}`}
          name={name}
          value={option.value}
          label={option.label}
          checked={values.includes(option.value)}
          onChange={(event) => toggle(option, event.target.checked)}
        />
      ))}
    </ChoiceFieldset>
  );
}
