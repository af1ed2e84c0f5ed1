// The requests a page's first render waits on: the registry (the guards route by it), and for a
// stored session the user's re-read (they judge with it) and the landing page's own reads. On a
// path the registry routes, the shell's first script sends them as it runs (index.ts), not a script
// and two tasks later once the app's chunk has run (issue 30: My Tests' LCP); the app takes them.
import { hasStoredSession } from '@flora/shared';
import { startLandingReads } from '@flora/shared/data';
import { settleSession } from '../features/routing/use-fresh-user';

/** The shell's own public pages, routed without the registry: start-app.tsx loads it later there. */
const ROUTED_WITHOUT_REGISTRY = ['/login/', '/login/male-partner/', '/treatments/login/', '/404/'];

/** Whether this page is one of those. */
export const routedWithoutRegistry = () => ROUTED_WITHOUT_REGISTRY.includes(window.location.pathname.replace(/\/?$/, '/'));

export interface FirstReads {
  /** GET /remotes.json, sent at once on a path the registry routes, else null. */
  registry: Promise<Response> | null;
  /** The re-read of the user of a session stored before the app loaded, else null. */
  settling: Promise<void> | null;
}

let started: FirstReads | null = null;

/** The reads, sent on the first call (the same ones after). */
export function firstReads(): FirstReads {
  if (started) return started;
  const stored = hasStoredSession();
  started = {
    registry: routedWithoutRegistry() ? null : fetch('/remotes.json', { cache: 'no-cache' }),
    settling: stored ? settleSession() : null,
  };
  if (stored) startLandingReads(window.location.pathname);
  return started;
}

/** Sends them now if the registry routes this path (index.ts, as the shell's first script runs). */
export function sendFirstReadsEarly(): void {
  if (!routedWithoutRegistry()) firstReads();
}
