// The remote registry as data (/remotes.json, DESIGN §3 and §10): which remotes exist, where their
// manifests are, and which paths each owns with the access each needs. The route guards (features/
// routing) apply SPEC §2.6 to it; the loader (features/remotes) fetches it, validates it here and
// keeps the last good one. The shell's own pages stay code (SHELL_ROUTES) and cannot be claimed.
import type { RemoteName } from './remote-name';
import type { Canary } from './remote-versions';

export type ShellPage = 'root' | 'loading' | 'login' | 'login-male-partner' | 'login-treatments' | 'not-found' | 'status';

/**
 * What a path needs (SPEC §2.6). public: anyone. login: signed in. gated: signed in + research
 * consent + verified email (§2.2, §2.3). provider: a provider (rules 4, 5). verified-provider: a
 * verified provider (§2.5). staff: a signed-in staff member (SPEC §6 is_staff); anyone else signed in
 * gets the not-found page.
 */
export const ACCESS_KINDS = ['public', 'login', 'gated', 'provider', 'verified-provider', 'staff'] as const;
export type Access = (typeof ACCESS_KINDS)[number];

export interface RouteEntry {
  /** Matches this path exactly, or (when it ends with `*`) anything below the prefix. */
  path: string;
  owner: RemoteName | 'shell';
  page?: ShellPage;
  access: Access;
}

/** The shell's own pages: code, never claimable by a remote. */
export const SHELL_ROUTES: RouteEntry[] = [
  { path: '/', owner: 'shell', page: 'root', access: 'login' },
  { path: '/loading/', owner: 'shell', page: 'loading', access: 'public' },
  { path: '/login/', owner: 'shell', page: 'login', access: 'public' },
  { path: '/login/male-partner/', owner: 'shell', page: 'login-male-partner', access: 'public' },
  { path: '/treatments/login/', owner: 'shell', page: 'login-treatments', access: 'public' },
  { path: '/404/', owner: 'shell', page: 'not-found', access: 'public' },
  // The remote status page (issue 18 part 5): every registered remote, for staff.
  { path: '/status/', owner: 'shell', page: 'status', access: 'staff' },
];

export interface RemoteRoute {
  path: string;
  access: Access;
}

export interface RemoteEntry {
  /** The remote's name: lowercase letters, digits and dashes ("care", "labs-preview"). */
  name: RemoteName;
  /** How the shell names it to people ("The care app"): the error page, the status page. */
  label: string;
  /** Its mf-manifest.json (http or https; the static server has filled in {host} and {port:NAME}). */
  manifest: string;
  /** A second build for a share of signed-in users (lib/remote-versions.ts); remove it to roll back. */
  canary?: Canary;
  /** Where the remote's router is mounted ("/", "/provider"): a prefix of at least one of its routes. */
  basePath: string;
  routes: RemoteRoute[];
  /** A header link to the remote, shown to whoever the guards let reach its path ("Clinic" for staff). */
  nav?: { label: string; path: string };
}

export interface Registry {
  remotes: RemoteEntry[];
}

/** The routes the registry's remotes own, as route-table entries. */
export function remoteRoutes(registry: Registry): RouteEntry[] {
  return registry.remotes.flatMap((remote) => remote.routes.map((route) => ({ path: route.path, access: route.access, owner: remote.name })));
}

/**
 * What the shell starts with: the registry it routes by (the fetched one when valid, else the last
 * good one kept in this browser, else none) and, when the fetched one was refused, why.
 */
export interface LoadedRegistry {
  registry: Registry | null;
  source: 'fetched' | 'last-good' | 'none';
  refused: string[] | null;
}
