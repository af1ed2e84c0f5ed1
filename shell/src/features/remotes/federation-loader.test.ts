import {
  entryFailed,
  entryLoaded,
  entryRecord,
  entryRecords,
  entryRestarted,
  entryStarted,
  loadEntryNow,
  registryFailed,
  registryLoaded,
  registryRecord,
  resetEntryTelemetry,
  setEntryLoader,
  subscribeToEntries,
} from '../../lib/load-telemetry';
import { createFederationLoader, telemetryPlugin } from './federation-loader';
import type { Manifests } from './registry';

const federation = { registerRemotes: jest.fn(), registerPlugins: jest.fn(), loadRemote: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

beforeEach(() => resetEntryTelemetry());

describe('remote entry load telemetry', () => {
  it('starts as not loaded', () => {
    expect(entryRecord('care')).toEqual({ state: 'not-loaded' });
    expect(registryRecord()).toEqual({ state: 'pending' });
  });

  it('records a load with its duration, and tells subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToEntries(listener);
    entryStarted('results', 100);
    expect(entryRecord('results').state).toBe('loading');
    entryLoaded('results', 342.6);
    expect(entryRecord('results')).toMatchObject({ state: 'loaded', startedAt: 100, finishedAt: 342.6, durationMs: 243 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    entryStarted('care', 1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the first start while loading and ignores repeats once loaded', () => {
    entryStarted('care', 10);
    entryStarted('care', 20);
    entryLoaded('care', 30);
    entryLoaded('care', 90);
    entryStarted('care', 100);
    expect(entryRecord('care')).toMatchObject({ state: 'loaded', startedAt: 10, durationMs: 20 });
  });

  it('records a failure with its message, kept after a later success', () => {
    entryStarted('shop', 0);
    entryFailed('shop', new Error('Failed to fetch http://localhost:3004/mf-manifest.json'), 5);
    expect(entryRecord('shop')).toMatchObject({ state: 'failed', lastError: 'Failed to fetch http://localhost:3004/mf-manifest.json' });
    entryRestarted('shop', 50);
    expect(entryRecord('shop').state).toBe('loading');
    entryLoaded('shop', 80);
    expect(entryRecord('shop')).toMatchObject({ state: 'loaded', durationMs: 30, lastError: expect.stringContaining('Failed to fetch') });
  });

  it('gives a new snapshot object after each change only', () => {
    const before = entryRecords();
    expect(entryRecords()).toBe(before);
    entryStarted('auth', 0);
    expect(entryRecords()).not.toBe(before);
  });

  it('remembers the registry in use, or why there is none', () => {
    registryLoaded([{ remote: 'care', manifestUrl: 'http://localhost:3003/mf-manifest.json' }]);
    expect(registryRecord()).toEqual({ state: 'ready', remotes: [{ remote: 'care', manifestUrl: 'http://localhost:3003/mf-manifest.json' }] });
    registryFailed(new Error('/remotes.json answered 503'));
    expect(registryRecord()).toEqual({ state: 'failed', error: '/remotes.json answered 503' });
  });

  it('loads an entry on demand through the registered loader', async () => {
    await expect(loadEntryNow('care')).rejects.toThrow('not available');
    const loader = jest.fn().mockResolvedValue(undefined);
    setEntryLoader(loader);
    await loadEntryNow('care');
    expect(loader).toHaveBeenCalledWith('care');
  });
});

describe('the federation runtime plugin', () => {
  const names: Record<string, string> = { flora_results: 'results', flora_care: 'care', flora_shop: 'shop', flora_auth: 'auth' };
  const plugin = telemetryPlugin((name) => names[name] ?? null);
  const remoteInfo = (name: string) => ({ name, entry: '', type: 'global', entryGlobalName: name, shareScope: 'default' });

  it('times an entry from the request to its load', async () => {
    const args = { id: 'flora_results/app' };
    expect(plugin.beforeRequest!(args as never)).toBe(args);
    expect(entryRecord('results').state).toBe('loading');
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_results') } as never);
    expect(entryRecord('results')).toMatchObject({ state: 'loaded', durationMs: expect.any(Number) });
  });

  it('records an entry that failed, unless a retry recovered it', async () => {
    plugin.beforeRequest!({ id: 'flora_care/app' } as never);
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_care'), error: new Error('ScriptNetworkError') } as never);
    expect(entryRecord('care')).toMatchObject({ state: 'failed', lastError: 'ScriptNetworkError' });
    plugin.beforeRequest!({ id: 'flora_shop/app' } as never);
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_shop'), error: new Error('blip'), recovered: true } as never);
    expect(entryRecord('shop').state).toBe('loaded');
  });

  it('ignores cached entries and names that are not Flora remotes', async () => {
    await plugin.afterLoadEntry!({ remoteInfo: remoteInfo('flora_auth'), cached: true } as never);
    plugin.beforeRequest!({ id: 'someone_else/app' } as never);
    expect(entryRecords()).toEqual({});
  });
});

describe('the federation loader', () => {
  const registry = {
    auth: 'http://localhost:3001/mf-manifest.json',
    results: 'http://localhost:3002/mf-manifest.json',
    care: 'http://localhost:3003/mf-manifest.json',
    shop: 'http://localhost:3004/mf-manifest.json',
    provider: 'http://localhost:3005/mf-manifest.json',
  } satisfies Manifests;

  beforeEach(() => jest.clearAllMocks());

  it('publishes the registry it registered and a plugin that times entries', () => {
    createFederationLoader(registry);
    expect(federation.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'flora-load-telemetry' })]);
    expect(registryRecord()).toMatchObject({ state: 'ready', remotes: expect.arrayContaining([{ remote: 'care', manifestUrl: registry.care }]) });
  });

  it('records a remote whose manifest could not be fetched as failed, with the message', async () => {
    federation.loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest http://localhost:3003/mf-manifest.json'));
    const load = createFederationLoader(registry);
    await expect(load('care', './app')).rejects.toThrow('Failed to get manifest');
    expect(entryRecord('care')).toMatchObject({ state: 'failed', lastError: 'Failed to get manifest http://localhost:3003/mf-manifest.json' });
  });

  it("loads an entry on demand without running the remote's module, once", async () => {
    federation.loadRemote.mockResolvedValue(() => ({}));
    createFederationLoader(registry);
    await loadEntryNow('provider');
    expect(federation.loadRemote).toHaveBeenCalledWith('flora_provider/app', { loadFactory: false, from: 'runtime' });
    expect(entryRecord('provider').state).toBe('loaded');
    await loadEntryNow('provider');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    await expect(loadEntryNow('nobody')).rejects.toThrow('No remote called "nobody"');
  });
});
