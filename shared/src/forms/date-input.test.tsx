import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, dateInputError } from './date-input';

test('a labelled text box whose hint gives the format and the range', () => {
  render(
    <DateInput
      label="Date your period started"
      hint="An estimate is fine."
      name="start"
      min={new Date(2026, 0, 1)}
      max={new Date(2026, 11, 31, 15, 30)}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Date your period started' });
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveAccessibleDescription(
    'An estimate is fine. Use MM/DD/YYYY, for example 03/05/2026. Between 01/01/2026 and 12/31/2026.',
  );
  expect(input).not.toHaveAttribute('min'); // min and max are checked, not passed to a text box
});

test('checks itself on blur, and the message goes once the date is right', async () => {
  const user = userEvent.setup();
  const onBlur = jest.fn();
  render(<DateInput label="Sample date" max={new Date(2026, 5, 30)} onBlur={onBlur} />);
  const input = screen.getByRole('textbox', { name: 'Sample date' });

  await user.type(input, '02/30/2026');
  expect(input).not.toHaveAttribute('aria-invalid'); // not while typing
  await user.tab();
  expect(onBlur).toHaveBeenCalled();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Enter a real date as MM/DD/YYYY, for example 03/05/2026.')).toBeVisible();

  await user.clear(input);
  await user.type(input, '07/01/2026');
  await user.tab();
  expect(input).toHaveAccessibleDescription(/Enter a date on or before 06\/30\/2026\.$/);

  await user.type(input, '{Backspace>9/}6/30/2026');
  expect(input).toHaveValue('06/30/2026');
  expect(input).not.toHaveAttribute('aria-invalid'); // gone as soon as it is right, before blur
});

test("the caller's error wins (e.g. from the API or a schema)", () => {
  render(<DateInput label="Birthday" autoComplete="bday" error="You must be 18 or older." />);
  const input = screen.getByRole('textbox', { name: 'Birthday' });
  expect(input).toHaveAttribute('autocomplete', 'bday');
  expect(input).toHaveAccessibleDescription('Use MM/DD/YYYY, for example 03/05/2026. You must be 18 or older.');
});

test('dateInputError: blank is fine, then real dates within the range', () => {
  const range = { min: new Date(2026, 0, 1), max: new Date(2026, 0, 31) };
  expect(dateInputError('', range)).toBeNull();
  expect(dateInputError('01/15/2026', range)).toBeNull();
  expect(dateInputError('01/01/2026', range)).toBeNull();
  expect(dateInputError('01/31/2026', range)).toBeNull();
  expect(dateInputError('2026-01-15', range)).toMatch(/^Enter a real date/);
  expect(dateInputError('12/31/2025', range)).toBe('Enter a date on or after 01/01/2026.');
  expect(dateInputError('02/01/2026', range)).toBe('Enter a date on or before 01/31/2026.');
});
