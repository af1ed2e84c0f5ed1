// One question as its field: yes/no and single choice as radios, multiple choice as checkboxes (an
// exclusive choice such as "None of these" clears the others, and the others clear it), a number or
// text box, a typed MM/DD/YYYY date, a text area. Choices save as they are picked; typed answers
// save when she leaves the field.
import { TextField } from '@flora/shared';
import { CheckboxGroup, DateInput, RadioGroup, TextArea } from '@flora/shared/forms';
import type { FieldValue, Question } from '../flow';
import styles from './question-field.module.css';

export interface QuestionFieldProps {
  question: Question;
  value: FieldValue | undefined;
  error?: string;
  onChange: (value: FieldValue) => void;
  onCommit: () => void;
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function QuestionField({ question, value, error, onChange, onCommit }: QuestionFieldProps) {
  const id = `question-${question.id}`;
  const hint = question.help ?? undefined;
  const text = typeof value === 'string' ? value : '';
  const required = question.required;

  switch (question.type) {
    case 'yes_no':
    case 'single_choice':
      return (
        <RadioGroup
          id={id}
          name={question.id}
          legend={question.label}
          hint={hint}
          error={error}
          required={required}
          options={question.type === 'yes_no' ? YES_NO : (question.choices ?? []).map((c) => ({ value: c.id, label: c.label }))}
          value={text}
          onValueChange={onChange}
        />
      );
    case 'multiple_choice':
      return (
        <CheckboxGroup
          id={id}
          name={question.id}
          legend={question.label}
          hint={hint}
          error={error}
          options={(question.choices ?? []).map((c) => ({ value: c.id, label: c.label, exclusive: c.exclusive }))}
          values={Array.isArray(value) ? value : []}
          onValuesChange={onChange}
        />
      );
    case 'date':
      return (
        <DateInput
          id={id}
          label={question.label}
          hint={hint}
          error={error}
          required={required}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={question.unit ? `${question.label} (${question.unit})` : question.label}
          hint={hint ?? (question.min !== null && question.max !== null ? `A whole number from ${question.min} to ${question.max}.` : undefined)}
          error={error}
          required={required}
          inputMode="numeric"
          autoComplete="off"
          className={styles.number}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      );
    default:
      return (
        <TextArea
          id={id}
          label={question.label}
          hint={hint}
          error={error}
          required={required}
          maxLength={2000}
          rows={3}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
        />
      );
  }
}
