// The queries on every page's path (src/db/prepared-query.ts), as their callers see them: calls made
// at once (on PostgreSQL one statement per event-loop turn, src/db/pg-statements.ts) each get their
// own rows in the query's order, and a call the database refuses fails alone.
import { migrateToLatest } from '../src/db/migrate';
import { preparedQuery } from '../src/db/prepared-query';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const questionsFrom = preparedQuery((db, min: number, category: string) =>
  db.selectFrom('faqs').select('question').where('id', '>=', min).where('category', '=', category).orderBy('id', 'desc'),
);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.db);
  await t.db.deleteFrom('faqs').execute();
  const rows = ['a', 'b', 'a', 'b', 'a', 'b', 'a'].map((category, i) => ({ question: `q${i}`, answer: 'x', category, sort_order: i }));
  await t.db.insertInto('faqs').values(rows).execute();
});
afterAll(() => t.cleanup());

describe('prepared queries', () => {
  it('answer calls made at once each with its own rows, in order, and a refused call fails alone', async () => {
    const ids = (await t.db.selectFrom('faqs').select('id').orderBy('id').execute()).map((r) => r.id);
    const calls: [number, string][] = [
      [ids[0], 'a'],
      [ids[2], 'b'],
      [ids[6] + 1, 'a'],
      [ids[3], 'a'],
    ];
    const alone = [];
    for (const [min, category] of calls) alone.push((await questionsFrom(t.db, min, category)).map((r) => r.question));
    expect(alone).toEqual([['q6', 'q4', 'q2', 'q0'], ['q5', 'q3'], [], ['q6', 'q4']]);

    // A text where the query compares with an integer: PostgreSQL refuses it, SQLite finds nothing.
    const refused = questionsFrom(t.db, 'not a number' as unknown as number, 'a').then((rows) => rows.length, () => 'refused');
    const together = await Promise.all(calls.map(async ([min, category]) => (await questionsFrom(t.db, min, category)).map((r) => r.question)));
    expect(together).toEqual(alone);
    expect(await refused).toBe(t.dialect === 'postgres' ? 'refused' : 0);
  });
});
