import type { Registry } from '../../lib/registry';
import { validateRegistry } from '../../lib/registry-validation';
import { repoRegistryDocument } from '../../lib/repo-registry.fixture';
import { currentOverride, manifestsOf } from './registry';
import { loadRegistry } from './registry-load';

const registry = (validateRegistry(repoRegistryDocument()) as { registry: Registry }).registry;

const at = (search: string, hostname = 'localhost') => ({ search, hostname }) as Location;

describe('remote registry override (DESIGN §3)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['care@http://localhost:3103/mf-manifest.json', { remote: 'care', url: 'http://localhost:3103/mf-manifest.json' }],
    ['shop@http://127.0.0.1:9000/mf-manifest.json', { remote: 'shop', url: 'http://127.0.0.1:9000/mf-manifest.json' }],
    ['labs-preview@http://localhost:3101/mf-manifest.json', { remote: 'labs-preview', url: 'http://localhost:3101/mf-manifest.json' }],
    ['care@https://evil.example/mf-manifest.json', null],
    ['Not A Name@http://localhost:3103/mf-manifest.json', null],
    ['care@javascript:alert(1)', null],
    ['care', null],
    [null, null],
  ])('%s -> %j', (value, expected) => {
    expect(currentOverride(at(value === null ? '' : `?override-remote=${encodeURIComponent(value)}`))).toEqual(expected);
  });

  it('persists an override from the query until reset', () => {
    expect(currentOverride(at('?override-remote=care@http://localhost:3103/mf-manifest.json'))?.remote).toBe('care');
    expect(currentOverride(at(''))?.url).toBe('http://localhost:3103/mf-manifest.json');
    expect(currentOverride(at('?override-remote=reset'))).toBeNull();
    expect(currentOverride(at(''))).toBeNull();
  });

  it('replaces only the overridden remote', () => {
    const plain = manifestsOf(registry, null);
    expect(Object.keys(plain)).toEqual(['auth', 'results', 'care', 'shop', 'provider', 'clinic']);
    expect(plain.care).toEqual({ stable: 'http://localhost:3003/mf-manifest.json' });
    expect(manifestsOf(registry, { remote: 'care', url: 'http://localhost:3103/mf-manifest.json' })).toEqual({
      ...plain,
      care: { stable: 'http://localhost:3103/mf-manifest.json', override: true },
    });
  });

  it("carries a remote's canary, which an override replaces", () => {
    const canary = { manifest: 'http://localhost:3202/mf-manifest.json', share: 20 };
    const withCanary: Registry = { remotes: registry.remotes.map((r) => (r.name === 'results' ? { ...r, canary } : r)) };
    expect(manifestsOf(withCanary, null).results).toEqual({ stable: 'http://localhost:3002/mf-manifest.json', canary });
    expect(manifestsOf(withCanary, { remote: 'results', url: 'http://localhost:3102/mf-manifest.json' }).results).toEqual({
      stable: 'http://localhost:3102/mf-manifest.json',
      override: true,
    });
  });

  it('works for any registered name, and ignores a name the registry does not declare', () => {
    const withLabs: Registry = {
      remotes: [...registry.remotes, { name: 'labs', label: 'Labs', manifest: 'http://localhost:3001/mf-manifest.json', basePath: '/labs', routes: [{ path: '/labs/*', access: 'login' }] }],
    };
    expect(manifestsOf(withLabs, { remote: 'labs', url: 'http://localhost:3199/mf-manifest.json' }).labs.stable).toBe('http://localhost:3199/mf-manifest.json');
    expect(manifestsOf(registry, { remote: 'nobody', url: 'http://localhost:3199/mf-manifest.json' })).toEqual(manifestsOf(registry, null));
  });

  it('allows the page host itself', () => {
    expect(currentOverride(at('?override-remote=care@https://app.flora.test/x/mf-manifest.json', 'app.flora.test'))?.url).toBe(
      'https://app.flora.test/x/mf-manifest.json',
    );
  });
});

describe('loadRegistry: validated, with the last good one kept', () => {
  const realFetch = global.fetch;
  let answer: () => Promise<Response>;
  let logged: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    global.fetch = jest.fn(() => answer()) as typeof fetch;
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = realFetch;
    logged.mockRestore();
  });
  const serve = (body: unknown, status = 200) => {
    answer = async () => ({ ok: status < 400, status, json: async () => (typeof body === 'string' ? JSON.parse(body) : body) }) as Response;
  };
  const twice: unknown = {
    remotes: [...registry.remotes, { name: 'labs', label: 'Labs', manifest: 'http://localhost:3001/mf-manifest.json', basePath: '/', routes: [{ path: '/care/*', access: 'gated' }] }],
  };

  it('uses a valid registry and keeps it as the last good one', async () => {
    serve(registry);
    expect(await loadRegistry()).toEqual({ registry, source: 'fetched', refused: null });
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses a broken edit loudly and routes with the last good registry', async () => {
    serve(registry);
    await loadRegistry();
    serve(twice);
    const loaded = await loadRegistry();
    expect(loaded.source).toBe('last-good');
    expect(loaded.registry).toEqual(registry);
    expect(loaded.refused).toEqual(['remote "labs": route /care/* is already claimed by remote "care"']);
    expect(logged.mock.calls[0][0]).toMatch(/remotes\.json refused; routing with the last good registry[\s\S]*\/care\/\* is already claimed/);
  });

  it('a refused registry never replaces the last good one', async () => {
    serve(registry);
    await loadRegistry();
    serve(twice);
    await loadRegistry();
    serve('{ "remotes": [');
    expect((await loadRegistry()).registry).toEqual(registry);
  });

  it.each([
    ['refused, none kept', () => serve(twice)],
    ['unreachable', () => serve({}, 503)],
    ['not JSON', () => serve('{ "remotes": [')],
  ])('%s: no registry (remote pages unavailable)', async (_name, setUp) => {
    setUp();
    const loaded = await loadRegistry();
    expect(loaded).toMatchObject({ registry: null, source: 'none' });
    expect(loaded.refused!.length).toBeGreaterThan(0);
    expect(logged.mock.calls[0][0]).toContain('no last good registry');
  });
});
