import type { Manifests } from './registry';

const federation = { registerRemotes: jest.fn(), registerPlugins: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

// The telemetry is the page's module-level state: each test loads its modules anew, as a fresh page.
let telemetry: typeof import('../../lib/load-telemetry');
let loader: typeof import('./federation-loader');
beforeEach(async () => {
  jest.resetModules();
  telemetry = await import('../../lib/load-telemetry');
  loader = await import('./federation-loader');
});

describe('remote entry load telemetry', () => {
  it('starts as not loaded', () => {
    expect(telemetry.entryRecord('care')).toEqual({ state: 'not-loaded' });
    expect(telemetry.registryRecord()).toEqual({ state: 'pending' });
  });

  it('records a load with its duration, and tells subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = telemetry.subscribeToEntries(listener);
    telemetry.entryStarted('results', 100);
    expect(telemetry.entryRecord('results').state).toBe('loading');
    telemetry.entryLoaded('results', 342.6);
    expect(telemetry.entryRecord('results')).toMatchObject({ state: 'loaded', startedAt: 100, finishedAt: 342.6, durationMs: 243 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    telemetry.entryStarted('care', 1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the first start while loading and ignores repeats once loaded', () => {
    telemetry.entryStarted('care', 10);
    telemetry.entryStarted('care', 20);
    telemetry.entryLoaded('care', 30);
    telemetry.entryLoaded('care', 90);
    telemetry.entryStarted('care', 100);
    expect(telemetry.entryRecord('care')).toMatchObject({ state: 'loaded', startedAt: 10, durationMs: 20 });
  });

  it('records a failure with its message, kept after a later success', () => {
    telemetry.entryStarted('shop', 0);
    telemetry.entryFailed('shop', new Error('Failed to fetch http://localhost:3004/mf-manifest.json'), 5);
    expect(telemetry.entryRecord('shop')).toMatchObject({ state: 'failed', lastError: 'Failed to fetch http://localhost:3004/mf-manifest.json' });
    telemetry.entryRestarted('shop', 50);
    expect(telemetry.entryRecord('shop').state).toBe('loading');
    telemetry.entryLoaded('shop', 80);
    expect(telemetry.entryRecord('shop')).toMatchObject({ state: 'loaded', durationMs: 30, lastError: expect.stringContaining('Failed to fetch') });
  });

  it('gives a new snapshot object after each change only', () => {
    const before = telemetry.entryRecords();
    expect(telemetry.entryRecords()).toBe(before);
    telemetry.entryStarted('auth', 0);
    expect(telemetry.entryRecords()).not.toBe(before);
  });

  it('remembers the registry in use (its remotes not loaded yet), or why there is none', () => {
    telemetry.entryStarted('care', 0);
    telemetry.registryLoaded([{ remote: 'care', versions: { stable: 'http://localhost:3003/mf-manifest.json' } }]);
    expect(telemetry.entryRecord('care')).toEqual({ state: 'not-loaded' });
    expect(telemetry.registryRecord()).toEqual({ state: 'ready', remotes: [{ remote: 'care', versions: { stable: 'http://localhost:3003/mf-manifest.json' } }] });
    telemetry.registryFailed(new Error('/remotes.json answered 503'));
    expect(telemetry.registryRecord()).toEqual({ state: 'failed', error: '/remotes.json answered 503' });
  });

  it('loads an entry on demand through the registered loader', async () => {
    await expect(telemetry.loadEntryNow('care')).rejects.toThrow('not available');
    const loader = jest.fn().mockResolvedValue(undefined);
    telemetry.setEntryLoader(loader);
    await telemetry.loadEntryNow('care');
    expect(loader).toHaveBeenCalledWith('care');
  });
});

describe('the federation runtime plugin', () => {
  type Plugin = { beforeRequest?: (args: never) => unknown; afterLoadEntry?: (args: never) => unknown };
  let plugin: Plugin;
  // The plugin the loader registers with the runtime, for the registry's remotes.
  beforeEach(() => {
    federation.registerPlugins.mockClear();
    const stable = (port: number) => ({ stable: `http://localhost:${port}/mf-manifest.json` });
    loader.createFederationLoader({ auth: stable(3001), results: stable(3002), care: stable(3003), shop: stable(3004) }, () => null);
    [[plugin]] = federation.registerPlugins.mock.calls[0] as [[Plugin]];
  });
  const remoteInfo = (name: string) => ({ name, entry: '', type: 'global', entryGlobalName: name, shareScope: 'default' });

  it('times an entry from the request to its load', async () => {
    const args = { id: 'flora_results/app' };
    expect(plugin.beforeRequest!(args as never)).toBe(args);
    expect(telemetry.entryRecord('results').state).toBe('loading');
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_results') } as never);
    expect(telemetry.entryRecord('results')).toMatchObject({ state: 'loaded', durationMs: expect.any(Number) });
  });

  it('records an entry that failed, unless a retry recovered it', async () => {
    plugin.beforeRequest!({ id: 'flora_care/app' } as never);
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_care'), error: new Error('ScriptNetworkError') } as never);
    expect(telemetry.entryRecord('care')).toMatchObject({ state: 'failed', lastError: 'ScriptNetworkError' });
    plugin.beforeRequest!({ id: 'flora_shop/app' } as never);
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_shop'), error: new Error('blip'), recovered: true } as never);
    expect(telemetry.entryRecord('shop').state).toBe('loaded');
  });

  it('ignores cached entries and names that are not Flora remotes', async () => {
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_auth'), cached: true } as never);
    plugin.beforeRequest!({ id: 'someone_else/app' } as never);
    expect(telemetry.entryRecords()).toEqual({});
  });
});

describe('the federation loader', () => {
  const canary = { manifest: 'http://localhost:3202/mf-manifest.json', share: 100 };
  const registry = {
    auth: { stable: 'http://localhost:3001/mf-manifest.json' },
    results: { stable: 'http://localhost:3002/mf-manifest.json', canary },
    care: { stable: 'http://localhost:3003/mf-manifest.json' },
    shop: { stable: 'http://localhost:3004/mf-manifest.json' },
    provider: { stable: 'http://localhost:3005/mf-manifest.json' },
  } satisfies Manifests;
  let userId: number | null = null;
  const create = () => loader.createFederationLoader(registry, () => userId);
  const registeredEntry = (call: number) => (federation.registerRemotes.mock.calls[call] as [{ entry: string }[], { force: boolean }]);

  beforeEach(() => {
    jest.clearAllMocks();
    userId = null;
  });

  it('publishes the registry it registered and a plugin that times entries', () => {
    create();
    expect(federation.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'flora-load-telemetry' })]);
    expect(telemetry.registryRecord()).toMatchObject({ state: 'ready', remotes: expect.arrayContaining([{ remote: 'care', versions: registry.care }]) });
  });

  it('registers a remote at its first load with the build of the user signed in then, and again only when asked for it fresh', async () => {
    federation.loadRemote.mockResolvedValue({});
    const load = create();
    await load('results', './app');
    await load('results', './app');
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(registeredEntry(0)).toEqual([[{ name: 'flora_results', alias: 'results', entry: registry.results.stable }], { force: false }]);

    // She signed in meanwhile: a fresh load (Try again, a replaced build) takes her canary.
    userId = 42;
    (window as unknown as Record<string, unknown>).webpackChunkflora_results = [[['old'], {}]];
    await load('results', './app', { fresh: true });
    expect(registeredEntry(1)).toEqual([[{ name: 'flora_results', alias: 'results', entry: canary.manifest }], { force: true }]);
    expect((window as unknown as Record<string, unknown>).webpackChunkflora_results).toBeUndefined();
  });

  it('records a remote whose manifest could not be fetched as failed, with the message', async () => {
    federation.loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest http://localhost:3003/mf-manifest.json'));
    const load = create();
    await expect(load('care', './app')).rejects.toThrow('Failed to get manifest');
    expect(telemetry.entryRecord('care')).toMatchObject({ state: 'failed', lastError: 'Failed to get manifest http://localhost:3003/mf-manifest.json' });
  });

  it("loads an entry on demand without running the remote's module, once", async () => {
    federation.loadRemote.mockResolvedValue(() => ({}));
    create();
    await telemetry.loadEntryNow('provider');
    expect(federation.loadRemote).toHaveBeenCalledWith('flora_provider/app', { loadFactory: false, from: 'runtime' });
    expect(telemetry.entryRecord('provider').state).toBe('loaded');
    await telemetry.loadEntryNow('provider');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    await expect(telemetry.loadEntryNow('nobody')).rejects.toThrow('No remote called "nobody"');
  });
});
