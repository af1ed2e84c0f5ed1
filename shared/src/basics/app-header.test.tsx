import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppHeader } from './app-header';
import { Page } from './page';
import { SkipLink } from './skip-link';

test('the header has the Flora wordmark link, a labelled nav and actions', () => {
  render(
    <AppHeader
      nav={
        <>
          <a href="/tests/" aria-current="page">
            My Tests
          </a>
          <a href="/shop/">Shop</a>
        </>
      }
      actions={<button>Cart</button>}
    />,
  );
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Flora' })).toHaveAttribute('href', '/');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(nav).toContainElement(screen.getByRole('link', { name: 'My Tests' }));
  expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
});

test('a custom brand replaces the default link', () => {
  render(<AppHeader brand={<a href="/provider/">Flora</a>} />);
  expect(screen.getByRole('link', { name: 'Flora' })).toHaveAttribute('href', '/provider/');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('the skip link is first in tab order and moves focus to the page', async () => {
  const user = userEvent.setup();
  render(
    <>
      <SkipLink />
      <AppHeader nav={<a href="/shop/">Shop</a>} />
      <Page title="My Tests" />
    </>,
  );
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.hash).toBe('');
});
