// GET /api/dev/demo/: the demo accounts and what each shows, only in development.
import { DEMO_USERS } from '../src/db/seed/demo-data';
import { createTestApp, get, json, login, type TestApp } from './helpers/test-app';

const GUIDE = '/api/dev/demo/';

describe('the demo guide (FLORA_ENV=development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { envName: 'development' } });
  });
  afterAll(() => t.close());

  it('names every seeded account once, with what it shows, and its password signs each in', async () => {
    const res = await get(t.app, GUIDE);
    expect(res.statusCode).toBe(200);
    const guide = json(res) as { password: string; accounts: { email: string; shows: string }[]; announcement: string; faqs: number };
    const emails = guide.accounts.map((a) => a.email);
    expect([...emails].sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    for (const account of guide.accounts) expect(account.shows.length).toBeGreaterThan(10);
    for (const email of emails) expect(await login(t.app, email, guide.password)).toBeTruthy();
    expect(guide.faqs).toBeGreaterThan(0);
    expect(guide.announcement).not.toBe('');
  });

  it('gives the codes a person needs to try a flow: a voucher, the transfer order, the provider link', async () => {
    const { accounts } = json(await get(t.app, GUIDE)) as { accounts: { email: string; shows: string }[] };
    const shows = (email: string) => accounts.find((a) => a.email === email)!.shows;
    expect(shows('newpartner@flora.test')).toMatch(/voucher MP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(shows('new@flora.test')).toMatch(/\/provider-test\/[\w-]+\/.*FL-\d{8}/);
  });
});

describe('outside development', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      expect((await get(t.app, GUIDE)).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
