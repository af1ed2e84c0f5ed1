// Issue 28.11: free text (messages, names) refuses control characters, bidi controls and lone
// surrogates with 400 {detail, field} and writes nothing; ordinary Unicode is kept, and maxLength
// counts characters (code points), not UTF-16 units.
import { addConsult } from './helpers/intake-fixtures';
import { call, createTestApp, deviceAddress, json, login, post, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED: [string, string][] = [
  ['only U+0000', '\u0000'],
  ['a U+0000 inside', 'Hello\u0000there'],
  ['a right-to-left override (U+202E)', 'invoice\u202Efdp.exe'],
  ['only bidi isolates (U+2066, U+2069)', '\u2066\u2069'],
  ['a C1 control (U+0085)', 'a\u0085b'],
  ['an escape (U+001B)', '\u001b[31mred'],
  ['a lone high surrogate', 'a\uD800b'],
  ['a lone low surrogate', '\uDC00'],
];
const KEPT = ['Zoë Ångström-Núñez', '王小明', 'Thanks 🙏🏽 👩‍⚕️'];

let n = 0;
async function freshAccount() {
  const email = `free-text-${++n}@flora.test`;
  const res = await post(t.app, '/api/v1/register/', { email, password: 'first-password-1', first_name: 'Ada', last_name: 'Lovelace', accepted_terms: true }, { remoteAddress: deviceAddress() });
  expect(res.statusCode).toBe(201);
  return json(res) as { access: string };
}

async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>, field: string) {
  const counts = await snapshotCounts(t.db);
  const res = await send();
  expect(res.statusCode).toBe(400);
  expect(json(res as never)).toMatchObject({ detail: expect.any(String), field });
  expect(await snapshotCounts(t.db)).toEqual(counts);
}

describe('consult messages', () => {
  let access: string;
  let uid: string;
  beforeAll(async () => {
    ({ access } = await login(t.app, 'new@flora.test'));
    uid = await addConsult(t, 'new@flora.test', 'vaginitis', 'ST');
  });
  const send = (body: string) => call(t.app, 'POST', `/api/v1/consults/${uid}/messages/`, access, { body });

  it.each(REFUSED)('refuses %s', async (_what, body) => {
    await expectRefused(() => send(body), 'body');
  });

  it.each(KEPT)('keeps %s as written', async (body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(json(res).body).toBe(body);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const res = await send('Line one\n\tLine two\r\nLine three');
    expect(res.statusCode).toBe(201);
  });

  it('counts the 5000-character limit in characters: 5000 emoji pass (10000 UTF-16 units), 5001 do not', async () => {
    expect((await send('😀'.repeat(5000))).statusCode).toBe(201);
    await expectRefused(() => send('😀'.repeat(5001)), 'body');
  });
});

describe('names', () => {
  it.each(REFUSED)('refuses %s in a profile name', async (_what, name) => {
    const { access } = await freshAccount();
    await expectRefused(() => call(t.app, 'PATCH', '/api/v1/user/profile/', access, { first_name: name }), 'first_name');
  });

  it('refuses a line break in a name', async () => {
    const { access } = await freshAccount();
    await expectRefused(() => call(t.app, 'PATCH', '/api/v1/user/profile/', access, { last_name: 'Love\nlace' }), 'last_name');
  });

  it.each(REFUSED)('refuses %s in a registration name', async (_what, name) => {
    const body = { email: `refused-${++n}@flora.test`, password: 'first-password-1', first_name: 'Ada', last_name: name, accepted_terms: true };
    await expectRefused(() => post(t.app, '/api/v1/register/', body), 'last_name');
  });

  it.each(KEPT)('keeps %s as a name', async (name) => {
    const { access } = await freshAccount();
    const res = await call(t.app, 'PATCH', '/api/v1/user/profile/', access, { first_name: name });
    expect(res.statusCode).toBe(200);
    expect(json(res).first_name).toBe(name);
  });

  it('counts the 150-character name limit in characters', async () => {
    const { access } = await freshAccount();
    expect((await call(t.app, 'PATCH', '/api/v1/user/profile/', access, { first_name: '𝒜'.repeat(150) })).statusCode).toBe(200);
    await expectRefused(() => call(t.app, 'PATCH', '/api/v1/user/profile/', access, { first_name: '𝒜'.repeat(151) }), 'first_name');
  });
});
