// The GETs the shell sends before its code has run must be the ones the app then sends itself, or
// they are wasted requests and the page still waits.
import { QueryClient } from '@tanstack/react-query';
import { setupApiStub } from '@flora/tools/jest/api-stub-server';
import { apiIdle } from '@flora/tools/jest/api-idle';
import { userConfigFixture } from '@flora/tools/jest/api-fixtures';
import { signIn, signOut } from '@flora/tools/jest/session-fixtures';
import { refreshUser } from '@flora/shared';
import { startLandingReads } from '@flora/shared/data';
import { earlyGets } from './early-requests';

const stub = setupApiStub();
beforeEach(() => signIn({ email: 'pat@flora.test' }));
afterEach(signOut);

test("My Tests' early GETs are the user's re-read and the landing reads the app starts before any answer", async () => {
  stub.answer({
    'GET /api/v1/user-config/': { body: userConfigFixture() },
    'GET /api/v1/user-tests/': { body: [] },
    'GET /api/v1/consults/': { body: [] },
    'GET /api/v1/cart/': { body: [] },
  });
  await refreshUser();
  startLandingReads('/tests/', new QueryClient());
  await apiIdle();
  const sent = stub.requests.filter((request) => request.method === 'GET').map((request) => request.url);
  expect([...earlyGets('/tests/')].sort()).toEqual([...new Set(sent)].sort());
  expect(earlyGets('/tests')).toEqual(earlyGets('/tests/'));
});
