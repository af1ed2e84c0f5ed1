// The one QueryClient of the page (DESIGN §3, §10): the shell and every mounted remote and parcel
// read and write the same cache, so a change made in one remote shows at once in another.
import { QueryClient } from '@tanstack/react-query';
import { session$, type Session } from '@flora/shared';

/** 4xx answers will not change on a retry; a network failure or a 5xx may. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = (error as { response?: { status?: number } })?.response?.status;
  if (status !== undefined && status < 500) return false;
  return failures < 2;
}

/** How long read data counts as fresh (no refetch when another page mounts it). */
export const FRESH_FOR_MS = 10_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    // A page seen before shows its cached data at once. Data read in the last 10 s is not asked for
    // again (switching back and forth between pages stays far below SPEC §8's cap of 50 requests in
    // 10 s); older data revalidates in the background. A change the user makes invalidates what it
    // touches, so it shows at once either way.
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
    mutations: { retry: false },
  },
});

/** Who the cached data belongs to: a user id, or null when nobody is signed in. */
function owner(session: Session, previous: string | null): string | null {
  if (session.status === 'anonymous') return null;
  // Right after login the tokens are stored before the user is loaded: the owner is not known yet.
  return session.user ? String(session.user.id) : previous;
}

/**
 * Privacy: signing out, a failed refresh, the request-cap lockout (all emit the anonymous session)
 * and signing in as someone else clear the whole cache, so one person's health data is never
 * shown to the next.
 */
export function clearCacheOnOwnerChange(client: QueryClient, sessions = session$): () => void {
  let current = owner(sessions.getValue(), null);
  const subscription = sessions.subscribe((session) => {
    const next = owner(session, current);
    if (next === current) return;
    current = next;
    void client.cancelQueries();
    client.clear();
  });
  return () => subscription.unsubscribe();
}

clearCacheOnOwnerChange(queryClient);
