// Issue 28.7: no browser or proxy keeps health data. Every answer to a request with credentials is
// Cache-Control: no-store and varies on Authorization (security-headers.ts, one hook).
import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

describe('authenticated answers are never cached', () => {
  let t: TestApp;
  let access: string;
  let consultUid: string;
  beforeAll(async () => {
    t = await createTestApp();
    access = (await login(t.app, 'demo@flora.test')).access;
    consultUid = json(await get(t.app, '/api/v1/consults/', access))[0].uid;
  });
  afterAll(() => t.close());

  const expectPrivate = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary).split(/,\s*/)).toContain('Authorization');
  };

  it.each([
    ['a test and its results', () => '/api/v1/user-tests/FLDEMO0001/'],
    ['the messages of a consult', () => `/api/v1/consults/${consultUid}/messages/`],
    ['the access log', () => '/api/v1/access-log/'],
    ['the profile', () => '/api/v1/user/profile/'],
  ])('%s', async (_what, url) => {
    const res = await get(t.app, url(), access);
    expect(res.statusCode).toBe(200);
    expectPrivate(res);
  });

  it('also a refusal, and with CORS Vary keeps Origin', async () => {
    expectPrivate(await get(t.app, '/api/v1/user/profile/', 'not-a-token'));
    const res = await get(t.app, '/api/v1/user/profile/', access, { headers: { authorization: `Bearer ${access}`, origin: 'http://localhost:3000' } });
    expectPrivate(res);
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Origin', 'Authorization']));
  });

  it('a public answer without credentials keeps its own caching', async () => {
    const res = await get(t.app, '/api/v1/faqs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
