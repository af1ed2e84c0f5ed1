// How a mounted remote finds its code. The host (the shell, or a remote's standalone harness)
// installs the loader once at start; components here only ask for "remote X, exposed module Y".
import type { RemoteLifecycles } from './mount-props';

export interface LoadOptions {
  /** Drop anything cached for this remote first (the "Try again" of the error page). */
  fresh?: boolean;
}

export type RemoteModuleLoader = (remote: string, exposed: string, options?: LoadOptions) => Promise<RemoteLifecycles>;

let loader: RemoteModuleLoader | null = null;

export function setRemoteLoader(next: RemoteModuleLoader): void {
  loader = next;
}

export function loadRemoteModule(remote: string, exposed: string, options?: LoadOptions): Promise<RemoteLifecycles> {
  if (!loader) return Promise.reject(new Error(`No remote loader installed; cannot load ${remote}/${exposed.replace(/^\.\//, '')}`));
  return loader(remote, exposed, options);
}
