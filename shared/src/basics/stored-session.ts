// Whether a session is stored, readable before the rest of @flora/shared has loaded: the login page
// decides by it whether the app must take over at once (a signed-in visitor goes elsewhere).

/** Local storage keys for the session (SPEC §9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  currentUser: 'currentUser',
} as const;

/** A stored value, or null (also when storage is not available, as in some private modes). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, in ms since the epoch; null when the token cannot be read. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A session is stored (live or not): a refresh token is kept. The automatic logoff watches these. */
export function hasStoredSession(): boolean {
  return !!readStored(STORAGE_KEYS.refreshToken);
}
