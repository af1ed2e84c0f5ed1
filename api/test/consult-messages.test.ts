// Consult messages: the patient's GET/POST on their own consults, the clinician's staff route and
// the clinician:message command.
import { DEMO_CONSULT, PARTNER_CONSULT } from '../src/db/seed/demo-data';
import { runClinicianMessages } from '../src/features/messages/clinician-messages-command';
import { auditOf, lastAuditId } from './helpers/audit';
import { addConsult, userId } from './helpers/intake-fixtures';
import { call, createTestApp, json, login, snapshotCounts, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const messagesUrl = (uid: string, query = '') => `/api/v1/consults/${uid}/messages/${query}`;
const clinicianUrl = (uid: string) => `/api/internal/clinician/consults/${uid}/messages/`;

describe('GET /api/v1/consults/{uid}/messages/', () => {
  it("answers demo's seeded conversation newest first, with authors, and records a read per message", async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const before = await lastAuditId(t.app);
    const res = await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid), access);
    expect(res.statusCode).toBe(200);
    const messages = json(res);
    expect(messages).toHaveLength(3);
    expect(Object.keys(messages[0]).sort()).toEqual(['author', 'body', 'created_at', 'id']);
    expect(messages.map((m: { author: { role: string } }) => m.author.role)).toEqual(['patient', 'clinician', 'patient']);
    expect(messages[1].author).toEqual({ role: 'clinician', name: 'Sam S.' });
    expect(messages[2]).toMatchObject({ author: { role: 'patient', name: 'Dana D.' }, body: expect.stringMatching(/boric acid/) });
    expect(messages[0].id).toBeGreaterThan(messages[1].id);
    expect(messages[0].created_at > messages[1].created_at).toBe(true);

    const entries = (await auditOf(t.app, 'demo@flora.test', '&object_type=consult_message')).filter((e) => e.id > before);
    expect(entries.map((e) => e.object_id).sort()).toEqual(messages.map((m: { id: number }) => String(m.id)).sort());
    expect(entries[0]).toMatchObject({ action: 'read', route: 'GET /api/v1/consults/:uid/messages/', subject_user_id: await userId(t, 'demo@flora.test') });
  });

  it('pages with limit and before (a message id)', async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const all = json(await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid), access));
    const first = json(await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid, '?limit=2'), access));
    expect(first).toEqual(all.slice(0, 2));
    const next = json(await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid, `?limit=2&before=${first[1].id}`), access));
    expect(next).toEqual(all.slice(2));
  });

  it('answers [] for a consult without a thread', async () => {
    const { access } = await login(t.app, 'partner@flora.test');
    expect(json(await call(t.app, 'GET', messagesUrl(PARTNER_CONSULT.uid), access))).toEqual([]);
  });

  it.each([
    ['limit 0', '?limit=0', 400],
    ['limit above 200', '?limit=201', 400],
    ['a non-numeric limit', '?limit=ten', 400],
    ['a malformed before', '?before=abc', 400],
    ['a before beyond 9 digits', '?before=9999999999', 400],
    ['an unknown parameter', '?after=1', 400],
  ])('refuses %s with {detail}, recording nothing', async (_what, query, status) => {
    const { access } = await login(t.app, 'demo@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid, query), access);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it("answers 404 for another user's consult or an unknown one, recording nothing", async () => {
    const partner = await login(t.app, 'partner@flora.test');
    const counts = await snapshotCounts(t.db);
    for (const uid of [DEMO_CONSULT.uid, 'no-such-consult']) {
      const res = await call(t.app, 'GET', messagesUrl(uid), partner.access);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ detail: 'No consult with that uid.' });
    }
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it('lets staff read as the patient (recorded with the impersonator)', async () => {
    const staff = await login(t.app, 'staff@flora.test');
    const res = await call(t.app, 'GET', messagesUrl(DEMO_CONSULT.uid, '?limit=1&__impersonate=demo@flora.test'), staff.access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toHaveLength(1);
    const [entry] = await auditOf(t.app, 'demo@flora.test', '&object_type=consult_message');
    expect(entry.impersonator_user_id).toBe(await userId(t, 'staff@flora.test'));
  });
});

describe('POST /api/v1/consults/{uid}/messages/', () => {
  it("creates the consult's thread with the first message, trimmed, and records it", async () => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', 'vaginitis', 'SU');
    const res = await call(t.app, 'POST', messagesUrl(uid), access, { body: '  When will a clinician look at my intake?  ' });
    expect(res.statusCode).toBe(201);
    const message = json(res);
    expect(message).toEqual({
      id: expect.any(Number),
      author: { role: 'patient', name: 'Nora N.' },
      body: 'When will a clinician look at my intake?',
      created_at: t.clock.now().toISOString(),
    });
    const consult = json(await call(t.app, 'GET', '/api/v1/consults/', access)).find((c: { uid: string }) => c.uid === uid);
    expect(consult.consultmessagethread).toEqual(expect.any(Number));
    const [entry] = await auditOf(t.app, 'new@flora.test', '&object_type=consult_message');
    expect(entry).toMatchObject({ action: 'create', object_id: String(message.id), route: 'POST /api/v1/consults/:uid/messages/' });

    t.clock.advance(1000);
    const second = json(await call(t.app, 'POST', messagesUrl(uid), access, { body: 'Thanks!' }));
    expect(json(await call(t.app, 'GET', messagesUrl(uid), access)).map((m: { id: number }) => m.id)).toEqual([second.id, message.id]);
    const threads = await t.db.selectFrom('consult_message_threads').select('id').where('consult_id', 'in', t.db.selectFrom('consults').select('id').where('uid', '=', uid)).execute();
    expect(threads).toHaveLength(1);
  });

  it('accepts 5000 characters', async () => {
    const { access } = await login(t.app, 'demo@flora.test');
    const res = await call(t.app, 'POST', messagesUrl(DEMO_CONSULT.uid), access, { body: 'a'.repeat(5000) });
    expect(res.statusCode).toBe(201);
    expect(json(res).body).toHaveLength(5000);
  });

  it.each([
    ['no body field', {}, 'body'],
    ['an empty body', { body: '' }, 'body'],
    ['a blank body', { body: ' \n\t ' }, 'body'],
    ['5001 characters', { body: 'a'.repeat(5001) }, 'body'],
    ['a number', { body: 42 }, 'body'],
    ['an unknown field', { body: 'hi', author: 'clinician' }, 'author'],
  ])('refuses %s with 400 {detail, field} and writes nothing', async (_what, body, field) => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', 'vaginitis', 'ST');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', messagesUrl(uid), access, body);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ detail: expect.any(String), field });
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it.each(['CP', 'CA', 'RF', 'IE'])('takes her message on a closed consult (%s): she can always write (the consult page says so)', async (status) => {
    const { access } = await login(t.app, 'new@flora.test');
    const uid = await addConsult(t, 'new@flora.test', 'vaginitis', status);
    const res = await call(t.app, 'POST', messagesUrl(uid), access, { body: 'A question after the end.' });
    expect(res.statusCode).toBe(201);
    const consult = json(await call(t.app, 'GET', `/api/v1/consults/${uid}/`, access));
    expect(consult).toMatchObject({ is_closed: true, status });
  });

  it("answers 404 for another user's consult, writing nothing", async () => {
    const partner = await login(t.app, 'partner@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', messagesUrl(DEMO_CONSULT.uid), partner.access, { body: 'Hello?' });
    expect(res.statusCode).toBe(404);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });

  it('needs a sign-in, and staff cannot post as an impersonated patient', async () => {
    expect((await call(t.app, 'POST', messagesUrl(DEMO_CONSULT.uid), undefined, { body: 'hi' })).statusCode).toBe(401);
    const staff = await login(t.app, 'staff@flora.test');
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', messagesUrl(DEMO_CONSULT.uid) + '?__impersonate=demo@flora.test', staff.access, { body: 'hi' });
    expect(res.statusCode).toBe(403);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});

describe('POST /api/internal/clinician/consults/{uid}/messages/', () => {
  it("adds a clinician message to any patient's consult, shown to the patient and recorded", async () => {
    const staff = await login(t.app, 'staff@flora.test');
    const res = await call(t.app, 'POST', clinicianUrl(PARTNER_CONSULT.uid), staff.access, { body: 'Hi Paul, please finish your intake when you can.' });
    expect(res.statusCode).toBe(201);
    expect(json(res).author).toEqual({ role: 'clinician', name: 'Sam S.' });
    const partner = await login(t.app, 'partner@flora.test');
    const [latest] = json(await call(t.app, 'GET', messagesUrl(PARTNER_CONSULT.uid), partner.access));
    expect(latest).toEqual(json(res));
    const entries = await auditOf(t.app, 'partner@flora.test', '&object_type=consult_message');
    expect(entries.find((e) => e.action === 'create')).toMatchObject({
      object_id: String(json(res).id),
      actor_user_id: await userId(t, 'staff@flora.test'),
      subject_user_id: await userId(t, 'partner@flora.test'),
      route: 'POST /api/internal/clinician/consults/:uid/messages/',
    });
    const status = await t.db.selectFrom('consults').select('status').where('uid', '=', PARTNER_CONSULT.uid).executeTakeFirstOrThrow();
    expect(status.status).toBe('OR');
  });

  it.each([
    ['a patient', 'demo@flora.test', DEMO_CONSULT.uid, { body: 'I am a doctor' }, 403],
    ['an unknown consult', 'staff@flora.test', 'no-such-consult', { body: 'Hello' }, 404],
    ['a blank body', 'staff@flora.test', DEMO_CONSULT.uid, { body: '   ' }, 400],
    ['an unknown field', 'staff@flora.test', DEMO_CONSULT.uid, { body: 'x', role: 'patient' }, 400],
  ])('refuses %s, writing nothing', async (_what, email, uid, body, status) => {
    const { access } = await login(t.app, email);
    const counts = await snapshotCounts(t.db);
    const res = await call(t.app, 'POST', clinicianUrl(uid), access, body);
    expect(res.statusCode).toBe(status);
    expect(typeof json(res).detail).toBe('string');
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});

describe('the clinician:message command', () => {
  const run = async (...args: string[]) => {
    const out: string[] = [];
    await runClinicianMessages(t.db, t.clock, args, (text) => out.push(text));
    return out.join('\n');
  };

  it('sends a clinician message signed by a staff account, and lists the thread oldest first (both audited)', async () => {
    const uid = await addConsult(t, 'new@flora.test', 'sti', 'SU');
    expect(await run('list', uid)).toBe('No messages yet.');
    const sent = await run('send', uid, '--as', 'staff@flora.test', 'Your', 'results', 'look', 'good.');
    expect(sent).toMatch(/clinician Sam S\.: Your results look good\.$/);
    const { access } = await login(t.app, 'new@flora.test');
    const [message] = json(await call(t.app, 'GET', messagesUrl(uid), access));
    expect(message).toMatchObject({ body: 'Your results look good.', author: { role: 'clinician' } });
    t.clock.advance(1000);
    await run('send', uid, '--as', 'staff@flora.test', 'Any questions?');
    const listed = (await run('list', uid)).split('\n');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(new RegExp(`^#${message.id} .*Your results look good\\.$`));
    expect(listed[1]).toMatch(/Any questions\?$/);
    const entries = await auditOf(t.app, 'new@flora.test', '&object_type=consult_message');
    const sends = entries.filter((e) => e.route === 'clinician:message send');
    expect(sends.map((e) => [e.action, e.via])).toEqual([['create', 'cli'], ['create', 'cli']]);
    expect(sends.map((e) => e.object_id)).toContain(String(message.id));
    expect(entries.find((e) => e.route === 'clinician:message list')).toMatchObject({ action: 'read', via: 'cli' });
  });

  it.each([
    ['no arguments', [], /usage/],
    ['an unknown subcommand', ['delete', DEMO_CONSULT.uid], /usage/],
    ['no author', ['send', DEMO_CONSULT.uid, 'hello'], /usage/],
    ['a patient as author', ['send', DEMO_CONSULT.uid, '--as', 'demo@flora.test', 'hello'], /not an active staff account/],
    ['a blank message', ['send', DEMO_CONSULT.uid, '--as', 'staff@flora.test', '  '], /may not be blank/],
    ['a message with control characters', ['send', DEMO_CONSULT.uid, '--as', 'staff@flora.test', 'Take \u202Eevery day'], /contains control characters/],
    ['an unknown consult', ['list', 'no-such-consult'], /No consult/],
  ])('refuses %s, writing nothing', async (_what, args, error) => {
    const counts = await snapshotCounts(t.db);
    await expect(run(...(args as string[]))).rejects.toThrow(error);
    expect(await snapshotCounts(t.db)).toEqual(counts);
  });
});
