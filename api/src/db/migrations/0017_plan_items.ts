// My Plan: the plan items of a ready test (derived by rules from its result on first read, then
// kept, so her done-marks persist; a later read only adds items a new rule calls for, never wipes a
// mark) and her feedback on the plan (each submission kept, the latest shown).
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('plan_items'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('user_tests.id').onDelete('cascade'))
    // The rule that made it (e.g. 'diet-fiber'): one item per rule per test.
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('why', 'text', (c) => c.notNull())
    .addColumn('product_slug', 'text')
    .addColumn('due_date', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('done_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('plan_items_test_key_uq', ['test_id', 'key'])
    .execute();

  await withId(db, db.schema.createTable('plan_feedback'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('user_tests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_feedback_test_idx').on('plan_feedback').columns(['test_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plan_feedback').ifExists().execute();
  await db.schema.dropTable('plan_items').ifExists().execute();
}
