// The remote registry (DESIGN §3, §10): /remotes.json declares each remote's manifest, label, base
// path and routes, so a team adds or deploys a remote without rebuilding the shell. It is validated
// before use (lib/registry.ts); a refused one is reported loudly and the last good one, kept in this
// browser, routes instead. QA can point one remote at another build per browser
// (?override-remote=care@http://localhost:3103/mf-manifest.json, stored until ?override-remote=reset);
// a badge shows while an override is active.
import { validateRegistry, type LoadedRegistry, type Registry } from '../../lib/registry';
import type { RemoteName } from '../../lib/remote-name';

/** Remote name -> the mf-manifest.json URL the federation runtime loads it from. */
export type Manifests = Record<RemoteName, string>;
export interface RemoteOverride {
  remote: RemoteName;
  url: string;
}

const OVERRIDE_KEY = 'flora:remote-override';
const OVERRIDE_PARAM = 'override-remote';
const LAST_GOOD_KEY = 'flora:last-good-registry';
const NAME = /^[a-z][a-z0-9-]*$/;

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

/** `name@url`; whether `name` is registered is checked when the override is applied. */
export function parseOverride(value: string | null, pageHost: string): RemoteOverride | null {
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

/** Each registered remote's manifest; an override replaces one registered remote's only. */
export function manifestsOf(registry: Registry, override: RemoteOverride | null): Manifests {
  const manifests: Manifests = Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.manifest]));
  if (override && override.remote in manifests) manifests[override.remote] = override.url;
  return manifests;
}

function lastGood(storage: Storage): Registry | null {
  try {
    const result = validateRegistry(JSON.parse(storage.getItem(LAST_GOOD_KEY) ?? 'null'));
    return result.ok ? result.registry : null;
  } catch {
    return null;
  }
}

/**
 * Fetches /remotes.json (one small request; the guards need it before any remote is downloaded) and
 * validates it. Valid: kept as the last good registry. Unreachable, not JSON or refused: every reason
 * goes to the console and the last good registry routes instead (or none: remote paths then show
 * the remote error page; the shell's pages and login keep working).
 */
export async function loadRegistry(storage: Storage = window.localStorage): Promise<LoadedRegistry> {
  let refused: string[];
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const result = validateRegistry(await response.json());
    if (result.ok) {
      storage.setItem(LAST_GOOD_KEY, JSON.stringify(result.registry));
      return { registry: result.registry, source: 'fetched', refused: null };
    }
    refused = result.errors;
  } catch (error) {
    refused = [error instanceof Error ? error.message : String(error)];
  }
  const kept = lastGood(storage);
  console.error(
    `[flora] /remotes.json refused; ${kept ? 'routing with the last good registry' : 'no last good registry: remote pages are unavailable'}.\n- ${refused.join('\n- ')}`,
  );
  return { registry: kept, source: kept ? 'last-good' : 'none', refused };
}
