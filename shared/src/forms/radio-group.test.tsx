import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { RadioGroup } from './radio-group';

const DELIVERY = [
  { value: 'standard', label: 'Standard', description: '5 to 7 business days' },
  { value: 'express', label: 'Express', description: '2 business days' },
  { value: 'overnight', label: 'Overnight' },
];

test('a group named by its legend, each radio by its label and described by its line', () => {
  render(<RadioGroup legend="Delivery" hint="Free over $50." name="delivery" options={DELIVERY} />);
  const group = screen.getByRole('radiogroup', { name: 'Delivery' });
  expect(group.tagName).toBe('FIELDSET');
  expect(group).toHaveAccessibleDescription('Free over $50.');
  expect(screen.getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription('5 to 7 business days');
  expect(screen.getByRole('radio', { name: 'Overnight' })).not.toHaveAttribute('aria-describedby');
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).name === 'delivery')).toBe(true);
});

test('controlled: arrow keys move and choose, and Tab enters the group once', async () => {
  function Controlled() {
    const [value, setValue] = useState('standard');
    return (
      <>
        <RadioGroup legend="Delivery" name="delivery" options={DELIVERY} value={value} onValueChange={setValue} />
        <output>{value}</output>
        <button>Continue</button>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Controlled />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  const express = screen.getByRole('radio', { name: 'Express' });
  expect(express).toHaveFocus();
  expect(express).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('express');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();

  await user.click(screen.getByText('Overnight')); // the label is the target
  expect(screen.getByRole('radio', { name: 'Overnight' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('overnight');
});

test("takes react-hook-form's register props: name, onChange, onBlur and a callback ref on every radio", async () => {
  const values: Record<string, string> = {};
  const registered = {
    name: 'delivery',
    onChange: jest.fn(async (event: ChangeEvent<HTMLInputElement>) => {
      values[event.target.name] = event.target.value;
    }),
    onBlur: jest.fn(),
    ref: jest.fn(),
  };
  render(<RadioGroup legend="Delivery" options={DELIVERY} {...registered} />);
  expect(registered.ref).toHaveBeenCalledTimes(3);
  expect(registered.ref.mock.calls.map(([el]) => (el as HTMLInputElement).value)).toEqual(['standard', 'express', 'overnight']);

  await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
  expect(values).toEqual({ delivery: 'express' });
  await userEvent.tab();
  expect(registered.onBlur).toHaveBeenCalled();
});

test('an error is shown under the options, describes the group and marks it invalid', () => {
  render(
    <RadioGroup legend="Delivery" hint="Free over $50." error="Choose a delivery speed." name="delivery" options={DELIVERY} />,
  );
  const group = screen.getByRole('radiogroup', { name: 'Delivery' });
  expect(group).toHaveAccessibleDescription('Free over $50. Choose a delivery speed.');
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Choose a delivery speed.')).toBeVisible();
});
