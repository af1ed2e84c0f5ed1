import { screen, within } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { AccountPage } from './account-page';

afterEach(signOut);

test('says who is signed in and lists every section with what it holds', () => {
  signIn({ id: 1, firstName: 'Dana', lastName: 'Demo', email: 'demo@flora.test' });
  renderScreen(<AccountPage />, { path: '/account/' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  expect(screen.getByText('Signed in as Dana Demo (demo@flora.test).')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'My Account' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/account/profile/', '/account/password/', '/account/membership/', '/account/orders/', '/account/coaching/', '/account/access-log/']);
  expect(within(nav).getByRole('link', { name: /Membership.*next delivery and price/ })).toBeInTheDocument();
});

test('works for a user without a name yet (email only)', () => {
  signIn({ id: 2, email: 'new@flora.test' });
  renderScreen(<AccountPage />, { path: '/account/' });
  expect(screen.getByText('Signed in as new@flora.test.')).toBeInTheDocument();
});
