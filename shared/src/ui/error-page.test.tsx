import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPage } from './error-page';

test('shows the exact heading, what failed and the detail, and retries', async () => {
  const onRetry = jest.fn();
  render(
    <ErrorPage message="The results app could not be loaded." detail="ChunkLoadError: timeout" onRetry={onRetry} />,
  );
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Unexpected Application Error!$/);
  expect(screen.getByText('The results app could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('ChunkLoadError: timeout')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('has a default message and no detail line', () => {
  render(<ErrorPage onRetry={() => {}} />);
  expect(screen.getByText('This page could not be loaded.')).toBeInTheDocument();
});
