// What a visitor sees as the registry arrives, is refused, or is missing; the staff status page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRemoteLoader } from '@flora/shared';
import { toCurrentUser } from '@flora/shared/domain';
import type { Registry } from '../lib/registry';
import { validateRegistry } from '../lib/registry-validation';
import { repoRegistryDocument } from '../lib/repo-registry.fixture';
import type { Visitor } from '../lib/visitor';
import { routingFrom, routingWithout, type Routing } from '../features/routing/route-table';
import { RegistryNotice } from '../features/remotes/registry-notice';
import { GuardedOutlet } from './guarded-outlet';

const real = (validateRegistry(repoRegistryDocument()) as { registry: Registry }).registry;
const withLabs: Registry = {
  remotes: [...real.remotes, { name: 'labs', label: 'The labs preview', manifest: 'http://localhost:3001/mf-manifest.json', basePath: '/labs-preview', routes: [{ path: '/labs-preview/*', access: 'public' }] }],
};
const person = (overrides: Record<string, unknown>): Visitor => ({
  authenticated: true,
  user: toCurrentUser({ emailVerified: true, consentCompleted: { research: true }, ...overrides }),
});
const staff = person({ is_staff: true });
const consumer = person({});
const anonymous: Visitor = { authenticated: false, user: null };

function renderAt(path: string, visitor: Visitor, routing: Routing) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RegistryNotice refused={routing.refused} visitor={visitor} />
      <GuardedOutlet visitor={visitor} routing={routing} />
    </MemoryRouter>,
  );
}

test('while /remotes.json loads, a remote path shows the loading page, never the 404', () => {
  renderAt('/tests/', consumer, routingWithout('loading'));
  expect(screen.getByText('Loading your account…')).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

test('while it loads, the login page shows at once', () => {
  renderAt('/login/', anonymous, routingWithout('loading'));
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('with no registry at all, a remote path shows the error page and login still works', () => {
  renderAt('/tests/', consumer, routingWithout('unavailable', ['/remotes.json answered 503']));
  expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('This part of Flora could not be loaded.')).toBeInTheDocument();
});

test("a registered remote is mounted under the registry's label", async () => {
  setRemoteLoader(() => Promise.reject(new Error('offline')));
  renderAt('/labs-preview/password-reset/', anonymous, routingFrom(withLabs));
  expect(await screen.findByText('The labs preview could not be loaded.')).toBeInTheDocument();
});

test('staff see why the latest registry was refused, and the status page lists the remotes in use', async () => {
  renderAt('/status/', staff, routingFrom(withLabs, ['remote "labs-copy": route /labs-preview/* is already claimed by remote "labs"']));
  expect(screen.getByText('The remote registry (/remotes.json) was refused')).toBeInTheDocument();
  expect(screen.getByText(/route \/labs-preview\/\* is already claimed by remote "labs"/)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Remote status' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'The labs preview (labs)' })).toBeInTheDocument();
  expect(screen.getByText((_, el) => el?.tagName === 'CODE' && el.textContent === 'http://localhost:3003/mf-manifest.json')).toBeInTheDocument();
});

test('a consumer is not told about the registry, and /status/ is not found for them', async () => {
  renderAt('/status/', consumer, routingFrom(withLabs, ['remote "labs-copy": route /labs-preview/* is already claimed']));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByText('The remote registry (/remotes.json) was refused')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Remote status' })).not.toBeInTheDocument();
});
