import { clearStoredSession, hasLiveAccessToken, readStoredUser, readTokens, writeStoredUser, writeTokens } from './token-store';
import { toCurrentUser } from '../domain/current-user';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('token store (SPEC §4 Token handling, §2.6 rule 7)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['no token', undefined, false],
    ['a token that expires in a minute', jwt({ exp: Date.now() / 1000 + 60 }), true],
    ['an expired token', jwt({ exp: Date.now() / 1000 - 1 }), false],
    ['a token without exp', jwt({ sub: 1 }), false],
    ['garbage', 'not-a-jwt', false],
  ])('authenticated with %s: %s', (_name, access, expected) => {
    if (access) writeTokens({ access, refresh: 'r' });
    expect(hasLiveAccessToken()).toBe(expected);
  });

  it('stores under accessToken, refreshToken and currentUser and clears all three', () => {
    writeTokens({ access: 'a', refresh: 'r' });
    writeStoredUser(toCurrentUser({ email: 'demo@flora.test' }));
    expect(Object.keys(window.localStorage).sort()).toEqual(['accessToken', 'currentUser', 'refreshToken']);
    expect(readStoredUser()?.email).toBe('demo@flora.test');
    clearStoredSession();
    expect(readTokens()).toEqual({ access: undefined, refresh: undefined });
    expect(readStoredUser()).toBeNull();
  });

  it('reads exp in seconds: live up to that second', () => {
    writeTokens({ access: jwt({ exp: 100 }), refresh: 'r' });
    expect(hasLiveAccessToken(99_999)).toBe(true);
    expect(hasLiveAccessToken(100_000)).toBe(false);
  });
});
