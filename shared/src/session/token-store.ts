// Tokens and the current user in local storage (SPEC §4 Token handling, §9 storage keys).
import { readStored as read, STORAGE_KEYS, tokenExpiry } from '@flora/shared/basics';
import { toCurrentUser, type CurrentUser } from '../domain/current-user';

export interface Tokens {
  access: string;
  refresh: string;
}

export function readTokens(): Partial<Tokens> {
  return { access: read(STORAGE_KEYS.accessToken) ?? undefined, refresh: read(STORAGE_KEYS.refreshToken) ?? undefined };
}

export function writeTokens(tokens: Partial<Tokens>): void {
  if (tokens.access) window.localStorage.setItem(STORAGE_KEYS.accessToken, tokens.access);
  if (tokens.refresh) window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh);
}

export function readStoredUser(): CurrentUser | null {
  const raw = read(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  try {
    return toCurrentUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeStoredUser(user: CurrentUser): void {
  window.localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
}

/** Authenticated means a stored access token exists and has not expired (SPEC §2.6 rule 7). */
export function hasLiveAccessToken(now = Date.now()): boolean {
  const expiry = tokenExpiry(readTokens().access);
  return expiry !== null && expiry > now;
}
