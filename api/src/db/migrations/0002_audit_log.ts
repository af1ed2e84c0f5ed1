// The append-only audit log of health-data access: who (and on whose behalf), what, which object,
// when. UPDATE and DELETE are refused by the database itself, so no code path can rewrite history.
// No foreign keys: an entry outlives the rows it mentions.
import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('impersonator_user_id', 'integer')
    .addColumn('subject_user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('via', 'text', (c) => c.notNull().defaultTo('api'))
    .execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_user_id', 'id']).execute();
  await db.schema.createIndex('audit_log_object_idx').on('audit_log').columns(['object_type', 'object_id']).execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql
        .raw(`create trigger audit_log_no_${op} before ${op} on audit_log begin select raise(abort, 'audit_log is append-only'); end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
