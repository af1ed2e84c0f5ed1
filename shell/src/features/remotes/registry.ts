// The remote registry (DESIGN §3, §10): /remotes.json declares each remote's manifest, label, base
// path and routes, so a team adds or deploys a remote without rebuilding the shell. It is validated
// before use (registry-load.ts); a refused one is reported loudly and the last good one, kept in this
// browser, routes instead. QA can point one remote at another build per browser
// (?override-remote=care@http://localhost:3103/mf-manifest.json, stored until ?override-remote=reset);
// a badge shows while an override is active.
import type { Registry } from '../../lib/registry';
import type { RemoteName } from '../../lib/remote-name';
import { versionsOf, type RemoteVersions } from '../../lib/remote-versions';

/** Remote name -> its builds (stable, any canary); which one a user loads: lib/remote-versions.ts. */
export type Manifests = Record<RemoteName, RemoteVersions>;
export interface RemoteOverride {
  remote: RemoteName;
  url: string;
}

const OVERRIDE_KEY = 'flora:remote-override';
const OVERRIDE_PARAM = 'override-remote';
const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * An override may only point at this page's own host or at loopback: a link with an override is
 * otherwise a way to run someone else's script with the user's session.
 */
function isAllowedOverrideUrl(url: string, pageHost: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return ['http:', 'https:'].includes(protocol) && [pageHost, 'localhost', '127.0.0.1'].includes(hostname);
  } catch {
    return false;
  }
}

/** `name@url`; whether `name` is registered is checked when the override is applied. */
function parseOverride(value: string | null, pageHost: string): RemoteOverride | null {
  const at = value?.indexOf('@') ?? -1;
  if (!value || at < 1) return null;
  const remote = value.slice(0, at);
  const url = value.slice(at + 1);
  return NAME.test(remote) && isAllowedOverrideUrl(url, pageHost) ? { remote, url } : null;
}

/** Reads (and persists or clears) the override from the query string, else from local storage. */
export function currentOverride(location: Location = window.location): RemoteOverride | null {
  const param = new URLSearchParams(location.search).get(OVERRIDE_PARAM);
  if (param === 'reset') {
    window.localStorage.removeItem(OVERRIDE_KEY);
    return null;
  }
  const fromQuery = parseOverride(param, location.hostname);
  if (fromQuery) {
    window.localStorage.setItem(OVERRIDE_KEY, `${fromQuery.remote}@${fromQuery.url}`);
    return fromQuery;
  }
  return parseOverride(window.localStorage.getItem(OVERRIDE_KEY), location.hostname);
}

export function clearOverride(): void {
  window.localStorage.removeItem(OVERRIDE_KEY);
}

/** Each registered remote's builds; an override replaces one registered remote's (canary included). */
export function manifestsOf(registry: Registry, override: RemoteOverride | null): Manifests {
  const manifests: Manifests = Object.fromEntries(registry.remotes.map((remote) => [remote.name, versionsOf(remote)]));
  if (override && override.remote in manifests) manifests[override.remote] = { stable: override.url, override: true };
  return manifests;
}
