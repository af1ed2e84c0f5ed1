// The remote registry (DESIGN §3): /remotes.json maps each remote to its mf-manifest.json URL, so a
// team deploys a remote without rebuilding the shell. QA can point one remote at another build per
// browser (?override-remote=care@http://localhost:3103/mf-manifest.json, stored until
// ?override-remote=reset); a badge shows while an override is active.
import type { RemoteName } from '../../lib/remote-name';

export type Registry = Record<RemoteName, string>;
export interface RemoteOverride {
  remote: RemoteName;
  url: string;
}

const OVERRIDE_KEY = 'flora:remote-override';
const OVERRIDE_PARAM = 'override-remote';
const NAMES: RemoteName[] = ['auth', 'results', 'care', 'shop', 'provider'];

/**
 * An override may only point at this page's own host or at loopback: a link with an override is
 * otherwise a way to run someone else's script with the user's session.
 */
export function isAllowedOverrideUrl(url: string, pageHost: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return ['http:', 'https:'].includes(protocol) && [pageHost, 'localhost', '127.0.0.1'].includes(hostname);
  } catch {
    return false;
  }
}

export function parseOverride(value: string | null, pageHost: string): RemoteOverride | null {
  const at = value?.indexOf('@') ?? -1;
  if (!value || at < 1) return null;
  const remote = value.slice(0, at) as RemoteName;
  const url = value.slice(at + 1);
  return NAMES.includes(remote) && isAllowedOverrideUrl(url, pageHost) ? { remote, url } : null;
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

export async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as Registry;
}

export function applyOverride(registry: Registry, override: RemoteOverride | null): Registry {
  return override ? { ...registry, [override.remote]: override.url } : registry;
}
