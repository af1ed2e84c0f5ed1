import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { toast, ToastRegion } from './toast';

const SIX_SECONDS = 6000;

afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

test('a message appears in the polite live region, which exists before it', () => {
  render(<ToastRegion />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  expect(status).toHaveAttribute('aria-atomic', 'false');
  act(() => void toast.show('Added to your cart', { tone: 'success' }));
  expect(status).toHaveTextContent('Added to your cart');
  // No empty alert region waits on every page: an error toast is an alert of its own.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('errors interrupt (role="alert"), say they are errors, and stay until dismissed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ToastRegion />);
  act(() => void toast.show('Your card was declined', { tone: 'error' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error: Your card was declined');
  act(() => jest.advanceTimersByTime(SIX_SECONDS * 3));
  expect(alert).toHaveTextContent('Your card was declined');

  await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('others go by themselves after six seconds, but not while the pointer is on them', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ToastRegion />);
  act(() => void toast.show('Saved'));
  act(() => jest.advanceTimersByTime(SIX_SECONDS - 1));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();

  act(() => void toast.show('Address updated'));
  await user.hover(screen.getByText('Address updated'));
  act(() => jest.advanceTimersByTime(SIX_SECONDS * 2));
  expect(screen.getByText('Address updated')).toBeInTheDocument();
  await user.unhover(screen.getByText('Address updated'));
  act(() => jest.advanceTimersByTime(SIX_SECONDS));
  expect(screen.queryByText('Address updated')).not.toBeInTheDocument();
});

test('the dismiss button is reachable by keyboard', async () => {
  const user = userEvent.setup();
  render(<ToastRegion />);
  act(() => void toast.show('Link copied'));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
});

test('regions in several React roots show each toast once; the next takes over when the first unmounts', () => {
  // Two roots, like the shell and a remote each rendering a region.
  const first = document.body.appendChild(document.createElement('div'));
  const second = document.body.appendChild(document.createElement('div'));
  const firstRoot = createRoot(first);
  const secondRoot = createRoot(second);
  act(() => firstRoot.render(<ToastRegion />));
  act(() => secondRoot.render(<ToastRegion />));
  act(() => void toast.show('Welcome back'));
  expect(screen.getAllByText('Welcome back')).toHaveLength(1);
  expect(first).toHaveTextContent('Welcome back');
  expect(second).toBeEmptyDOMElement();

  act(() => firstRoot.unmount());
  expect(second).toHaveTextContent('Welcome back');
  act(() => secondRoot.unmount());
  first.remove();
  second.remove();
});

test('a toast shown before any region mounts appears when one does; the oldest go beyond four', () => {
  act(() => {
    for (const n of [1, 2, 3, 4, 5]) toast.show(`Message ${n}`);
  });
  render(<ToastRegion />);
  expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  const shown = within(screen.getByRole('status')).getAllByText(/^Message/);
  expect(shown.map((p) => p.textContent)).toEqual(['Message 2', 'Message 3', 'Message 4', 'Message 5']);
});
