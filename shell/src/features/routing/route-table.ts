// The route table of SPEC §2 and DESIGN §4: the shell's own pages (code, lib/registry.ts) and the
// paths the registry's remotes claim (data, /remotes.json), matched most specific first. The shell
// knows only "this prefix belongs to that remote", never a remote's inner routes.
import { remoteRoutes, SHELL_ROUTES, type Registry, type RouteEntry } from '../../lib/registry';

/** Public paths work with or without a trailing slash (SPEC §2.1): match on the slashed form. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

const isPrefix = (route: RouteEntry) => route.path.endsWith('*');

/**
 * Most specific first, whatever the order of the file: an exact path before any prefix, a longer
 * prefix before a shorter one (`/care/shop/*` before `/care/*`).
 */
function bySpecificity(a: RouteEntry, b: RouteEntry): number {
  if (isPrefix(a) !== isPrefix(b)) return isPrefix(a) ? 1 : -1;
  return b.path.length - a.path.length;
}

/** The shell's pages and the remotes' routes as one table, most specific first. */
function routeTable(remoteRoutes: RouteEntry[]): RouteEntry[] {
  return [...SHELL_ROUTES, ...remoteRoutes].sort(bySpecificity);
}

export function findRoute(routes: RouteEntry[], pathname: string): RouteEntry | null {
  const path = withTrailingSlash(pathname);
  return routes.find((route) => (isPrefix(route) ? path.startsWith(route.path.slice(0, -1)) : path === route.path)) ?? null;
}

/**
 * What the guards decide with: the table and each remote's base path. `loading` while /remotes.json
 * is on its way (the shell's pages work, any other path waits on the loading page); `unavailable`
 * when there is neither a valid registry nor a last good one (any other path shows the remote error
 * page, the shell's pages and login keep working).
 */
export interface Routing {
  status: 'ready' | 'loading' | 'unavailable';
  routes: RouteEntry[];
  basePaths: Record<string, string>;
  labels: Record<string, string>;
  /** The header links the registry declares (the guards decide who sees each). */
  nav: { label: string; path: string }[];
  registry: Registry | null;
  /** Why the fetched /remotes.json was refused (the last good one routes), else null. */
  refused: string[] | null;
}

export function routingFrom(registry: Registry, refused: string[] | null = null): Routing {
  return {
    status: 'ready',
    routes: routeTable(remoteRoutes(registry)),
    basePaths: Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.basePath])),
    labels: Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.label])),
    nav: registry.remotes.flatMap((remote) => (remote.nav ? [remote.nav] : [])),
    registry,
    refused,
  };
}

export const routingWithout = (status: 'loading' | 'unavailable', refused: string[] | null = null): Routing => ({
  status,
  routes: routeTable([]),
  basePaths: {},
  labels: {},
  nav: [],
  registry: null,
  refused,
});
