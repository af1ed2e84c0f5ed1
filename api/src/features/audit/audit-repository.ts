// The audit log's queries: append entries, read entries back (staff), newest first.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { namedStatementsOf } from '../../db/pg-statements';
import { immediateWriterOf } from '../../db/sqlite-statements';

export type AuditEntryRow = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;

/** Rows per INSERT statement (well below SQLite's limit of bound parameters). */
const ROWS_PER_INSERT = 500;

/** The columns an entry fills, with their PostgreSQL types. */
const COLUMN_TYPES = {
  at: 'text',
  actor_user_id: 'int4',
  impersonator_user_id: 'int4',
  subject_user_id: 'int4',
  action: 'text',
  object_type: 'text',
  object_id: 'text',
  route: 'text',
  via: 'text',
} as const;
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof typeof COLUMN_TYPES)[];

/** An entry's values in COLUMNS order. */
const rowValues = (e: NewAuditEntry): unknown[] => [
  e.at,
  e.actor_user_id ?? null,
  e.impersonator_user_id ?? null,
  e.subject_user_id ?? null,
  e.action,
  e.object_type,
  e.object_id ?? null,
  e.route,
  e.via ?? 'api',
];

/** The bound values of sqliteInsert, row after row, in COLUMNS order. */
const flatValues = (entries: NewAuditEntry[]): unknown[] => entries.flatMap(rowValues);

/**
 * On PostgreSQL any number of entries in one text, one array per column: a named statement, parsed
 * and planned once per connection (pg-statements.ts) instead of a Kysely insert built for each batch.
 */
const PG_INSERT = {
  sql: `insert into "audit_log" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) select * from unnest(${COLUMNS.map((c, i) => `$${i + 1}::${COLUMN_TYPES[c]}[]`).join(', ')})`,
  lateralSql: null,
};

/** The SQLite text of a multi-row insert, per row count (the immediate writer runs SQLite only). */
const sqliteInserts = new Map<number, string>();
function sqliteInsert(rowCount: number): string {
  let text = sqliteInserts.get(rowCount);
  if (!text) {
    const row = `(${COLUMNS.map(() => '?').join(', ')})`;
    text = `insert into "audit_log" (${COLUMNS.map((c) => `"${c}"`).join(', ')}) values ${Array(rowCount).fill(row).join(', ')}`;
    sqliteInserts.set(rowCount, text);
  }
  return text;
}

async function insertEntries(db: Kysely<Database>, entries: NewAuditEntry[]): Promise<void> {
  // On SQLite with no transaction open, written at once (the SQL built and Kysely's queue cost
  // more than the insert); on PostgreSQL outside a transaction, by name; otherwise through Kysely.
  if (entries.length <= ROWS_PER_INSERT && immediateWriterOf(db)?.(sqliteInsert(entries.length), flatValues(entries))) return;
  const runNamed = namedStatementsOf(db);
  if (runNamed) {
    const rows = entries.map(rowValues);
    await runNamed(PG_INSERT, COLUMNS.map((_, i) => rows.map((r) => r[i])), []);
    return;
  }
  // Every row names every column: a multi-row insert cannot leave one to its default in SQLite.
  const rows = entries.map((e) => ({ via: 'api' as const, ...e }));
  if (rows.length <= ROWS_PER_INSERT) {
    await db.insertInto('audit_log').values(rows).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx.insertInto('audit_log').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
    }
  });
}

interface Batch {
  entries: NewAuditEntry[];
  written: Promise<void>;
}
const openBatches = new WeakMap<Kysely<Database>, Batch>();

/**
 * Appends entries; resolves once they are committed, so a request answers only after its entries
 * are in the log. Inside a caller's transaction they are written there (atomic with its change).
 * Otherwise the entries of every request that gets this far in the same event-loop turn are
 * written together by one multi-row insert: one commit for many concurrent reads instead of one
 * each (the write was the largest cost of GET /api/v1/user-tests/). Order of calls = order of ids.
 */
export async function appendAuditEntries(db: Kysely<Database>, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (db.isTransaction) return insertEntries(db, entries);
  let batch = openBatches.get(db);
  if (!batch) {
    const opened: Batch = { entries: [], written: Promise.resolve() };
    opened.written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      openBatches.delete(db);
      return insertEntries(db, opened.entries);
    });
    openBatches.set(db, opened);
    batch = opened;
  }
  batch.entries.push(...entries);
  return batch.written;
}

export interface AuditFilter {
  subjectUserId?: number;
  actorUserId?: number;
  objectType?: string;
  objectId?: string;
  action?: AuditEntryRow['action'];
  /** Entries with an id below this one (the next page). */
  beforeId?: number;
  limit: number;
}

export async function listAuditEntries(db: Kysely<Database>, f: AuditFilter): Promise<AuditEntryRow[]> {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(f.limit);
  if (f.subjectUserId !== undefined) q = q.where('subject_user_id', '=', f.subjectUserId);
  if (f.actorUserId !== undefined) q = q.where('actor_user_id', '=', f.actorUserId);
  if (f.objectType !== undefined) q = q.where('object_type', '=', f.objectType);
  if (f.objectId !== undefined) q = q.where('object_id', '=', f.objectId);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId);
  return q.execute();
}
