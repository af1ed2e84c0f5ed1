import { render, screen } from '@testing-library/react';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { MAIN_CONTENT_ID, Page } from '@flora/shared/basics';

test('Page is the main landmark with an h1, description, actions and content', () => {
  render(
    <Page title="My Tests" description="Every test you have taken." actions={<button>Order a test</button>}>
      <Card title="Latest result">Ready</Card>
      <EmptyState title="No orders yet" message="Orders appear here." action={<a href="/shop/">Shop</a>} />
    </Page>,
  );
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
  expect(screen.getByRole('heading', { level: 1, name: 'My Tests' })).toBeInTheDocument();
  expect(screen.getByText('Every test you have taken.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Order a test' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Latest result' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop' })).toBeInTheDocument();
});
