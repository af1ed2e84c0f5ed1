// The row count of every table of the database, in one statement (the schema fuzzer takes one
// before and after each refused write; a new table is counted without editing a list).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/schema';

export type TableCounts = Record<string, number>;

export async function tableCounter(db: Kysely<Database>): Promise<() => Promise<TableCounts>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const statement = sql.raw(`select ${tables.map((t) => `(select count(*) from ${quote(t)}) as ${quote(t)}`).join(', ')}`);
  return async () => {
    const { rows } = await statement.execute(db);
    return Object.fromEntries(Object.entries(rows[0] as Record<string, unknown>).map(([t, n]) => [t, Number(n)]));
  };
}

/** The tables whose counts differ, as "table before→after". */
export function changedTables(before: TableCounts, after: TableCounts, ignore: ReadonlySet<string> = new Set()): string[] {
  return Object.keys(after)
    .filter((t) => !ignore.has(t) && before[t] !== after[t])
    .map((t) => `${t} ${before[t]}→${after[t]}`);
}
