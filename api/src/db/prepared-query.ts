// Queries on the hot path of every page (authentication, user-config, the test list) built once.
// Kysely rebuilds a query's syntax tree on every call, and that cost more CPU than running the
// query (see docs/performance.md): a prepared query is built and compiled on first use per
// database, and later calls only bind new values. On SQLite they run on the snapshot reader
// (sqlite-statements.ts): committed data only, so a prepared query inside a transaction goes
// through Kysely (the transaction has no snapshot reader) and sees the transaction's own writes. On
// PostgreSQL they run as named statements, parsed and planned once per connection (pg-statements.ts).
// The query's constants (everything but its arguments) are written into its SQL, not bound: SQLite
// prepares a statement again on every run when a bound value is compared with a column that a
// partial index is defined on (`status = ?` beside `... where status = 'booked'`), which made
// user-config's facts cost ~20 times what they cost with the constant in the text.
import { type Compilable, type CompiledQuery, type Kysely, type KyselyPlugin, OperationNodeTransformer, sql, type ValueNode } from 'kysely';
import type { Database } from './schema';
import { type NamedQuery, namedStatementsOf } from './pg-statements';
import { snapshotReaderOf } from './sqlite-statements';

type Value = string | number;

const standIn = (i: number) => `\u0000prepared-argument-${i}\u0000`;
const isStandIn = (value: unknown) => typeof value === 'string' && value.startsWith('\u0000prepared-argument-');

/** Turns every value of a query but the arguments' stand-ins into a literal of its SQL. */
class ConstantsInline extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return node.immediate || isStandIn(node.value) ? node : { ...node, immediate: true };
  }
}
const constantsInline = new ConstantsInline();
const CONSTANTS_INLINE: KyselyPlugin = {
  transformQuery: ({ node }) => constantsInline.transformNode(node),
  transformResult: async ({ result }) => result,
};

type Slot = { arg: number } | { constant: unknown };

/**
 * `build` must put each argument into the query as a plain value (a `where` operand, a `limit`),
 * never compute with it: it is called once with stand-ins whose places in the compiled parameter
 * list are then filled with each call's arguments.
 */
export function preparedQuery<A extends Value[], O>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<O>,
): (db: Kysely<Database>, ...args: A) => Promise<O[]> {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<O>; slots: Slot[]; named: NamedQuery }>();
  return async (db, ...args) => {
    let prepared = compiled.get(db);
    if (!prepared) {
      const inlined = db.withPlugin(CONSTANTS_INLINE);
      const standIns = args.map((_, i) => standIn(i));
      const query = build(inlined, ...(standIns as A)).compile();
      const slots = query.parameters.map((p): Slot => {
        const arg = standIns.indexOf(p as string);
        return arg >= 0 ? { arg } : { constant: p };
      });
      const unused = standIns.findIndex((_, i) => !slots.some((s) => 'arg' in s && s.arg === i));
      if (unused >= 0) throw new Error(`preparedQuery: argument ${unused} is not a plain value of the query: ${query.sql}`);
      // On PostgreSQL, the form that reads its arguments from the columns of a batch (pg-statements.ts).
      const lateral = namedStatementsOf(db) && build(inlined, ...(args.map((_, i) => sql.ref(`b.a${i}`)) as unknown as A)).compile();
      prepared = { query, slots, named: { sql: query.sql, lateralSql: lateral && lateral.parameters.length === 0 ? lateral.sql : null } };
      compiled.set(db, prepared);
    }
    const parameters = prepared.slots.map((s) => ('arg' in s ? args[s.arg] : s.constant));
    const snapshotRead = snapshotReaderOf(db);
    if (snapshotRead) return snapshotRead(prepared.query.sql, parameters) as O[];
    const namedRead = namedStatementsOf(db);
    if (namedRead) return (await namedRead(prepared.named, parameters, args)) as O[];
    return (await db.executeQuery<O>({ ...prepared.query, parameters })).rows;
  };
}
