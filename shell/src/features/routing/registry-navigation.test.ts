// A remote's header link comes from remotes.json and shows only to whoever may reach its path.
import { toCurrentUser } from '@flora/shared/domain';
import type { Visitor } from '../../lib/visitor';
import type { Registry } from '../../lib/registry';
import { repoRegistryDocument } from '../../lib/repo-registry.fixture';
import { registryNavigation } from './registry-navigation';
import { routingFrom } from './route-table';

const visitor = (fields: Record<string, unknown>): Visitor => ({
  authenticated: true,
  user: toCurrentUser({ emailVerified: true, consentCompleted: { research: true }, ...fields }),
});
const routing = routingFrom(repoRegistryDocument() as Registry);

describe('registryNavigation', () => {
  it.each<[string, Visitor, string[]]>([
    ['staff see the clinic the registry declares', visitor({ is_staff: true }), ['Clinic /clinic/']],
    ['a consumer does not', visitor({}), []],
    ['a provider does not', visitor({ isProvider: true, provider_info: { is_verified: true } }), []],
    ['nobody signed in sees nothing', { authenticated: false, user: null }, []],
  ])('%s', (_who, v, expected) => {
    expect(registryNavigation(routing, v).map(({ label, to }) => `${label} ${to}`)).toEqual(expected);
  });

  it('a new remote declaring a link for signed-in users shows it to a consumer, without any shell change', () => {
    const registry = repoRegistryDocument() as Registry;
    const labs = { name: 'labs', label: 'Labs', manifest: 'http://localhost:3001/mf-manifest.json', basePath: '/labs', routes: [{ path: '/labs/*', access: 'gated' as const }], nav: { label: 'Labs', path: '/labs/' } };
    const withLabs = routingFrom({ remotes: [...registry.remotes, labs] });
    expect(registryNavigation(withLabs, visitor({})).map((item) => item.label)).toEqual(['Labs']);
    expect(registryNavigation(withLabs, visitor({ consentCompleted: {} }))).toEqual([]);
  });
});
