import { render, screen, within } from '@testing-library/react';
import { Stepper } from './stepper';

const STEPS = ['About you', 'Health history', 'Symptoms', 'Sample', 'Review'];

test('says which step of how many, and marks it in the ordered list of steps', () => {
  render(<Stepper current={2} steps={STEPS} label="Health history progress" />);
  expect(screen.getByText(/^Step 2 of 5/)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Health history progress' });
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[1]).toHaveAttribute('aria-current', 'step');
  expect(items[1]).toHaveTextContent('Health history');
  expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  // Done steps say so in words, not only with a filled bar.
  expect(items[0]).toHaveTextContent('Completed: About you');
  expect(items[2]).not.toHaveTextContent('Completed');
});

test('works with a count of unnamed steps, and keeps the current step in range', () => {
  const { rerender } = render(<Stepper current={3} steps={4} />);
  expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
  expect(items[2]).toHaveAttribute('aria-current', 'step');
  expect(items[2]).toHaveTextContent('Step 3');
  expect(items[0]).toHaveTextContent('Completed: Step 1');

  rerender(<Stepper current={9} steps={4} />);
  expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
});
