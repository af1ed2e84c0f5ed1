import { render, screen } from '@testing-library/react';
import { Banner, type BannerTone } from './banner';

test('an error banner is an alert', () => {
  render(
    <Banner tone="error" title="Payment failed" action={<a href="/cart/">Back to cart</a>}>
      Order not complete
    </Banner>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error: Payment failed');
  expect(screen.getByText('Order not complete')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to cart' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test.each<BannerTone>(['success', 'warning', 'info'])('a %s banner is a status', (tone) => {
  render(<Banner tone={tone}>Saved</Banner>);
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  expect(screen.getByRole('status')).toHaveClass(tone);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the tone defaults to info', () => {
  render(<Banner>You should hear back from a clinician soon.</Banner>);
  expect(screen.getByRole('status')).toHaveTextContent('Information: You should hear back');
});
