// The automatic logoff (issue 28.13): after the idle time without input in any tab, a dialog counts
// down WARNING_MS; then every tab signs out (which clears the query cache, data/query-client.ts)
// and shows the login page saying why. The shell owns it, so it covers every remote's pages.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { hasStoredSession, history, logout, useSession } from '@flora/shared';
import { loginWithNotice } from '@flora/shared/domain';
import { clearIdleSignOut } from '../../lib/idle-sign-out';
import { idleTimeoutMs } from './idle-config';
import { startIdleMonitor, type IdleMonitor, type IdleState } from './idle-monitor';

// Fetched when the warning starts: until then no page loads the dialog's code.
const IdleWarning = lazy(() => import('./idle-warning'));

function signOutForInactivity(): void {
  void logout();
  history.push(loginWithNotice('inactivity'));
}

export function IdleLogoff() {
  useSession(); // re-render when a session is stored or removed, here or in another tab
  // A stored session, live or not: one whose access token expired while the browser sat unattended
  // would otherwise be renewed by its refresh token on the next load.
  const signedIn = hasStoredSession();
  const [state, setState] = useState<IdleState>({ phase: 'active' });
  const monitor = useRef<IdleMonitor | null>(null);
  // A session already stored when the page loaded is judged by its last activity; one that starts
  // while the page is open is fresh.
  const storedAtLoad = useRef(signedIn);

  useEffect(() => {
    if (!signedIn) return;
    const freshSession = !storedAtLoad.current;
    // A new sign-in: an earlier logoff for inactivity no longer explains a later sign-out.
    if (freshSession) clearIdleSignOut();
    storedAtLoad.current = false;
    monitor.current = startIdleMonitor({ idleMs: idleTimeoutMs(), freshSession, onChange: setState, onExpire: signOutForInactivity });
    return () => {
      monitor.current?.stop();
      monitor.current = null;
      setState({ phase: 'active' });
    };
  }, [signedIn]);

  const stay = () => monitor.current?.stayActive();
  if (state.phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning secondsLeft={state.secondsLeft} stay={stay} signOut={signOutForInactivity} />
    </Suspense>
  );
}
