// Once a page has rendered and the browser is idle, the shell fetches the code of the remotes its
// header links to, so the next click does not wait for a remote's entry.
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@flora/shared';
import { toCurrentUser } from '@flora/shared/domain';
import type { Registry } from '../lib/registry';
import { setEntryLoader } from '../lib/load-telemetry';
import { validateRegistry } from '../lib/registry-validation';
import { repoRegistryDocument } from '../lib/repo-registry.fixture';
import type { Visitor } from '../lib/visitor';
import { routingFrom, routingWithout, type Routing } from '../features/routing/route-table';
import { registryNavigation } from '../features/routing/registry-navigation';
import { PrefetchLinkedRemotes } from './prefetch-linked-remotes';

const routing = routingFrom((validateRegistry(repoRegistryDocument()) as { registry: Registry }).registry);
const person = (overrides: Record<string, unknown>): Visitor => ({
  authenticated: true,
  user: toCurrentUser({ emailVerified: true, consentCompleted: { research: true }, ...overrides }),
});

let loaded: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  loaded = jest.fn().mockResolvedValue(undefined);
  setEntryLoader(loaded);
});
afterEach(() => jest.useRealTimers());

/** Renders the page at `path` for `visitor`; `rendered`: its heading is already in the main landmark. */
function visit(path: string, visitor: Visitor, routes: Routing = routing, rendered = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <main id={MAIN_CONTENT_ID}>{rendered && <h1>Page</h1>}</main>
      <PrefetchLinkedRemotes visitor={visitor} routing={routes} registryNav={registryNavigation(routes, visitor)} />
    </MemoryRouter>,
  );
}
/** The browser's idle moment, and the load telemetry's chunk arriving. */
const idle = async () => {
  act(() => jest.advanceTimersByTime(1000));
  await act(() => import('../lib/load-telemetry'));
};
const prefetched = () => loaded.mock.calls.map(([remote]) => remote).sort();

it.each<[string, string, Visitor, string[]]>([
  ['a consumer on My Tests: Care, Shop and Account', '/tests/', person({}), ['auth', 'care', 'shop']],
  ['a consumer on Care: My Tests, Shop and Account', '/care/', person({}), ['auth', 'results', 'shop']],
  ['a verified provider: only the provider app', '/account/', person({ isProvider: true, provider_info: { is_verified: true } }), ['provider']],
  ['staff on My Tests: the clinic too', '/tests/', person({ is_staff: true }), ['auth', 'care', 'clinic', 'shop']],
])('%s', async (_who, path, visitor, remotes) => {
  visit(path, visitor);
  expect(loaded).not.toHaveBeenCalled();
  await idle();
  expect(prefetched()).toEqual(remotes);
});

it('waits for the page to render first', async () => {
  visit('/tests/', person({}), routing, false);
  await idle();
  expect(loaded).not.toHaveBeenCalled();
  document.getElementById(MAIN_CONTENT_ID)!.append(Object.assign(document.createElement('h1'), { textContent: 'My Tests' }));
  await act(() => Promise.resolve()); // the heading's mutation is observed
  await idle();
  expect(prefetched()).toEqual(['auth', 'care', 'shop']);
});

it('fetches nothing for a visitor who is not signed in, or before the registry is known', async () => {
  visit('/login/', { authenticated: false, user: null });
  visit('/tests/', person({}), routingWithout('loading'));
  await idle();
  expect(loaded).not.toHaveBeenCalled();
});

it('a failed prefetch shows nothing and breaks nothing', async () => {
  loaded.mockRejectedValue(new Error('ScriptNetworkError'));
  visit('/tests/', person({}));
  await idle();
  expect(loaded).toHaveBeenCalledTimes(3);
});
