// The SQLite connections under the hot paths (src/db/sqlite-statements.ts): reads of one event-loop
// turn share a snapshot, yet a request always reads its own writes, and a commit made elsewhere is
// seen from the next turn on. SQLite only: PostgreSQL has neither the reader nor the snapshot.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { preparedQuery } from '../src/db/prepared-query';

const faqQuestions = preparedQuery((db, min: number) => db.selectFrom('faqs').select('question').where('id', '>=', min).orderBy('id'));
const questions = async (handle: DatabaseHandle) => (await faqQuestions(handle.db, 0)).map((r) => r.question);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const faq = (question: string) => ({ question, answer: 'a', category: 'c', sort_order: 1 });

let dir: string;
let file: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'flora-sqlite-connections-'));
  file = path.join(dir, 'flora.sqlite');
  handle = connectDatabase({ sqliteFile: file });
  await migrateToLatest(handle.db);
  await handle.db.deleteFrom('faqs').execute();
});
afterEach(async () => {
  await handle.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('snapshot reads', () => {
  it('see a write made earlier in the same turn, a transaction once committed, and INSERT ... RETURNING', async () => {
    expect(await questions(handle)).toEqual([]);
    await handle.db.insertInto('faqs').values(faq('one')).execute();
    expect(await questions(handle)).toEqual(['one']);
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('faqs').values(faq('two')).execute();
    });
    expect(await questions(handle)).toEqual(['one', 'two']);
    await handle.db.insertInto('faqs').values(faq('three')).returning('id').executeTakeFirstOrThrow();
    expect(await questions(handle)).toEqual(['one', 'two', 'three']);
  });

  it("never see another request's open transaction", async () => {
    let inside: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('faqs').values(faq('pending')).execute();
      inside = await questions(handle);
    });
    expect(inside).toEqual([]);
    expect(await questions(handle)).toEqual(['pending']);
  });

  it('see a commit of another process from the next turn on', async () => {
    expect(await questions(handle)).toEqual([]);
    const other = new SqliteDatabase(file);
    try {
      other.prepare("insert into faqs (question, answer, category, sort_order) values ('elsewhere', 'a', 'c', 1)").run();
      // This turn's snapshot began before that commit.
      expect(await questions(handle)).toEqual([]);
      await nextTurn();
      expect(await questions(handle)).toEqual(['elsewhere']);
    } finally {
      other.close();
    }
  });

  it('leave the file writable by others between turns (the snapshot ends)', async () => {
    expect(await questions(handle)).toEqual([]);
    await nextTurn();
    const other = new SqliteDatabase(file);
    try {
      other.pragma('busy_timeout = 0');
      // A checkpoint that must wait for no reader: it fails to complete while a snapshot is open.
      other.prepare("insert into faqs (question, answer, category, sort_order) values ('x', 'a', 'c', 1)").run();
      expect(other.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      other.close();
    }
  });
});
