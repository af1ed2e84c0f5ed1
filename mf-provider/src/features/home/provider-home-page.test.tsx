import { screen, within } from '@testing-library/react';
import { history } from '@flora/shared';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { ProviderRoutes } from '../../routes';

afterEach(signOut);

function renderAt(path: string) {
  renderScreen(<ProviderRoutes basePath="/provider" name="provider" />, { path, sharedHistory: true });
}

test("a verified provider's home links to ordering, patient tests and resources", async () => {
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: true } });
  renderAt('/provider/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dr. Curie' })).toBeInTheDocument();
  const areas = screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
  expect(areas.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Order tests', '/provider/order/'],
    ['Patient tests', '/provider/tests/'],
    ['Resources', '/provider/resources/'],
  ]);
});

test('an unverified provider is sent from home to the verification page', async () => {
  signIn({ isProvider: true, lastName: 'Curie', provider_info: { is_verified: false } });
  renderAt('/provider/');

  expect(await screen.findByRole('heading', { level: 1, name: "We're verifying your account" })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/provider/verify/');
  expect(screen.queryByRole('link', { name: 'Order tests' })).not.toBeInTheDocument();
});
