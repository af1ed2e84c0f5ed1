import { render, screen, within } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { history } from '@flora/shared';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

afterEach(signOut);

function renderAt(path: string) {
  history.replace(path);
  render(
    <HistoryRouter history={history}>
      <ProviderRoutes basePath="/provider" name="provider" />
    </HistoryRouter>,
  );
}

test("a verified provider's home links to ordering, patient tests and resources", () => {
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
  renderAt('/provider/');

  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Dr. Curie' })).toBeInTheDocument();
  const areas = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
  expect(areas.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Order tests', '/provider/order/'],
    ['Patient tests', '/provider/tests/'],
    ['Resources', '/provider/resources/'],
  ]);
});

test('an unverified provider is sent from home to the verification page', () => {
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } });
  renderAt('/provider/');

  expect(history.location.pathname).toBe('/provider/verify/');
  expect(screen.getByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Order tests' })).not.toBeInTheDocument();
});
