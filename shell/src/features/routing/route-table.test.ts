// The route table: the shell's pages (code) and the real remotes.json (data), most specific first.
import type { Registry, RemoteEntry } from '../../lib/registry';
import { repoRegistryDocument } from '../../lib/repo-registry.fixture';
import { findRoute, routingFrom } from './route-table';

const real = repoRegistryDocument() as Registry;
const labs: RemoteEntry = {
  name: 'labs',
  label: 'Labs preview',
  manifest: 'http://localhost:3001/mf-manifest.json',
  basePath: '/labs-preview',
  routes: [{ path: '/labs-preview/*', access: 'login' }],
};

describe('route table from the registry', () => {
  const owners = (registry: Registry) => {
    const { routes } = routingFrom(registry);
    return ['/tests/order-complete/', '/tests/x/', '/care/shop/x/', '/care/x/', '/provider/tests/x/', '/provider/x/', '/provider/register/', '/treatments/login/', '/labs-preview/x/'].map(
      (path) => `${path} ${findRoute(routes, path)?.owner ?? '-'}:${findRoute(routes, path)?.access ?? '-'}`,
    );
  };

  it('most specific wins, independent of the order of the file', () => {
    const reversed: Registry = { remotes: [...real.remotes].reverse().map((r) => ({ ...r, routes: [...r.routes].reverse() })) };
    expect(owners(reversed)).toEqual(owners(real));
    expect(owners(real)).toEqual([
      '/tests/order-complete/ shop:gated',
      '/tests/x/ results:gated',
      '/care/shop/x/ shop:gated',
      '/care/x/ care:gated',
      '/provider/tests/x/ provider:verified-provider',
      '/provider/x/ provider:provider',
      '/provider/register/ auth:public',
      '/treatments/login/ shell:public',
      '/labs-preview/x/ -:-',
    ]);
  });

  it('a new remote claims its prefix', () => {
    expect(owners({ remotes: [...real.remotes, labs] }).at(-1)).toBe('/labs-preview/x/ labs:login');
  });
});
