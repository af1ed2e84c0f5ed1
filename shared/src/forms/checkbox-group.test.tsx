import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group';

const OPTIONS: CheckboxOption[] = [
  { value: 'odor', label: 'Unusual odor' },
  { value: 'itching', label: 'Itching' },
  { value: 'none', label: 'None of these', exclusive: true },
];

function Symptoms({ error, initial = [] }: { error?: string; initial?: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <CheckboxGroup
      legend="Do you have any of these symptoms?"
      hint="Choose all that apply."
      error={error}
      name="symptoms"
      options={OPTIONS}
      values={values}
      onValuesChange={setValues}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

test('a group named by its legend, described by its hint; checks any number of options', async () => {
  render(<Symptoms />);
  const group = screen.getByRole('group', { name: 'Do you have any of these symptoms?' });
  expect(group).toHaveAccessibleDescription('Choose all that apply.');
  expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
  await userEvent.click(box('Unusual odor'));
  await userEvent.click(box('Itching'));
  expect(box('Unusual odor')).toBeChecked();
  expect(box('Itching')).toBeChecked();
  await userEvent.click(box('Itching'));
  expect(box('Itching')).not.toBeChecked();
});

test('an exclusive option clears the others, and another option clears it', async () => {
  render(<Symptoms initial={['odor', 'itching']} />);
  await userEvent.click(box('None of these'));
  expect(box('None of these')).toBeChecked();
  expect(box('Unusual odor')).not.toBeChecked();
  expect(box('Itching')).not.toBeChecked();
  await userEvent.click(box('Itching'));
  expect(box('Itching')).toBeChecked();
  expect(box('None of these')).not.toBeChecked();
});

test('an error marks the group invalid and describes it', () => {
  render(<Symptoms error="Please answer this question." />);
  const group = screen.getByRole('group', { name: 'Do you have any of these symptoms?' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose all that apply. Please answer this question.');
});
