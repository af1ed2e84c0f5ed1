// Validation of /remotes.json at start: every problem named, the whole registry refused.
import type { Registry, RemoteEntry } from './registry';
import { validateRegistry } from './registry-validation';
import { repoRegistryDocument } from './repo-registry.fixture';

const real = repoRegistryDocument() as Registry;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const labs: RemoteEntry = {
  name: 'labs',
  label: 'Labs preview',
  manifest: 'http://localhost:3001/mf-manifest.json',
  basePath: '/labs-preview',
  routes: [{ path: '/labs-preview/*', access: 'login' }],
};
/** The real registry plus one remote (changed by `change`). */
const plus = (change: (remote: Record<string, unknown>) => void = () => undefined): unknown => {
  const remote: Record<string, unknown> = clone(labs) as unknown as Record<string, unknown>;
  change(remote);
  return { remotes: [...clone(real.remotes), remote] };
};
const errorsOf = (doc: unknown) => {
  const result = validateRegistry(doc);
  return result.ok ? [] : result.errors;
};

describe('validateRegistry', () => {
  it('accepts the real remotes.json and a new remote beside it', () => {
    expect(errorsOf(real)).toEqual([]);
    expect(errorsOf(plus())).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'nope', 'must be an object with a "remotes" list'],
    ['no remotes list', { auth: 'http://localhost:3001/mf-manifest.json' }, 'must be an object with a "remotes" list'],
    ['unknown access kind', plus((r) => (r.routes = [{ path: '/labs-preview/*', access: 'admin' }])), 'unknown access "admin"'],
    ['missing access', plus((r) => (r.routes = [{ path: '/labs-preview/*' }])), 'unknown access undefined'],
    ['path without its leading slash', plus((r) => (r.routes = [{ path: 'labs-preview/*', access: 'login' }])), 'is not a path like'],
    ['path without its trailing slash', plus((r) => (r.routes = [{ path: '/labs-preview', access: 'login' }])), 'is not a path like'],
    ['a star inside a path', plus((r) => (r.routes = [{ path: '/labs-*/x/', access: 'login' }])), 'is not a path like'],
    ['everything (/*)', plus((r) => (r.routes = [{ path: '/*', access: 'public' }])), 'is not a path like'],
    ['an empty segment', plus((r) => (r.routes = [{ path: '/labs-preview//', access: 'login' }])), 'is not a path like'],
    ['a prefix claimed by another remote', plus((r) => (r.routes = [{ path: '/tests/*', access: 'gated' }])), 'route /tests/* is already claimed by remote "results"'],
    ['an exact path claimed by another remote', plus((r) => (r.routes = [{ path: '/compare/', access: 'gated' }])), 'already claimed by remote "results"'],
    [
      'a path claimed twice by one remote',
      plus((r) => (r.routes = [{ path: '/labs-preview/*', access: 'login' }, { path: '/labs-preview/*', access: 'staff' }])),
      'already claimed by this remote',
    ],
    ['the shell login page', plus((r) => (r.routes = [{ path: '/login/', access: 'public' }])), "claims the shell's page /login/"],
    ['below a shell page', plus((r) => (r.routes = [{ path: '/login/*', access: 'public' }])), "claims the shell's page /login/"],
    ['the status page', plus((r) => (r.routes = [{ path: '/status/*', access: 'staff' }])), "claims the shell's page /status/"],
    ['the treatments login', plus((r) => (r.routes = [{ path: '/treatments/login/', access: 'public' }])), "claims the shell's page /treatments/login/"],
    ['the root', plus((r) => (r.routes = [{ path: '/', access: 'login' }])), 'is not a path like'],
    ['no routes', plus((r) => (r.routes = [])), '"routes" must list at least one route'],
    ['missing manifest', plus((r) => delete r.manifest), '"manifest" must be an http(s) URL'],
    ['manifest not a URL', plus((r) => (r.manifest = 'mf-manifest.json')), '"manifest" must be an http(s) URL'],
    ['manifest with a javascript: URL', plus((r) => (r.manifest = 'javascript:alert(1)')), '"manifest" must be an http(s) URL'],
    ['manifest with an unfilled placeholder', plus((r) => (r.manifest = 'http://localhost:{port:labs}/mf-manifest.json')), '"manifest" must be an http(s) URL'],
    ['missing label', plus((r) => delete r.label), '"label" is missing'],
    ['a base path outside its routes', plus((r) => (r.basePath = '/labs')), '"basePath" /labs is not a prefix of any of its routes'],
    ['a base path with a trailing slash', plus((r) => (r.basePath = '/labs-preview/')), '"basePath" must be "/" or a path like'],
    ['a bad name', plus((r) => (r.name = 'Labs Preview')), '"name" must be lowercase letters'],
    ['a name declared twice', plus((r) => (r.name = 'care')), 'remote "care" is declared twice'],
    ['a header link to a path it does not own', plus((r) => (r.nav = { label: 'Labs', path: '/tests/' })), '"nav" path "/tests/" is not one of its own routes'],
    ['a header link without a label', plus((r) => (r.nav = { path: '/labs-preview/' })), '"nav" needs a "label"'],
    ['a canary share above 100', plus((r) => (r.canary = { manifest: 'http://localhost:3101/mf-manifest.json', share: 150 })), '"canary.share" must be a whole number of percent from 0 to 100, not 150'],
    ['a canary share as a string', plus((r) => (r.canary = { manifest: 'http://localhost:3101/mf-manifest.json', share: '10%' })), 'not "10%"'],
    ['a fractional canary share', plus((r) => (r.canary = { manifest: 'http://localhost:3101/mf-manifest.json', share: 2.5 })), 'not 2.5'],
    ['a canary without a manifest', plus((r) => (r.canary = { share: 10 })), '"canary.manifest" must be an http(s) URL'],
    ['a canary that is the stable build', plus((r) => (r.canary = { manifest: r.manifest, share: 10 })), '"canary.manifest" is its stable "manifest"'],
  ])('refuses %s', (_name, doc, reason) => {
    const result = validateRegistry(doc);
    expect(result.ok).toBe(false);
    expect(errorsOf(doc).join('\n')).toContain(reason);
  });

  it('accepts a header link to a path below its own prefix', () => {
    expect(errorsOf(plus((r) => (r.nav = { label: 'Labs', path: '/labs-preview/new/' })))).toEqual([]);
  });

  it.each([0, 25, 100])('accepts a canary for %i %% of users', (share) => {
    expect(errorsOf(plus((r) => (r.canary = { manifest: 'http://localhost:3101/mf-manifest.json', share })))).toEqual([]);
  });

  it('names every problem at once', () => {
    const errors = errorsOf(plus((r) => ((r.routes = [{ path: '/tests/*', access: 'admin' }]), delete r.label)));
    expect(errors).toHaveLength(4); // unknown access, already claimed, no label, base path outside
  });

  it('a base path only has to prefix one route (mf-shop owns order confirmations outside /care/shop)', () => {
    const shop = real.remotes.find((r) => r.name === 'shop')!;
    expect(shop.basePath).toBe('/care/shop');
    expect(shop.routes.map((r) => r.path)).toContain('/tests/order-complete/');
  });
});
