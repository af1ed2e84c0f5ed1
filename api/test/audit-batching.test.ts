// Audit entries of concurrent requests are written together (one insert per event-loop turn, for
// throughput): every read is still recorded, before its response, with the right subject, and
// entries written inside a caller's transaction stay part of that transaction.
import { appendAuditEntries } from '../src/features/audit/audit-repository';
import { countRows, createTestApp, get, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const entriesOf = (subject: number) =>
  t.db.selectFrom('audit_log').select(['object_id', 'route', 'actor_user_id']).where('subject_user_id', '=', subject).orderBy('id').execute();

describe('audit entries under concurrent reads', () => {
  it('records every one of many simultaneous test reads, each before its response', async () => {
    const users = ['demo@flora.test', 'prepurchase@flora.test', 'upsell@flora.test'];
    const sessions = await Promise.all(users.map((email) => login(t.app, email)));
    const before = await countRows(t.db, 'audit_log');
    // 30 reads in flight at once; each checks, when its answer arrives, that its entries are there.
    const reads = Array.from({ length: 30 }, async (_, i) => {
      const res = await get(t.app, '/api/v1/user-tests/', sessions[i % 3].access);
      expect(res.statusCode).toBe(200);
      const subject = await idOf(users[i % 3]);
      const hashes = (res.json() as { hash: string }[]).map((test) => test.hash);
      const logged = (await entriesOf(subject)).map((e) => e.object_id);
      for (const hash of hashes) expect(logged).toContain(hash);
    });
    await Promise.all(reads);
    // demo has 2 tests, prepurchase 1, upsell 2: 10 reads each.
    expect((await countRows(t.db, 'audit_log')) - before).toBe(10 * 2 + 10 * 1 + 10 * 2);
    const upsell = await entriesOf(await idOf('upsell@flora.test'));
    expect(upsell.every((e) => e.route === 'GET /api/v1/user-tests/')).toBe(true);
    expect(new Set(upsell.map((e) => e.actor_user_id))).toEqual(new Set([await idOf('upsell@flora.test')]));
  });

  it("writes inside a caller's transaction, so a rolled-back change leaves no entry", async () => {
    const before = await countRows(t.db, 'audit_log');
    const subject = await idOf('demo@flora.test');
    const entry = { at: t.clock.now().toISOString(), actor_user_id: subject, impersonator_user_id: null, subject_user_id: subject, action: 'update' as const, object_type: 'consult', object_id: 'x', route: 'TEST' };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await appendAuditEntries(trx, [entry]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countRows(t.db, 'audit_log')).toBe(before);
  });

  it("never writes into a transaction another request has open: that transaction's rollback keeps the entry", async () => {
    const before = await countRows(t.db, 'audit_log');
    const subject = await idOf('demo@flora.test');
    const entry = { at: t.clock.now().toISOString(), actor_user_id: subject, impersonator_user_id: null, subject_user_id: subject, action: 'read' as const, object_type: 'user_test', object_id: 'y', route: 'TEST' };
    let appended: Promise<void> | undefined;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'Rolled back' }).where('id', '=', subject).execute();
        // Another request's read is audited while this transaction is open, and its batch's turn passes.
        appended = appendAuditEntries(t.db, [entry]);
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await appended;
    expect(await countRows(t.db, 'audit_log')).toBe(before + 1);
    const logged = await t.db.selectFrom('audit_log').select(['object_id', 'via', 'action']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged).toEqual({ object_id: 'y', via: 'api', action: 'read' });
    expect((await t.db.selectFrom('users').select('first_name').where('id', '=', subject).executeTakeFirstOrThrow()).first_name).not.toBe('Rolled back');
  });
});
