import { liveRefreshTokens } from './helpers/sessions';
import { createTestApp, get, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID_REFRESH = { detail: 'Token is invalid or expired' };
const INVALID_ACCESS = { detail: 'Given token not valid for any token type' };
const refresh = (token: string) => post(t.app, '/api/token/refresh/', { refresh: token });
const me = (access: string) => get(t.app, '/api/v1/user-config/', access);

describe('POST /api/token/refresh/', () => {
  it('rotates: answers a new access and refresh token; the new access token works', async () => {
    const first = await login(t.app, 'demo@flora.test');
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const next = json(res);
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(next.access).not.toBe(first.access);
    expect((await me(next.access)).statusCode).toBe(200);
  });

  it('answers a repeat inside the grace window with the pair its first use got (concurrent tabs)', async () => {
    const first = await login(t.app, 'demo@flora.test');
    const a = await refresh(first.refresh);
    t.clock.advance(5_000);
    const b = await refresh(first.refresh);
    expect(b.statusCode).toBe(200);
    expect(json(b)).toEqual(json(a));
    expect((await me(json(b).access)).statusCode).toBe(200);
    expect(await liveRefreshTokens(t.db, first.refresh)).toBe(1);
  });

  it('treats reuse after the grace window as theft: refuses it and revokes the whole family', async () => {
    const first = await login(t.app, 'demo@flora.test');
    const other = await login(t.app, 'demo@flora.test'); // another session of the same user
    const rotated = json(await refresh(first.refresh));
    t.clock.advance(11_000);
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toEqual(INVALID_REFRESH);
    // the legitimate successor is revoked too, and so is every access token of the family
    expect(json(await refresh(rotated.refresh))).toEqual(INVALID_REFRESH);
    expect(json(await me(rotated.access))).toEqual(INVALID_ACCESS);
    expect((await me(first.access)).statusCode).toBe(401);
    // another session is untouched
    expect((await me(other.access)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('refuses garbage, an access token, a forged signature and an expired refresh token', async () => {
    const pair = await login(t.app, 'new@flora.test');
    expect(json(await refresh('not-a-jwt'))).toEqual(INVALID_REFRESH);
    expect((await refresh(pair.access)).statusCode).toBe(401);
    const [h, p] = pair.refresh.split('.');
    expect((await refresh(`${h}.${p}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    t.clock.advance(8 * 24 * 3600_000);
    expect(json(await refresh(pair.refresh))).toEqual(INVALID_REFRESH);
  });

  it('answers 400 {detail} for bad input and writes nothing', async () => {
    const before = await snapshotCounts(t.db);
    for (const body of [{}, { refresh: 1 }, { refresh: 'x', access: 'y' }, { token: 'x' }]) {
      const res = await post(t.app, '/api/token/refresh/', body);
      expect(res.statusCode).toBe(400);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const pair = await login(t.app, 'new@flora.test');
    t.clock.advance(14 * 60_000);
    expect((await me(pair.access)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await me(pair.access);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual(INVALID_ACCESS);
  });

  it('are required on protected routes', async () => {
    const none = await get(t.app, '/api/v1/user-config/');
    expect(none.statusCode).toBe(401);
    expect(json(none)).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(none.headers['www-authenticate']).toMatch(/Bearer/);
    const basic = await t.app.inject({ method: 'GET', url: '/api/v1/user-tests/', headers: { authorization: 'Basic abc' } });
    expect(json(basic)).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const header of ['Bearer', 'Bearer abc', 'Bearer a b']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/consults/', headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual(INVALID_ACCESS);
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const pair = await login(t.app, 'new@flora.test');
    expect(json(await me(pair.refresh))).toEqual(INVALID_ACCESS);
  });

  it('are valid in every API process (the signing secret lives in the database)', async () => {
    const other = await t.buildAnother();
    const pair = await login(t.app, 'new@flora.test');
    expect((await get(other, '/api/v1/user-config/', pair.access)).statusCode).toBe(200);
    expect((await post(other, '/api/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(200);
    const secret = await t.db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
    expect(secret?.value.length).toBeGreaterThanOrEqual(32);
  });
});

describe('POST /api/token/logout/', () => {
  it('revokes the refresh family and the access token', async () => {
    const pair = await login(t.app, 'partner@flora.test');
    const other = await login(t.app, 'partner@flora.test');
    const res = await post(t.app, '/api/token/logout/', { refresh: pair.refresh, access: pair.access });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'Logged out' });
    expect(json(await me(pair.access))).toEqual(INVALID_ACCESS);
    expect(json(await refresh(pair.refresh))).toEqual(INVALID_REFRESH);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('revokes a given access token even from another session', async () => {
    const a = await login(t.app, 'partner@flora.test');
    const b = await login(t.app, 'partner@flora.test');
    await post(t.app, '/api/token/logout/', { refresh: a.refresh, access: b.access });
    expect((await me(b.access)).statusCode).toBe(401);
  });

  it('answers 200 for tokens that are already invalid (logging out twice is fine)', async () => {
    const pair = await login(t.app, 'partner@flora.test');
    await post(t.app, '/api/token/logout/', { refresh: pair.refresh, access: pair.access });
    const again = await post(t.app, '/api/token/logout/', { refresh: pair.refresh, access: pair.access });
    expect(again.statusCode).toBe(200);
    expect((await post(t.app, '/api/token/logout/', { refresh: 'garbage' })).statusCode).toBe(200);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await snapshotCounts(t.db);
    for (const body of [{}, { access: 'x' }, { refresh: 'x', extra: 1 }, { refresh: null }]) {
      const res = await post(t.app, '/api/token/logout/', body);
      expect(res.statusCode).toBe(400);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});
