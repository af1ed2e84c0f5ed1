// What a remote's bundler runtime (@module-federation/webpack-bundler-runtime) is given in place of
// two of its imports (trim-remote-entry.js), so that each remoteEntry.js carries only code it runs:
// - of @module-federation/runtime, the two functions it calls: it keeps the whole module as
//   `federation.runtime`, which keeps every export (loadRemote, loadShare… and their error texts);
// - no remote loader (its ./remotes.js, with @module-federation/sdk): a remote loads no remotes
//   (REMOTE_FEDERATION's disableRemote leaves it unused, but its imports stayed).
export { init, getRemoteEntry } from '@module-federation/runtime';

export const remotes = undefined;
