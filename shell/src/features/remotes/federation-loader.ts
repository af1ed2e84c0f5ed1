// Loads remotes at runtime through the Module Federation runtime the build plugin created:
// registered from the registry (not known at build time), mounted by name + exposed module.
// Every entry load is recorded in load-telemetry (started, loaded or failed, how long, the last
// error) for the remote status page.
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLifecycles, RemoteModuleLoader } from '@flora/shared';
import type { Manifests } from './registry';
import { servedManifest } from '../../lib/remote-versions';
import {
  entryFailed,
  entryLoaded,
  entryRecord,
  entryRestarted,
  entryStarted,
  registryLoaded,
  setEntryLoader,
} from '../../lib/load-telemetry';

const federationName = (remote: string) => `flora_${remote.replace(/-/g, '_')}`;

/**
 * Times each remote's entry (remoteEntry.js): from the request that needs it until it ran or failed.
 * `remoteOf` maps a federation name (`flora_care`) to the registry's name, null for anyone else's.
 */
function telemetryPlugin(remoteOf: (federationName: string) => string | null): ModuleFederationRuntimePlugin {
  return {
    name: 'flora-load-telemetry',
    beforeRequest(args) {
      const remote = remoteOf(args.id.split('/')[0]);
      if (remote) entryStarted(remote);
      return args;
    },
    afterLoadEntry(args) {
      const { remoteInfo, error, cached, recovered } = args;
      const remote = remoteOf(remoteInfo.name);
      if (remote && !cached) {
        if (error && !recovered) entryFailed(remote, error);
        else entryLoaded(remote);
      }
      return args;
    },
  };
}

/**
 * `userId`: the signed-in user's id now, else null; it picks each remote's build (stable or canary,
 * lib/remote-versions.ts) when the remote is first loaded, so a user who signs in on this page gets
 * her own version.
 */
export function createFederationLoader(manifests: Manifests, userId: () => number | null): RemoteModuleLoader {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  const byFederationName = new Map(Object.keys(manifests).map((name) => [federationName(name), name]));
  federation.registerPlugins([telemetryPlugin((name) => byFederationName.get(name) ?? null)]);
  registryLoaded(Object.entries(manifests).map(([remote, versions]) => ({ remote, versions })));
  const registered = new Set<string>();

  /**
   * Registers a remote with the build this user gets, at its first load. `fresh` (Try again, or a
   * remote whose build was replaced under this tab) forgets the runtime's entry and modules of this
   * remote and its webpack chunk registry (`webpackChunk` + the build's uniqueName, tools/webpack/
   * preset.js): the new entry would otherwise take the old build's loaded chunks for its own.
   */
  function register(remote: string, fresh = false): void {
    if (!Object.hasOwn(manifests, remote)) throw new Error(`No remote called "${remote}" in /remotes.json`);
    if (registered.has(remote) && !fresh) return;
    const entry = servedManifest(remote, manifests[remote], userId()).url;
    if (fresh) delete (window as unknown as Record<string, unknown>)[`webpackChunk${federationName(remote)}`];
    federation!.registerRemotes([{ name: federationName(remote), alias: remote, entry }], { force: fresh });
    registered.add(remote);
  }

  /** Runs a load, making sure the remote's record ends loaded or failed whatever path the runtime took. */
  async function tracked<T>(remote: string, load: () => Promise<T>): Promise<T> {
    try {
      const result = await load();
      if (entryRecord(remote).state !== 'loaded') entryLoaded(remote);
      return result;
    } catch (error) {
      // e.g. an unreachable manifest fails before any entry is requested
      if (entryRecord(remote).state !== 'loaded') entryFailed(remote, error);
      throw error;
    }
  }

  // The status page's "Load": fetch the entry and the `./app` module's code without running it.
  setEntryLoader(async (remote) => {
    register(remote);
    if (entryRecord(remote).state === 'loaded') return;
    await tracked(remote, () => federation.loadRemote(`${federationName(remote)}/app`, { loadFactory: false, from: 'runtime' }));
  });

  return async (remote, exposed, options) => {
    register(remote, options?.fresh);
    if (options?.fresh) entryRestarted(remote);
    const module = await tracked(remote, () =>
      federation.loadRemote<RemoteLifecycles>(`${federationName(remote)}/${exposed.replace(/^\.\//, '')}`),
    );
    if (!module) throw new Error(`${remote} did not provide ${exposed}`);
    return module;
  };
}
