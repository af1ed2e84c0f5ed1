// The requests a page's first render waits on, sent as the shell's first script runs (index.ts),
// before the rest of its code (@flora/shared, the bootstrap, the app) is evaluated: a quarter of a
// second on a slow phone (issue 30: My Tests' LCP). The registry on a path it routes, and for a
// stored session the user's re-read and the landing page's first reads, which the API client takes
// for the same GETs (@flora/shared/basics' early GETs). Imports nothing but basics, so that little
// runs first.
import { sendEarlyGets } from '@flora/shared/basics';

/** The shell's own public pages, routed without the registry: start-app.tsx loads it later there. */
const ROUTED_WITHOUT_REGISTRY = ['/login/', '/login/male-partner/', '/treatments/login/', '/404/'];

/** The GETs a stored session's first page sends at once: the user's re-read (the guards wait for it), and the page's own first reads. */
const EARLY_GETS: Record<string, readonly string[]> = {
  '/tests/': ['/api/v1/user-config/', '/api/v1/user-tests/', '/api/v1/consults/'],
};
const USER_REREAD = '/api/v1/user-config/';

const currentPath = () => window.location.pathname.replace(/\/?$/, '/');

/** Whether this page is one of the shell's own public pages. */
export const routedWithoutRegistry = () => ROUTED_WITHOUT_REGISTRY.includes(currentPath());

let registry: Promise<Response> | null = null;

/** Sends them (index.ts); on the shell's own public pages none (the app decides there). */
export function sendEarlyRequests(sendGets: (urls: readonly string[]) => void = sendEarlyGets): void {
  if (routedWithoutRegistry()) return;
  registry = fetch('/remotes.json', { cache: 'no-cache' });
  sendGets(EARLY_GETS[currentPath()] ?? [USER_REREAD]);
}

/** GET /remotes.json sent early, once (null when none was: then the app sends it). */
export function takeEarlyRegistry(): Promise<Response> | null {
  const request = registry;
  registry = null;
  return request;
}
