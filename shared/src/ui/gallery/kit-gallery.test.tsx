import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../toast';
import KitGallery from './kit-gallery';

afterEach(() => {
  act(() => toast.clear());
});

test('one page with a heading per kit component, listed in its contents', () => {
  render(<KitGallery />);
  expect(screen.getByRole('heading', { level: 1, name: 'Flora UI kit' })).toBeInTheDocument();
  const contents = screen.getByRole('navigation', { name: 'Components' });
  const sections = within(contents).getAllByRole('link').map((link) => link.textContent ?? '');
  expect(sections.length).toBeGreaterThan(20);
  for (const name of sections) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  // The new components are all here.
  expect(sections).toEqual(
    expect.arrayContaining(['Stepper', 'RadioGroup', 'CheckboxGroup', 'TextArea', 'DateInput', 'Tabs', 'DataList', 'SidePanel', 'Toast', 'StatusPill', 'QueryView']),
  );
});

test('shows states: errors beside fields, each banner tone, each QueryView state', () => {
  render(<KitGallery />);
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    'We send your results here. Enter a valid email address.',
  );
  expect(screen.getByRole('radiogroup', { name: 'Have you been diagnosed with BV before?' })).toHaveAccessibleDescription('Choose yes or no.');
  expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled(); // the loading button
  expect(screen.getByText('Loading your tests…')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'No tests yet' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Your orders' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Result details' })).toBeInTheDocument();
});

test('the drawer opens and closes; toasts show once', async () => {
  const user = userEvent.setup();
  render(<KitGallery />);
  const opener = screen.getByRole('button', { name: 'Open the cart panel' });
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Success toast' }));
  expect(screen.getAllByText('Added to your cart')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Error toast (stays)' }));
  expect(screen.getByText('Your card was declined').closest('[role="alert"]')).toBeInTheDocument();
});

test('the full-page components replace the gallery and come back', async () => {
  const user = userEvent.setup();
  render(<KitGallery />);
  await user.click(screen.getByRole('button', { name: 'Show the ErrorPage' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await user.click(screen.getByRole('button', { name: 'Show the NotFoundPage' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to the UI kit' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Flora UI kit' })).toBeInTheDocument();
});
