import { screen } from '@testing-library/react';
import { renderScreen } from '@flora/tools/jest/render';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { CareRoutes } from './routes';

beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

const renderAt = (path: string) => renderScreen(<CareRoutes basePath="/" name="care" />, { path });

test.each([
  ['/care/sample-treatment-plan/', 'Sample Treatment Plan'],
  ['/care/sample-treatment-plan/extra/', 'Page not found'],
  ['/care/recommended-treatment/extra/', 'Page not found'],
  ['/care/somewhere/', 'Page not found'],
])('%s shows "%s"', async (path, heading) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
