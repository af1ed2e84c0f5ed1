// Issue 28.13: the automatic logoff, with fake timers. "Another tab" is a `storage` event, which is
// what a browser delivers to this tab when another tab of the origin writes local storage.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { history } from '@flora/shared';
import { pageQueryClient } from '@flora/tools/jest/page-query-client';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { idleTimeoutMs } from './idle-config';
import { IdleLogoff } from './idle-logoff';

const MINUTE = 60_000;
// The local-storage keys every tab of the origin reads and writes.
const LAST_ACTIVITY_KEY = 'flora.lastActivity';
const IDLE_SIGN_OUT_KEY = 'flora.idleSignOut';
const IDLE_MINUTES_OVERRIDE_KEY = 'flora.idleLogoffMinutes';
const stub = setupApiStub();

beforeEach(() => {
  jest.useFakeTimers();
  stub.answer({ 'POST /api/token/logout/': { status: 200, body: { detail: 'Logged out' } } });
  history.replace('/tests/');
  signIn({ id: 7, email: 'dana@flora.test' });
});
afterEach(() => {
  jest.useRealTimers();
  signOut();
});

// Async: the warning's dialog is a chunk of its own, loaded when the warning starts.
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });
const dialog = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

/** Another tab of the page writes `key` (the browser then sends this tab a storage event). */
function otherTabWrites(key: string, value: string) {
  window.localStorage.setItem(key, value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage })));
}

/** The sign-out revoked the tokens on the server too (and the request is done before the test ends). */
async function expectRevoked() {
  jest.useRealTimers();
  await waitFor(() => expect(stub.requestsTo('POST /api/token/logout/')).toHaveLength(1));
}

function renderLogoff() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<IdleLogoff />);
  return user;
}

test('after 15 minutes without input a dialog counts down 60 seconds, with "Stay signed in" focused', async () => {
  renderLogoff();
  await advance(15 * MINUTE - 1);
  expect(dialog()).toBeNull();
  await advance(1);
  expect(dialog()).toHaveTextContent('signed out in 60 seconds');
  expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  await advance(1000);
  expect(dialog()).toHaveTextContent('signed out in 59 seconds');
});

test('input here before the warning postpones it', async () => {
  const user = renderLogoff();
  await advance(10 * MINUTE);
  await user.keyboard('a');
  await advance(10 * MINUTE);
  expect(dialog()).toBeNull();
  await advance(5 * MINUTE);
  expect(dialog()).not.toBeNull();
});

test('input in another tab keeps this one signed in, and closes its warning', async () => {
  renderLogoff();
  await advance(10 * MINUTE);
  otherTabWrites(LAST_ACTIVITY_KEY, String(Date.now()));
  await advance(10 * MINUTE);
  expect(dialog()).toBeNull();

  await advance(5 * MINUTE + 30_000);
  expect(dialog()).not.toBeNull();
  otherTabWrites(LAST_ACTIVITY_KEY, String(Date.now()));
  expect(dialog()).toBeNull();
  await advance(MINUTE);
  expect(window.localStorage.getItem('refreshToken')).not.toBeNull();
});

test('"Stay signed in" starts the count again; a mouse passing over the page does not', async () => {
  const user = renderLogoff();
  await advance(15 * MINUTE);
  await user.pointer({ coords: { x: 5, y: 5 } });
  expect(dialog()).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
  expect(dialog()).toBeNull();
  expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
  await advance(15 * MINUTE - 1);
  expect(dialog()).toBeNull();
});

test('Escape keeps the session too (she is there)', async () => {
  const user = renderLogoff();
  await advance(15 * MINUTE);
  await user.keyboard('{Escape}');
  expect(dialog()).toBeNull();
  await advance(2 * MINUTE);
  expect(window.localStorage.getItem('refreshToken')).not.toBeNull();
});

// The login page's message for ?notice=inactivity: login-page.test.tsx.
test('when the countdown ends this tab signs out, tells the other tabs, clears the cache, and goes to the login page saying why', async () => {
  pageQueryClient.setQueryData(['/api/v1/user-tests/'], [{ hash: 'her-results' }]);
  renderLogoff();
  await advance(16 * MINUTE - 1);
  expect(window.localStorage.getItem('refreshToken')).not.toBeNull();
  await advance(1);

  expect(dialog()).toBeNull();
  expect(window.localStorage.getItem('accessToken')).toBeNull();
  expect(window.localStorage.getItem('refreshToken')).toBeNull();
  expect(window.localStorage.getItem(IDLE_SIGN_OUT_KEY)).not.toBeNull();
  expect(pageQueryClient.getQueryData(['/api/v1/user-tests/'])).toBeUndefined();
  expect(history.location.pathname + history.location.search).toBe('/login/?notice=inactivity');

  await expectRevoked();
});

test("another tab's logoff signs this tab out too", async () => {
  pageQueryClient.setQueryData(['/api/v1/user-tests/'], [{ hash: 'her-results' }]);
  renderLogoff();
  await advance(16 * MINUTE - 2000);
  otherTabWrites(IDLE_SIGN_OUT_KEY, String(Date.now()));
  expect(window.localStorage.getItem('refreshToken')).toBeNull();
  expect(pageQueryClient.getQueryData(['/api/v1/user-tests/'])).toBeUndefined();
  expect(history.location.pathname + history.location.search).toBe('/login/?notice=inactivity');
  await expectRevoked();
});

test('a page opened on a session left alone longer than the timeout signs out at once', async () => {
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 20 * MINUTE));
  renderLogoff();
  expect(window.localStorage.getItem('refreshToken')).toBeNull();
  expect(history.location.search).toBe('?notice=inactivity');
  await expectRevoked();
});

test('a sign-in while the page is open counts as activity, whatever the stored clock says', async () => {
  signOut();
  window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 20 * MINUTE));
  renderLogoff();
  act(() => signIn({ id: 7 }));
  await advance(15 * MINUTE - 1);
  expect(dialog()).toBeNull();
  expect(window.localStorage.getItem('refreshToken')).not.toBeNull();
});

test('nobody signed in: no clock runs', async () => {
  signOut();
  renderLogoff();
  await advance(60 * MINUTE);
  expect(dialog()).toBeNull();
  expect(history.location.pathname).toBe('/tests/');
});

describe('idleTimeoutMs', () => {
  afterEach(() => window.localStorage.removeItem(IDLE_MINUTES_OVERRIDE_KEY));

  test('is 15 minutes unless set', () => {
    expect(idleTimeoutMs()).toBe(15 * MINUTE);
  });

  test.each([
    ['0.1', 6000],
    ['5', 5 * MINUTE],
    ['60', 15 * MINUTE], // longer than the policy: ignored
    ['0', 15 * MINUTE],
    ['-3', 15 * MINUTE],
    ['soon', 15 * MINUTE],
  ])('a stored override of %p minutes only ever shortens it', (value, expected) => {
    window.localStorage.setItem(IDLE_MINUTES_OVERRIDE_KEY, value);
    expect(idleTimeoutMs()).toBe(expected);
  });

  test('the override is read when the clock starts', async () => {
    window.localStorage.setItem(IDLE_MINUTES_OVERRIDE_KEY, '0.1');
    renderLogoff();
    await advance(6000);
    expect(dialog()).not.toBeNull();
  });
});
