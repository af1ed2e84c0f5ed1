// Privacy (issue 11): one person's cached health data is never shown to the next. The real
// session, the real API client over real HTTP to a stub server, the page's one QueryClient.
import { api, session$ } from '@flora/shared';
import { userTestFixture } from '@flora/tools/jest/api-fixtures';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { apiQuery } from '@flora/shared/data';
import { queryClient } from './query-client';

const stub = setupApiStub();
const TESTS = 'GET /api/v1/user-tests/';
const tests = apiQuery('/api/v1/user-tests/');

const herTests = [userTestFixture({ hash: 'FLPRIVATE1' })];

/** Fills the cache with the signed-in person's tests. */
async function cacheTests() {
  stub.answer({ [TESTS]: { body: herTests } });
  await queryClient.fetchQuery(tests);
  expect(queryClient.getQueryData(tests.queryKey)).toEqual(herTests);
}

afterEach(signOut);

test('the cache stays while the same person is signed in (a re-read of her profile, a token refresh)', async () => {
  signIn({ id: 1, email: 'ada@flora.test' });
  await cacheTests();
  signIn({ id: 1, email: 'ada@flora.test', firstName: 'Ada' });
  expect(queryClient.getQueryData(tests.queryKey)).toBeDefined();
});

test('signing out clears the whole cache', async () => {
  signIn({ id: 1 });
  await cacheTests();
  signOut();
  expect(session$.getValue().status).toBe('anonymous');
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

test('signing in as someone else clears the whole cache', async () => {
  signIn({ id: 1 });
  await cacheTests();
  signIn({ id: 2 });
  expect(queryClient.getQueryData(tests.queryKey)).toBeUndefined();
});

test('a failed token refresh (the session is lost) clears the whole cache', async () => {
  signIn({ id: 1 });
  await cacheTests();
  stub.answer({
    [TESTS]: { status: 401, body: { detail: 'Given token not valid for any token type' } },
    'POST /api/token/refresh/': { status: 401, body: { detail: 'Token is invalid or expired' } },
  });
  await expect(api.get('/api/v1/user-tests/')).rejects.toBeDefined();
  expect(session$.getValue().status).toBe('anonymous');
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

test('the request-cap lockout (SPEC §8) clears the whole cache', async () => {
  signIn({ id: 1 });
  await cacheTests();
  stub.answer({ 'GET /api/v1/faqs/': { body: { count: 0, next: null, previous: null, results: [] } } });
  // Over 50 requests within 10 s: storage is cleared and the user is sent to /login/.
  await Promise.allSettled(Array.from({ length: 52 }, () => api.get('/api/v1/faqs/')));
  expect(session$.getValue().status).toBe('anonymous');
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});
