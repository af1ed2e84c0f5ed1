// Announcements staff publish, edit and withdraw (issue 26). The table is from 0001; a withdrawn one
// keeps its row (withdrawn_at) so the back office still lists it, and updated_at says when it was
// last edited. A patient's dismissal is remembered per user (announcement_dismissals), so it stays
// dismissed on every device.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('announcements').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('announcements').addColumn('withdrawn_at', 'text').execute();

  await db.schema
    .createTable('announcement_dismissals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_dismissals_pk', ['user_id', 'announcement_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_dismissals').execute();
  await db.schema.alterTable('announcements').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('announcements').dropColumn('updated_at').execute();
}
