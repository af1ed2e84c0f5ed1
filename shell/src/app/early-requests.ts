// The requests a page's first render waits on, sent by index.html's early script (early-start.ts)
// while main.js is still on its way (issue 30: My Tests' LCP): the registry (the guards route by it),
// and for a stored session the user's re-read (they wait for it) and the landing page's first reads.
// The API client takes the GETs' answers for the same GETs (@flora/shared/basics' early GETs); the
// app takes the registry's (first-reads.ts), from the page's global object: the early script is a
// bundle of its own.

/** The shell's own public pages, routed without the registry: start-app.tsx loads it later there. */
const ROUTED_WITHOUT_REGISTRY = ['/login/', '/login/male-partner/', '/treatments/login/', '/404/'];

/** The user's re-read, which every stored session's first page sends. */
const USER_REREAD = '/api/v1/user-config/';
/** And a page's own first reads, sent before any answer. */
const LANDING_GETS: Record<string, readonly string[]> = {
  '/tests/': ['/api/v1/user-tests/', '/api/v1/consults/', '/api/v1/cart/'],
};

const slashed = (pathname: string) => pathname.replace(/\/?$/, '/');

/** Whether this page is one of the shell's own public pages. */
export const routedWithoutRegistry = () => ROUTED_WITHOUT_REGISTRY.includes(slashed(window.location.pathname));

/** The GETs a stored session's page at `pathname` sends first. */
export const earlyGets = (pathname: string): readonly string[] => [USER_REREAD, ...(LANDING_GETS[slashed(pathname)] ?? [])];

const REGISTRY_SLOT = Symbol.for('flora.early-registry');
const slots = globalThis as { [REGISTRY_SLOT]?: Promise<Response> | null };

/** Sends GET /remotes.json (the early script; not on the shell's own public pages: the app decides there). */
export function sendEarlyRegistry(): void {
  if (!routedWithoutRegistry()) slots[REGISTRY_SLOT] = fetch('/remotes.json', { cache: 'no-cache' });
}

/** GET /remotes.json sent early, once (null when none was: then the app sends it). */
export function takeEarlyRegistry(): Promise<Response> | null {
  const request = slots[REGISTRY_SLOT] ?? null;
  slots[REGISTRY_SLOT] = null;
  return request;
}
