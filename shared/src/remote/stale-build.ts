// A remote deployed under an open tab (DESIGN §11): the tab still runs the old build's entry, whose
// chunks a deploy keeps for a while (tools/webpack/keep-previous-builds.js). Past that, a chunk it asks
// for is gone (webpack's ChunkLoadError): the remote asks its host to load its new build, once, in
// place (MountedRemote), instead of showing an error or reloading the page. The request is a DOM
// event on the element the remote is mounted into: it reaches the host whatever copy of this module
// each side runs.
import { createContext } from 'react';

const STALE_BUILD_EVENT = 'flora:stale-remote-build';

/** webpack's error for a chunk that could not be loaded (missing, or the network failed). */
export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === 'ChunkLoadError';

/** Asks the host of the remote mounted in `element` to load its new build; true when it will. */
export const requestNewBuild = (element: HTMLElement): boolean => !element.dispatchEvent(new Event(STALE_BUILD_EVENT, { cancelable: true }));

/** Lets `element`'s remote ask for its new build; `reload` says whether it will (it may decline). Returns the unsubscribe. */
export function onNewBuildRequest(element: HTMLElement, reload: () => boolean): () => void {
  const listener = (event: Event) => {
    if (reload()) event.preventDefault();
  };
  element.addEventListener(STALE_BUILD_EVENT, listener);
  return () => element.removeEventListener(STALE_BUILD_EVENT, listener);
}

/**
 * For error boundaries inside a mounted remote: given what they caught, true when the host is
 * loading the remote's new build (show a loading state). Outside a host (a standalone page): never.
 */
export const NewBuildContext = createContext<(error: unknown) => boolean>(() => false);
