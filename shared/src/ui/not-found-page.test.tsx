import { screen } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { NotFoundPage } from '@flora/shared';

test.each([
  ['a remote\'s own unknown path names that path', '/tests/anything/', 'There is no page at /tests/anything/.'],
  ['/404/?from= names the path it came from', '/404/?from=%2Fnowhere%2F', 'There is no page at /nowhere/.'],
  ['/404/ alone says the link may be mistyped', '/404/', 'The link may be mistyped, or the page may have moved.'],
])('%s', (_name, path, text) => {
  renderScreen(<NotFoundPage />, { path });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(text.replace(/[.?/]/g, '\\$&')))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
});
