// Announcements (issue 26): staff publish, edit and withdraw them under /api/internal/announcements/;
// a user sees the published ones in user-config and dismisses one for every device.
import { DEMO_ANNOUNCEMENT } from '../src/db/seed/announcements-seed';
import { call as callApi, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['staff', 'demo', 'new']) tokens.set(who, (await login(t.app, `${who}@flora.test`)).access);
});
afterAll(() => t.close());

const BASE = '/api/internal/announcements/';
const call = (method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) => callApi(t.app, method, url, who && tokens.get(who), body);
const titlesFor = async (who: string) => json(await call('GET', '/api/v1/user-config/', who)).announcements.map((a: { title: string }) => a.title);

async function refused(method: Parameters<typeof callApi>[1], url: string, who: string | null, body?: unknown) {
  const before = await snapshotCounts(t.db);
  const res = await call(method, url, who, body);
  expect(typeof json(res).detail).toBe('string');
  expect(await snapshotCounts(t.db)).toEqual(before);
  return { status: res.statusCode, body: json(res) };
}

async function publish(body: Record<string, unknown>) {
  const res = await call('POST', BASE, 'staff', body);
  expect(res.statusCode).toBe(201);
  return json(res);
}

it('the seed publishes one announcement that every consumer sees', async () => {
  expect(await titlesFor('new')).toEqual([DEMO_ANNOUNCEMENT.title]);
  const list = json(await call('GET', BASE, 'staff'));
  expect(list).toEqual([expect.objectContaining({ ...DEMO_ANNOUNCEMENT, status: 'published', withdrawn_at: null })]);
});

describe('authorization', () => {
  it.each([
    ['GET', BASE, undefined],
    ['POST', BASE, { title: 'x', message: 'y' }],
    ['PATCH', `${BASE}1/`, { title: 'x' }],
    ['POST', `${BASE}1/withdraw/`, {}],
  ] as const)('%s %s: 401 signed out, 403 for a consumer, nothing written', async (method, url, body) => {
    expect((await refused(method, url, null, body)).status).toBe(401);
    expect((await refused(method, url, 'demo', body)).status).toBe(403);
  });

  it('a consumer cannot impersonate her way in', async () => {
    expect((await refused('GET', `${BASE}?__impersonate=staff@flora.test`, 'demo')).status).toBe(403);
  });

  it('dismiss needs a sign-in; an unknown, scheduled or withdrawn announcement is 404', async () => {
    expect((await refused('POST', '/api/v1/announcements/1/dismiss/', null, {})).status).toBe(401);
    expect((await refused('POST', '/api/v1/announcements/999/dismiss/', 'demo', {})).status).toBe(404);
    const later = await publish({ title: 'Later', message: 'Not yet', published_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString() });
    expect(later.status).toBe('scheduled');
    expect((await refused('POST', `/api/v1/announcements/${later.id}/dismiss/`, 'demo', {})).status).toBe(404);
    await call('POST', `${BASE}${later.id}/withdraw/`, 'staff', {});
  });
});

describe('validation', () => {
  it.each([
    [{ message: 'no title' }, 'title'],
    [{ title: 'no message' }, 'message'],
    [{ title: '', message: 'x' }, 'title'],
    [{ title: '   ', message: 'x' }, 'title'],
    [{ title: 'x', message: ' \n ' }, 'message'],
    [{ title: 'x'.repeat(121), message: 'x' }, 'title'],
    [{ title: 'x', message: 'x'.repeat(1001) }, 'message'],
    [{ title: 'x', message: 'y', published_at: 'tomorrow' }, 'published_at'],
    [{ title: 'x', message: 'y', extra: 1 }, undefined],
    [{ title: 1, message: 'y' }, 'title'],
  ])('refuses %j with 400 (field %s), nothing written', async (body, field) => {
    const { status, body: answer } = await refused('POST', BASE, 'staff', body);
    expect(status).toBe(400);
    if (field) expect(answer.field).toBe(field);
  });

  it('an edit must change something; unknown ids are 404', async () => {
    expect((await refused('PATCH', `${BASE}1/`, 'staff', {})).status).toBe(400);
    expect((await refused('PATCH', `${BASE}999/`, 'staff', { title: 'x' })).status).toBe(404);
    expect((await refused('POST', `${BASE}999/withdraw/`, 'staff', {})).status).toBe(404);
    expect((await refused('PATCH', `${BASE}abc/`, 'staff', { title: 'x' })).status).toBe(400);
  });
});

describe('publish, edit, withdraw, dismiss', () => {
  it('a published announcement shows at once, newest first; an edit shows; a withdrawn one is gone and cannot be edited', async () => {
    const created = await publish({ title: '  Faster results ', message: 'Results now take about 10 days.' });
    expect(created).toMatchObject({ title: 'Faster results', status: 'published', published_at: t.clock.now().toISOString(), updated_at: null });
    expect(await titlesFor('demo')).toEqual(['Faster results', DEMO_ANNOUNCEMENT.title]);

    const edited = await call('PATCH', `${BASE}${created.id}/`, 'staff', { title: 'Results in 10 days' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ title: 'Results in 10 days', message: 'Results now take about 10 days.', updated_at: expect.any(String) });
    expect(await titlesFor('demo')).toEqual(['Results in 10 days', DEMO_ANNOUNCEMENT.title]);

    const withdrawn = await call('POST', `${BASE}${created.id}/withdraw/`, 'staff', {});
    expect(json(withdrawn)).toMatchObject({ status: 'withdrawn', withdrawn_at: t.clock.now().toISOString() });
    expect(await titlesFor('demo')).toEqual([DEMO_ANNOUNCEMENT.title]);
    // staff still see it, as withdrawn; a repeat keeps the first time; an edit is refused
    t.clock.advance(1000);
    expect(json(await call('POST', `${BASE}${created.id}/withdraw/`, 'staff', {})).withdrawn_at).toBe(json(withdrawn).withdrawn_at);
    expect((await refused('PATCH', `${BASE}${created.id}/`, 'staff', { message: 'again' })).status).toBe(409);
    expect(json(await call('GET', BASE, 'staff')).map((a: { id: number; status: string }) => [a.id, a.status])).toContainEqual([created.id, 'withdrawn']);
  });

  it('a dismissed announcement is gone for that user only, on every device, and a repeat writes nothing', async () => {
    const created = await publish({ title: 'Dismiss me', message: 'Once.' });
    expect(await titlesFor('demo')).toContain('Dismiss me');
    const res = await call('POST', `/api/v1/announcements/${created.id}/dismiss/`, 'demo', {});
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    expect(await titlesFor('demo')).not.toContain('Dismiss me');
    expect(await titlesFor('new')).toContain('Dismiss me');
    // another session of hers (another device) does not see it either
    const other = (await login(t.app, 'demo@flora.test')).access;
    expect(json(await callApi(t.app, 'GET', '/api/v1/user-config/', other)).announcements.map((a: { title: string }) => a.title)).not.toContain('Dismiss me');
    const before = await snapshotCounts(t.db);
    expect((await call('POST', `/api/v1/announcements/${created.id}/dismiss/`, 'demo', null)).statusCode).toBe(204);
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('a scheduled announcement appears at its time', async () => {
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await publish({ title: 'Scheduled', message: 'Soon.', published_at: at });
    expect(await titlesFor('new')).not.toContain('Scheduled');
    t.clock.advance(61_000);
    expect(await titlesFor('new')).toContain('Scheduled');
  });
});
