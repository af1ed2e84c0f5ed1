// The session singleton (DESIGN §3 Session): one `session$` stream for the shell and every remote,
// and the one API client wired to it. Login, logout and refreshUser() go through here.
import { createApiClient } from '../http/api-client';
import { createValueStore } from './value-store';
import { toCurrentUser, type CurrentUser } from '../domain/current-user';
import type { ApiBody, ApiResponse } from '../http/api-shapes';
import { STORAGE_KEYS } from '@flora/shared/basics';
import { history } from '../navigation/history';
import { paths } from '@flora/shared/basics';
import {
  clearStoredSession,
  hasLiveAccessToken,
  readStoredUser,
  readTokens,
  writeStoredUser,
  writeTokens,
  type Tokens,
} from './token-store';

export type Session =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: CurrentUser | null; tokens: Partial<Tokens> };

function readSession(): Session {
  return hasLiveAccessToken()
    ? { status: 'authenticated', user: readStoredUser(), tokens: readTokens() }
    : { status: 'anonymous' };
}

export const session$ = createValueStore<Session>(readSession());

/** Which session this is: its refresh token (a sign-in makes a new one; refreshing keeps it). */
const sessionKey = (session: Session) => (session.status === 'authenticated' ? session.tokens.refresh : null);

/** Re-reads storage (after a write here, or another tab's) and emits the result. */
function publish(): void {
  const next = readSession();
  // A sign-in or sign-out, here or in another tab, starts a new count of SPEC §8's request cap
  // (it catches a loop within one session, not requests spread over two).
  if (sessionKey(next) !== sessionKey(session$.getValue())) apiClient.resetRequestCap();
  session$.next(next);
}

function isOnLoginPage(): boolean {
  return /^\/(treatments\/)?login(\/|$)/.test(history.location.pathname);
}

/** Ends the session locally and sends the user to login, once (never from a login page, so no loop). */
function endSession(): void {
  clearStoredSession();
  publish();
  if (!isOnLoginPage()) history.push(paths.login());
}

const apiClient = createApiClient({
  readTokens,
  onTokenRefreshed(tokens) {
    writeTokens(tokens);
    publish();
  },
  onAuthLost: endSession,
  onRequestCapExceeded: endSession,
  impersonation: () => new URLSearchParams(window.location.search).get('__impersonate'),
});

/** The one API client of the front end (fetch underneath). */
export const api = apiClient.client;

/**
 * True when there is a live access token, refreshing it first when it has expired but a refresh
 * token is stored, so an idle tab is not sent to login while its session can still be renewed.
 */
export async function ensureLiveSession(): Promise<boolean> {
  if (hasLiveAccessToken()) return true;
  if (!readTokens().refresh) return false;
  try {
    await apiClient.refreshAccessToken();
    return hasLiveAccessToken();
  } catch {
    clearStoredSession();
    publish();
    return false;
  }
}

/** GET /api/v1/user-config/: refreshes the stored current user. */
export async function refreshUser(): Promise<CurrentUser> {
  const { data } = await api.get<ApiResponse<'/api/v1/user-config/'>>('/api/v1/user-config/');
  const user = toCurrentUser(data);
  writeStoredUser(user);
  publish();
  return user;
}

/** Stores a fresh token pair (from login or registration) and loads the current user. */
export async function startSession(tokens: Tokens): Promise<CurrentUser> {
  writeTokens(tokens);
  return refreshUser();
}

/** POST /api/token/ {username, password}; rejects with the API's message on wrong credentials. */
export async function login(username: string, password: string): Promise<CurrentUser> {
  const body: ApiBody<'/api/token/', 'post'> = { username, password };
  const { data } = await api.post<ApiResponse<'/api/token/', 'post'>>('/api/token/', body);
  return startSession(data);
}

/** Revokes both tokens on the server (best effort), clears storage and emits the anonymous session. */
export async function logout(): Promise<void> {
  const { access, refresh } = readTokens();
  clearStoredSession();
  publish();
  if (access && refresh) {
    await api.post('/api/token/logout/', { refresh, access }).catch(() => undefined);
  }
}

export function currentUser(): CurrentUser | null {
  const session = session$.getValue();
  return session.status === 'authenticated' ? session.user : null;
}

// Another tab signed in or out: follow it. Only the session's keys: other local-storage writes (the
// automatic logoff's activity clock, once a second while someone types) must not re-render every app.
const SESSION_KEYS: readonly string[] = Object.values(STORAGE_KEYS);
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.is(event.storageArea, window.localStorage) && SESSION_KEYS.includes(event.key))) publish();
  });
}
