// The automatic logoff (issue 28.13): after the idle time without input in any tab, a dialog counts
// down WARNING_MS; then every tab signs out (which clears the query cache, data/query-client.ts)
// and shows the login page saying why. The shell owns it, so it covers every remote's pages.
import { useEffect, useRef, useState } from 'react';
import { Button, hasStoredSession, history, loginWithNotice, logout, Modal, useSession } from '@flora/shared';
import { clearIdleSignOut } from '../../lib/idle-sign-out';
import { idleTimeoutMs } from './idle-config';
import { startIdleMonitor, type IdleMonitor, type IdleState } from './idle-monitor';

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
  const stayButton = useRef<HTMLButtonElement>(null);

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
  return (
    <Modal
      open={state.phase === 'warning'}
      // Escape and the close button mean she is here: they keep the session too.
      onClose={stay}
      initialFocusRef={stayButton}
      title="Are you still there?"
      footer={
        <>
          <Button ref={stayButton} onClick={stay}>
            Stay signed in
          </Button>
          <Button variant="secondary" onClick={signOutForInactivity}>
            Sign out
          </Button>
        </>
      }
    >
      <p role="timer" aria-live="off">
        For your privacy you will be signed out in {state.phase === 'warning' ? state.secondsLeft : 0} seconds.
      </p>
    </Modal>
  );
}
