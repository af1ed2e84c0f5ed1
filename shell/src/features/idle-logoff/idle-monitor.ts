// The automatic logoff's clock, shared by every tab (issue 28.13): input in any tab writes the time
// of the last activity to local storage, so each tab measures idleness from the same moment and
// the `storage` event tells the others at once. After `idleMs` without input the tab warns for
// WARNING_MS; then it tells the other tabs (IDLE_SIGN_OUT_KEY) and signs out.

import { IDLE_SIGN_OUT_KEY, markIdleSignOut } from '../../lib/idle-sign-out';

const LAST_ACTIVITY_KEY = 'flora.lastActivity';
export const WARNING_MS = 60_000;
/** Input events that count as presence (not focus or scroll, which scripts can cause). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is written at most this often: every write wakes the other tabs. */
const WRITE_EVERY_MS = 1000;

export type IdleState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number };

export interface IdleMonitorOptions {
  idleMs: number;
  /**
   * True when the session began while this page was open (a sign-in here or in another tab): that
   * counts as activity. False on a page load with a stored session, which an activity older than
   * the whole timeout ends at once (the browser was left signed in).
   */
  freshSession: boolean;
  onChange(state: IdleState): void;
  /** This tab's time ran out, or another tab's did: sign out here. */
  onExpire(): void;
}

export interface IdleMonitor {
  /** "Stay signed in": counts as input even while the warning shows. */
  stayActive(): void;
  stop(): void;
}

export function startIdleMonitor({ idleMs, freshSession, onChange, onExpire }: IdleMonitorOptions): IdleMonitor {
  const storage = window.localStorage;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warning = false;
  let lastWritten = 0;

  const lastActivity = () => Number(storage.getItem(LAST_ACTIVITY_KEY)) || 0;

  function record(now = Date.now()) {
    lastWritten = now;
    storage.setItem(LAST_ACTIVITY_KEY, String(now));
    check();
  }

  function check() {
    clearTimeout(timer);
    const idleFor = Date.now() - lastActivity();
    const left = idleMs + WARNING_MS - idleFor;
    if (left <= 0) {
      stop();
      // Written before signing out, so other tabs hear it while their session is still there.
      markIdleSignOut();
      onExpire();
    } else if (idleFor >= idleMs) {
      warning = true;
      onChange({ phase: 'warning', secondsLeft: Math.ceil(left / 1000) });
      timer = setTimeout(check, left % 1000 || 1000);
    } else {
      if (warning) onChange({ phase: 'active' });
      warning = false;
      timer = setTimeout(check, idleMs - idleFor);
    }
  }

  // While the warning shows, only "Stay signed in" (or input in another tab) keeps the session:
  // a mouse passing over the page does not dismiss it.
  const onInput = () => {
    const now = Date.now();
    if (!warning && now - lastWritten >= WRITE_EVERY_MS) record(now);
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY) check();
    else if (event.key === IDLE_SIGN_OUT_KEY && event.newValue) {
      stop();
      onExpire();
    }
  };

  function stop() {
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', check);
  }

  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  // Browsers slow the timers of hidden tabs: look again as soon as the tab is shown.
  document.addEventListener('visibilitychange', check);
  if (freshSession || !lastActivity()) record();
  else check();

  return { stayActive: () => record(), stop };
}
