// SPEC §8's request cap counts within one session: a sign-in (or sign-out), here or in another tab,
// starts a new count, so requests spread over two sessions never end the second one.
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { api, session$ } from './session';

// Every request counts, whichever: a cheap GET the API has (her consults, none).
setupApiStub({ 'GET /api/v1/consults/': { body: [] } });
const requests = async (n: number) => {
  for (let i = 0; i < n; i += 1) await api.get('/api/v1/consults/').catch(() => undefined);
};

afterEach(signOut);

test('45 requests, a new sign-in, 45 more: still signed in', async () => {
  signIn();
  await requests(45);
  signOut();
  signIn();
  await requests(45);
  expect(session$.getValue().status).toBe('authenticated');
});

test('within one session, more than 50 requests in 10 s end it', async () => {
  signIn();
  await requests(51);
  expect(session$.getValue().status).toBe('anonymous');
});
