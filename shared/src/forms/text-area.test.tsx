import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './text-area';

afterEach(() => {
  jest.useRealTimers();
});

test('labelled, with hint and counter read on focus; the count is announced once typing pauses', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<TextArea label="Message your provider" hint="Do not include card numbers." maxLength={500} />);
  const box = screen.getByRole('textbox', { name: 'Message your provider' });
  expect(box.tagName).toBe('TEXTAREA');
  expect(box).toHaveAttribute('maxlength', '500');
  expect(box).toHaveAccessibleDescription('Do not include card numbers. 0 of 500 characters');
  const live = screen.getByRole('status');
  expect(live).toBeEmptyDOMElement(); // nothing said before the person types

  await user.type(box, 'Hello');
  expect(screen.getByText('5 of 500 characters')).toBeVisible();
  expect(live).toBeEmptyDOMElement(); // not once per key
  act(() => jest.advanceTimersByTime(999));
  expect(live).toBeEmptyDOMElement(); // typing paused less than a second
  act(() => jest.advanceTimersByTime(1));
  expect(live).toHaveTextContent('5 of 500 characters');
  expect(box).toHaveAccessibleDescription('Do not include card numbers. 5 of 500 characters');
});

test('the browser stops typing at maxLength and the counter says the limit is reached', async () => {
  render(<TextArea label="Reason" maxLength={5} defaultValue="abc" />);
  expect(screen.getByText('3 of 5 characters')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'defgh');
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('abcde');
  expect(screen.getByText('5 of 5 characters')).toHaveClass('full');
});

test('controlled, with an error that describes the box; no counter without maxLength', async () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return <TextArea label="Notes" value={value} onChange={(e) => setValue(e.target.value)} error={value ? undefined : 'Add a note.'} />;
  }
  render(<Controlled />);
  const box = screen.getByRole('textbox', { name: 'Notes' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Add a note.');
  await userEvent.type(box, 'Itchy');
  expect(box).toHaveValue('Itchy');
  expect(box).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('an uncontrolled value set through the ref (react-hook-form) is counted', () => {
  const ref = (el: HTMLTextAreaElement | null) => {
    if (el) el.value = 'from defaults';
  };
  render(<TextArea label="Notes" maxLength={100} ref={ref} />);
  expect(screen.getByText('13 of 100 characters')).toBeInTheDocument();
});
