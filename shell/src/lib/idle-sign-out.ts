// The mark the automatic logoff leaves for every tab (issue 28.13): when a tab signed out for
// inactivity. The idle monitor writes it (the other tabs hear it through the `storage` event); the
// route guards read it, so a tab whose session ends that way says why on the login page even when
// it loses its session before it hears the mark.
export const IDLE_SIGN_OUT_KEY = 'flora.idleSignOut';
const RECENT_MS = 60_000;

export function markIdleSignOut(now = Date.now()): void {
  window.localStorage.setItem(IDLE_SIGN_OUT_KEY, String(now));
}

export function clearIdleSignOut(): void {
  window.localStorage.removeItem(IDLE_SIGN_OUT_KEY);
}

/** A tab signed out for inactivity within the last minute. */
export function signedOutForInactivityRecently(now = Date.now()): boolean {
  const at = Number(window.localStorage.getItem(IDLE_SIGN_OUT_KEY)) || 0;
  return at > 0 && now - at < RECENT_MS;
}
