// Named statements on PostgreSQL. A prepared query (prepared-query.ts) runs as a named statement on
// each pooled connection, so the server parses and plans it once per connection instead of on every
// call: parsing and planning took ~0.6 ms of the ~0.7 ms a user-config request spent in the database
// (log_min_duration_statement), and the API on PostgreSQL served a fifth of what it serves on SQLite.
//
// The calls of one prepared query made in the same event-loop turn (under load, the session checks
// of every request that arrived in it) go to the database together, as one statement that runs the
// query once per call (LATERAL over the calls' arguments): a round trip costs the API and the server
// far more CPU than the query itself, so a turn's dozens of requests cost one. Each call still reads
// the database after its request arrived (nothing is cached: a revoked session is refused at once).
//
// Only the pool's own statements: inside a transaction a prepared query goes through Kysely on the
// transaction's connection.
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

export interface NamedQuery {
  /** The query, its arguments as $1, $2, … */
  sql: string;
  /** The same query with its arguments read from columns b.a0, b.a1, … (no parameters); null: not batched. */
  lateralSql: string | null;
}

/** Runs the statement with its parameters ($1, $2, …); batched, with its arguments (b.a0, b.a1, …); resolves to its rows. */
export type NamedStatementRun = (query: NamedQuery, parameters: unknown[], args: readonly unknown[]) => Promise<unknown[]>;

/** The column that tells a batch's rows apart: the 1-based number of the call. */
const CALL = 'flora_call';

/**
 * The arguments are compared with text and integer columns (the schema has no other kind in a hot
 * read), so each is sent as an array of text, bigint or double precision.
 */
const arrayType = (values: unknown[]) =>
  values.every((v) => Number.isInteger(v)) ? 'int8' : values.every((v) => typeof v === 'number') ? 'float8' : 'text';

/** The query run once per call of a batch, each row carrying its call's number. */
function batchSql(lateralSql: string, types: string[]): string {
  const columns = [...types.map((_, i) => `a${i}`), CALL].join(', ');
  const arrays = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  // A LATERAL subquery runs once per row of unnest, in its order: each call's rows keep the query's order.
  return `select b.${CALL}::int4 as ${CALL}, q.* from unnest(${arrays}) with ordinality as b(${columns}) cross join lateral (${lateralSql}) as q`;
}

interface Call {
  parameters: unknown[];
  args: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

export function attachNamedStatements(db: object, pool: Pool): void {
  const names = new Map<string, string>();
  // pg keeps each connection's statements by name; one name per distinct text, the same in every process.
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `flora_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
    return name;
  };
  const run = async (sql: string, values: unknown[]) => (await pool.query({ name: nameOf(sql), text: sql, values })).rows as Record<string, unknown>[];

  const batchTexts = new Map<string, string>();
  async function runBatch(lateralSql: string, calls: Call[]) {
    const columns = calls[0].args.map((_, i) => calls.map((c) => c.args[i]));
    const types = columns.map(arrayType);
    const key = `${types.join(',')} ${lateralSql}`;
    let text = batchTexts.get(key);
    if (!text) batchTexts.set(key, (text = batchSql(lateralSql, types)));
    const rows = await run(text, columns);
    const results: unknown[][] = calls.map(() => []);
    for (const { [CALL]: call, ...row } of rows) results[(call as number) - 1].push(row);
    calls.forEach((c, i) => c.resolve(results[i]));
  }

  const pending = new Map<NamedQuery, Call[]>();
  const runNamed: NamedStatementRun = (query, parameters, args) => {
    const { lateralSql } = query;
    if (lateralSql === null || args.length === 0) return run(query.sql, parameters);
    return new Promise((resolve, reject) => {
      let calls = pending.get(query);
      if (!calls) {
        const batch: Call[] = (calls = []);
        pending.set(query, batch);
        const runAlone = (c: Call) => run(query.sql, c.parameters).then(c.resolve, c.reject);
        setImmediate(() => {
          pending.delete(query);
          if (batch.length === 1) return void runAlone(batch[0]);
          // A batch fails as a whole: its calls run again one by one, so that each gets its own answer.
          runBatch(lateralSql, batch).catch(() => batch.forEach(runAlone));
        });
      }
      calls.push({ parameters, args, resolve, reject });
    });
  };
  runners.set(db, runNamed);
}

const runners = new WeakMap<object, NamedStatementRun>();

/** The named-statement runner of a database opened by connectDatabase on PostgreSQL (none for a transaction or on SQLite). */
export const namedStatementsOf = (db: object): NamedStatementRun | undefined => runners.get(db);
