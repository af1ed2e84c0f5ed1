// Loads remotes at runtime through the Module Federation runtime the build plugin created:
// registered from the registry (not known at build time), mounted by name + exposed module.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { RemoteModuleLoader } from '@flora/shared';
import type { Manifests } from './registry';

const federationName = (remote: string) => `flora_${remote.replace(/-/g, '_')}`;

export function createFederationLoader(manifests: Manifests): RemoteModuleLoader {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  const remotes = () =>
    Object.entries(manifests).map(([name, entry]) => ({ name: federationName(name), alias: name, entry }));
  federation.registerRemotes(remotes());

  return async (remote, exposed, options) => {
    const entry = Object.hasOwn(manifests, remote) ? manifests[remote] : undefined;
    if (!entry) throw new Error(`No remote called "${remote}" in /remotes.json`);
    if (options?.fresh) {
      // Forget the cached entry and modules of this remote only, so "Try again" fetches it anew.
      federation.registerRemotes([{ name: federationName(remote), alias: remote, entry }], { force: true });
    }
    const module = await federation.loadRemote<ParcelConfig>(`${federationName(remote)}/${exposed.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${remote} did not provide ${exposed}`);
    return module;
  };
}
