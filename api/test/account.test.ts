// My Account's own routes: the profile (GET/PATCH /api/v1/user/profile/) and the password change
// (POST /api/v1/user/password/). Bad input is 400 {detail, field} and writes nothing; there is no
// way to name another user's account; a password change signs out every other session and keeps
// the one that made it; both are audited.
import { auditOf, lastAuditId } from './helpers/audit';
import { call, createTestApp, deviceAddress, get, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'first-password-1';
let n = 0;
/** A fresh account (registration signs it in): its email and first session. */
async function freshAccount() {
  const email = `account-${++n}@flora.test`;
  const res = await post(t.app, '/api/v1/register/', { email, password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace', birthday: '1990-05-06', accepted_terms: true }, { remoteAddress: deviceAddress() });
  expect(res.statusCode).toBe(201);
  return { email, ...(json(res) as { access: string; refresh: string }) };
}

const profile = (access: string | null) => call(t.app, 'GET', '/api/v1/user/profile/', access);
const patch = (access: string | null, body: unknown) => call(t.app, 'PATCH', '/api/v1/user/profile/', access, body);
const changePassword = (access: string | null, body: unknown) => call(t.app, 'POST', '/api/v1/user/password/', access, body);
const me = (access: string) => get(t.app, '/api/v1/user-config/', access);

const userRow = (email: string) =>
  t.db.selectFrom('users').select(['first_name', 'last_name', 'phone_number', 'birthday', 'email', 'password_hash', 'updated_at']).where('email', '=', email).executeTakeFirstOrThrow();

describe('GET and PATCH /api/v1/user/profile/', () => {
  it('reads the profile, with the email shown', async () => {
    const a = await freshAccount();
    const res = await profile(a.access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: a.email, phone_number: null, birthday: '1990-05-06' });
  });

  it("shows demo@flora.test's seeded profile (phone and birthday filled)", async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    expect(json(await profile(access))).toEqual({ first_name: 'Dana', last_name: 'Demo', email: 'demo@flora.test', phone_number: '(415) 555-0100', birthday: '1990-04-12' });
  });

  it('changes name, phone and birthday (trimmed); user-config shows them; audited once', async () => {
    const a = await freshAccount();
    const since = await lastAuditId(t.app);
    const res = await patch(a.access, { first_name: ' Augusta ', last_name: 'King', phone_number: ' +1 (415) 555-0100 ', birthday: '1985-12-10' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ first_name: 'Augusta', last_name: 'King', email: a.email, phone_number: '+1 (415) 555-0100', birthday: '1985-12-10' });
    expect(json(await me(a.access))).toMatchObject({ firstName: 'Augusta', lastName: 'King', phone_number: '+1 (415) 555-0100', birthday: '1985-12-10' });

    const entries = (await auditOf(t.app, a.email)).filter((e) => e.id > since);
    expect(entries).toEqual([expect.objectContaining({ action: 'update', object_type: 'user_profile', route: 'PATCH /api/v1/user/profile/' })]);
  });

  it('changes only the fields given; blank phone or null birthday clears them; no change writes nothing', async () => {
    const a = await freshAccount();
    await patch(a.access, { phone_number: '415.555.0100' });
    expect(json(await patch(a.access, { phone_number: '' }))).toMatchObject({ first_name: 'Ada', phone_number: null, birthday: '1990-05-06' });
    expect(json(await patch(a.access, { birthday: null }))).toMatchObject({ birthday: null, last_name: 'Lovelace' });

    const before = { counts: await snapshotCounts(t.db), row: await userRow(a.email) };
    const same = await patch(a.access, { first_name: 'Ada' });
    expect(same.statusCode).toBe(200);
    expect(await snapshotCounts(t.db)).toEqual(before.counts);
    expect(await userRow(a.email)).toEqual(before.row);
  });

  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['a blank first name', { first_name: '   ' }, 'first_name', 'Please enter your first name.'],
    ['an empty last name', { last_name: '' }, 'last_name', null],
    ['letters in the phone number', { phone_number: '415-CALL-NOW' }, 'phone_number', 'Enter a phone number with at least 7 digits, using only digits, spaces, dots, parentheses, + and -.'],
    ['too few digits', { phone_number: '12-34' }, 'phone_number', null],
    ['a birthday in the future', { birthday: '2031-01-01' }, 'birthday', 'Enter a valid birthday (YYYY-MM-DD, in the past).'],
    ["today's date as birthday", { birthday: '2026-11-20' }, 'birthday', 'Enter a valid birthday (YYYY-MM-DD, in the past).'],
    ['a birthday before 1900', { birthday: '1899-12-31' }, 'birthday', null],
    ['a birthday that is no date', { birthday: '1990-02-31x' }, 'birthday', null],
    ['an email change', { email: 'other@flora.test' }, 'email', null],
    ['a good field next to a bad one', { first_name: 'Changed', phone_number: 'call me' }, 'phone_number', null],
  ])('%s is 400 {detail, field} and writes nothing', async (_name, body, field, detail) => {
    const a = await freshAccount();
    const before = { counts: await snapshotCounts(t.db), row: await userRow(a.email) };
    const res = await patch(a.access, body);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: detail ?? expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(before.counts);
    expect(await userRow(a.email)).toEqual(before.row);
  });

  it('an empty body is 400; no token is 401; staff impersonation cannot write (403)', async () => {
    const a = await freshAccount();
    const staff = await login(t.app, 'staff@flora.test');
    const before = await snapshotCounts(t.db);
    expect((await patch(a.access, {})).statusCode).toBe(400);
    expect((await patch(null, { first_name: 'X' })).statusCode).toBe(401);
    expect((await profile(null)).statusCode).toBe(401);
    const res = await call(t.app, 'PATCH', `/api/v1/user/profile/?__impersonate=${encodeURIComponent(a.email)}`, staff.access, { first_name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(await snapshotCounts(t.db)).toEqual(before);
    expect((await userRow(a.email)).first_name).toBe('Ada');
  });

  it("one user's change never touches another's profile", async () => {
    const a = await freshAccount();
    const b = await freshAccount();
    await patch(a.access, { first_name: 'Only-A', phone_number: '555 0100 22' });
    expect(json(await profile(b.access))).toMatchObject({ first_name: 'Ada', phone_number: null, email: b.email });
  });
});

describe('POST /api/v1/user/password/', () => {
  it('changes the password: other sessions are signed out, this one keeps working; the new password logs in; audited', async () => {
    const a = await freshAccount(); // session 1 (makes the change)
    const other = await login(t.app, a.email, PASSWORD); // session 2, e.g. another device
    const since = await lastAuditId(t.app);

    const res = await changePassword(a.access, { current_password: PASSWORD, new_password: 'second-password-2' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: 'Password changed. You have been signed out on your other devices.' });

    // the other session: its access token and its refresh token stop working
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await post(t.app, '/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
    // this session keeps working, and can still refresh
    expect((await me(a.access)).statusCode).toBe(200);
    const refreshed = await post(t.app, '/api/token/refresh/', { refresh: a.refresh });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(json(refreshed).access)).statusCode).toBe(200);

    expect((await post(t.app, '/api/token/', { username: a.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(t.app, '/api/token/', { username: a.email, password: 'second-password-2' })).statusCode).toBe(200);
    const entries = (await auditOf(t.app, a.email)).filter((e) => e.id > since);
    expect(entries).toEqual([expect.objectContaining({ action: 'update', object_type: 'user_password', route: 'POST /api/v1/user/password/' })]);
  });

  it('a wrong current password is 400 on current_password and changes nothing (only the failed-attempt counter)', async () => {
    const a = await freshAccount();
    const other = await login(t.app, a.email, PASSWORD);
    const before = { counts: await snapshotCounts(t.db), row: await userRow(a.email) };
    const res = await changePassword(a.access, { current_password: 'not-my-password', new_password: 'second-password-2' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: 'Your current password is not correct.', field: 'current_password' });
    const { rate_limit_counters: _counter, ...rest } = await snapshotCounts(t.db);
    const { rate_limit_counters: _before, ...restBefore } = before.counts;
    expect(rest).toEqual(restBefore);
    expect(await userRow(a.email)).toEqual(before.row);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['a short new password', { current_password: PASSWORD, new_password: 'short' }, 'new_password', 'This password is too short. It must contain at least 8 characters.'],
    ['an all-numeric new password', { current_password: PASSWORD, new_password: '1234567890' }, 'new_password', 'This password is entirely numeric.'],
    ['the same password again', { current_password: PASSWORD, new_password: PASSWORD }, 'new_password', 'Choose a new password that differs from your current one.'],
    ['no current password', { new_password: 'second-password-2' }, 'current_password', null],
    ['an empty current password', { current_password: '', new_password: 'second-password-2' }, 'current_password', null],
  ])('%s is 400 {detail, field} and writes nothing', async (_name, body, field, detail) => {
    const a = await freshAccount();
    const other = await login(t.app, a.email, PASSWORD);
    const before = { counts: await snapshotCounts(t.db), row: await userRow(a.email) };
    const res = await changePassword(a.access, body);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ detail: detail ?? expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(before.counts);
    expect(await userRow(a.email)).toEqual(before.row);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('the password must not be the email (400 on new_password)', async () => {
    const a = await freshAccount();
    const res = await changePassword(a.access, { current_password: PASSWORD, new_password: a.email });
    expect(json(res)).toEqual({ detail: 'This password is too similar to the email address.', field: 'new_password' });
  });

  it('after 5 wrong current passwords it answers 429 with Retry-After, even for the right one', async () => {
    const a = await freshAccount();
    for (let i = 0; i < 5; i++) expect((await changePassword(a.access, { current_password: `wrong-${i}-password`, new_password: 'second-password-2' })).statusCode).toBe(400);
    const blocked = await changePassword(a.access, { current_password: PASSWORD, new_password: 'second-password-2' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await post(t.app, '/api/token/', { username: a.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("needs a token; only ever changes the caller's own password (another user's stays)", async () => {
    const a = await freshAccount();
    const b = await freshAccount();
    expect((await changePassword(null, { current_password: PASSWORD, new_password: 'second-password-2' })).statusCode).toBe(401);
    expect((await changePassword(a.access, { current_password: PASSWORD, new_password: 'second-password-2', email: b.email })).statusCode).toBe(400);
    expect((await changePassword(a.access, { current_password: PASSWORD, new_password: 'second-password-2' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/token/', { username: b.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await me(b.access)).statusCode).toBe(200);
  });
});
