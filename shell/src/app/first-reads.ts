// The requests a page's first render waits on: the registry (the guards route by it), and for a
// stored session the user's re-read (they judge with it) and the landing page's own reads, into the
// one QueryClient. Those sent before the shell's code ran (early-requests.ts) are taken from there.
// The app takes these (start-app.tsx); on a path the registry routes the shell starts them first (index.ts).
import { hasStoredSession } from '@flora/shared';
import { startLandingReads } from '@flora/shared/data';
import { settleSession } from '../features/routing/use-fresh-user';
import { routedWithoutRegistry, takeEarlyRegistry } from './early-requests';

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
    registry: routedWithoutRegistry() ? null : (takeEarlyRegistry() ?? fetch('/remotes.json', { cache: 'no-cache' })),
    settling: stored ? settleSession() : null,
  };
  if (stored) startLandingReads(window.location.pathname);
  return started;
}

/** Sends them now if the registry routes this path (index.ts, as the shell's first script runs). */
export function sendFirstReadsEarly(): void {
  if (!routedWithoutRegistry()) firstReads();
}
