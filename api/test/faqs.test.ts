// The FAQ page: public, paged 10 at a time like a Django REST framework page.
import { DEMO_FAQS } from '../src/db/seed/intake-seed';
import { createTestApp, get, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/faqs/', () => {
  it('answers the first page without a sign-in, in editorial order, recording nothing', async () => {
    const counts = await snapshotCounts(t.db);
    const res = await get(t.app, '/api/v1/faqs/');
    expect(res.statusCode).toBe(200);
    const page = json(res);
    expect(page).toMatchObject({ count: DEMO_FAQS.length, next: '/api/v1/faqs/?page=2', previous: null });
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toEqual({ id: expect.any(Number), ...DEMO_FAQS[0] });
    expect(page.results.map((f: { question: string }) => f.question)).toEqual(DEMO_FAQS.slice(0, 10).map((f) => f.question));
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it('walks every page with next and previous, then 404 beyond the last', async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const seen: string[] = [];
    let url: string | null = '/api/v1/faqs/?page=1';
    let previous: string | null = null;
    while (url) {
      const page: { next: string | null; previous: string | null; results: { question: string }[] } = json(await get(t.app, url, access));
      expect(page.previous).toBe(previous);
      seen.push(...page.results.map((f) => f.question));
      previous = url === '/api/v1/faqs/?page=1' ? '/api/v1/faqs/' : url;
      url = page.next;
    }
    expect(seen).toEqual(DEMO_FAQS.map((f) => f.question));
    const beyond = await get(t.app, `/api/v1/faqs/?page=${Math.ceil(DEMO_FAQS.length / 10) + 1}`);
    expect(beyond.statusCode).toBe(404);
    expect(json(beyond)).toEqual({ detail: 'Invalid page.' });
  });

  it.each([
    ['page 0', '?page=0'],
    ['a negative page', '?page=-1'],
    ['a word', '?page=two'],
    ['an unknown parameter', '?page_size=50'],
  ])('refuses %s with 400 {detail}', async (_what, query) => {
    const res = await get(t.app, `/api/v1/faqs/${query}`);
    expect(res.statusCode).toBe(400);
    expect(typeof json(res).detail).toBe('string');
  });

  it('answers an empty first page when there are no FAQs', async () => {
    await t.db.deleteFrom('faqs').execute();
    expect(json(await get(t.app, '/api/v1/faqs/'))).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get(t.app, '/api/v1/faqs/?page=2')).statusCode).toBe(404);
  });
});
