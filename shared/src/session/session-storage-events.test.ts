// The session follows other tabs through `storage` events, but only for its own keys: the automatic
// logoff writes its activity clock once a second while someone types, and that must not re-render
// every app of every tab.
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { session$ } from './session';

afterEach(signOut);

const otherTabWrites = (key: string, value: string) => {
  window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
};

test("another tab's write of another key does not emit a session", () => {
  signIn();
  const seen = jest.fn();
  const subscription = session$.subscribe(seen);
  seen.mockClear();
  otherTabWrites('flora.lastActivity', String(Date.now()));
  expect(seen).not.toHaveBeenCalled();
  subscription.unsubscribe();
});

test("another tab's sign-out is followed", () => {
  signIn();
  window.localStorage.removeItem('refreshToken');
  window.localStorage.removeItem('accessToken');
  window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null, storageArea: window.localStorage }));
  expect(session$.getValue().status).toBe('anonymous');
});
