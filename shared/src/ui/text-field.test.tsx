import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Checkbox, Select } from '@flora/shared/widgets';
import { TextField } from '@flora/shared/basics';

test('the label names the input and input props pass through', () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextField ref={ref} label="Email" type="email" autoComplete="email" required name="email" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(ref.current).toBe(input);
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('autocomplete', 'email');
  expect(input).toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('an error is shown, marks the input invalid and describes it, and keeps the typed value', async () => {
  const { rerender } = render(<TextField label="Email" hint="We send your results here." />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.type(input, 'not-an-email');

  rerender(<TextField label="Email" hint="We send your results here." error="Enter a valid email address." />);
  expect(input).toHaveValue('not-an-email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('We send your results here. Enter a valid email address.');
  const error = screen.getByText('Enter a valid email address.');
  expect(error).toBeVisible();
  expect(input.getAttribute('aria-describedby')).toContain(error.closest('p')!.id);
});

test('works controlled: the caller owns the value', async () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField label="First name" value={value} onChange={(e) => setValue(e.target.value)} error={value ? '' : 'Required'} />
        <output>{value}</output>
      </>
    );
  }
  render(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).toHaveAccessibleDescription('Required');
  await userEvent.type(input, 'Ana');
  expect(input).toHaveValue('Ana');
  expect(screen.getByRole('status')).toHaveTextContent('Ana');
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('Checkbox and Select are labelled and carry their errors', async () => {
  render(
    <>
      <Checkbox label="I confirm the above is all true" error="Please confirm to continue." />
      <Select label="State" defaultValue="" error="Choose a state.">
        <option value="">Choose…</option>
        <option value="NY">New York</option>
      </Select>
    </>,
  );
  const box = screen.getByRole('checkbox', { name: 'I confirm the above is all true' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Please confirm to continue.');
  await userEvent.click(screen.getByText('I confirm the above is all true'));
  expect(box).toBeChecked();

  const select = screen.getByRole('combobox', { name: 'State' });
  expect(select).toHaveAccessibleDescription('Choose a state.');
  await userEvent.selectOptions(select, 'NY');
  expect(select).toHaveValue('NY');
});
