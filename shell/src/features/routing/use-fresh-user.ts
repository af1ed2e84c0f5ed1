// The visitor the guards judge. A signed-in visitor's stored user may be stale (e.g. an email
// verified in another tab), so when a page loads with a session the user is re-read from the API
// before any auth-required page is decided. Public pages never wait for it, and a sign-in during
// this page's life already loaded the user.
import { useEffect, useState } from 'react';
import { ensureLiveSession, refreshUser, session$, useSession } from '@flora/shared';
import { UNSETTLED_VISITOR, type Visitor } from '../../lib/visitor';

/**
 * Re-reads the stored session's user; an expired access token with a live refresh token is renewed
 * instead of sending the user to login. Settles whatever the API answers.
 */
export async function settleSession(): Promise<void> {
  if (session$.getValue().status === 'authenticated' || (await ensureLiveSession())) await refreshUser().catch(() => undefined);
}

/**
 * `loaded`: the page's session was loaded already (a sign-in on the login screen before the app took
 * over). `settling`: the re-read, if the app started it before its first render (app/start-app.tsx).
 */
export function useFreshUser(loaded = false, settling: Promise<void> | null = null): Visitor {
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  // Settled: the user was loaded (or the stored session was renewed or found dead) during this page's life.
  const [settled, setSettled] = useState(loaded);

  useEffect(() => {
    if (settled) return;
    let active = true;
    void (settling ?? settleSession()).finally(() => active && setSettled(true));
    return () => {
      active = false;
    };
    // Only the first session seen decides what to load; later sign-ins load the user themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  if (!settled) return UNSETTLED_VISITOR;
  if (!authenticated) return { authenticated: false, user: null };
  return { authenticated: true, user: session.user };
}
