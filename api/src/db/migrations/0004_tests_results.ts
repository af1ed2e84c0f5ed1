// Tests, results and the lab: kits that exist before anyone attaches them, each test's activation
// steps (consent, sample, health-history answers), the link to a provider and the patient's release,
// the microbes behind a result, and the lab-order intake (the address the lab order needs).
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('test_kits'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('test_order', 'text')
    .addColumn('lab', 'text')
    .addColumn('test_type', 'text', (c) => c.notNull().defaultTo('VM'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // One column per statement: SQLite adds a single column per ALTER TABLE.
  const columns: [string, string, (c: any) => any][] = [
    ['provider_id', 'integer', (c) => c.references('users.id').onDelete('set null')],
    ['ordered_by_provider', 'boolean', (c) => c.notNull().defaultTo(false)],
    ['provider_release', 'boolean', (c) => c.notNull().defaultTo(false)],
    ['consented_at', 'text', (c) => c],
    ['sample_taken_at', 'text', (c) => c],
    ['sample_ph', 'double precision', (c) => c],
    ['health_history_answers', 'text', (c) => c],
  ];
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('user_tests').addColumn(name, type as any, build).execute();
  }
  await db.schema.createIndex('user_tests_provider_idx').on('user_tests').column('provider_id').execute();

  await withId(db, db.schema.createTable('test_result_microbes'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('user_tests.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('relative_abundance', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_result_microbes_test_idx').on('test_result_microbes').column('test_id').execute();

  await withId(db, db.schema.createTable('lab_order_intakes'))
    .addColumn('test_id', 'integer', (c) => c.notNull().unique().references('user_tests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('address_line_1', 'text')
    .addColumn('address_line_2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lab_order_intakes_user_idx').on('lab_order_intakes').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lab_order_intakes').ifExists().execute();
  await db.schema.dropTable('test_result_microbes').ifExists().execute();
  await db.schema.dropIndex('user_tests_provider_idx').ifExists().execute();
  for (const name of ['health_history_answers', 'sample_ph', 'sample_taken_at', 'consented_at', 'provider_release', 'ordered_by_provider', 'provider_id']) {
    await db.schema.alterTable('user_tests').dropColumn(name).execute();
  }
  await db.schema.dropTable('test_kits').ifExists().execute();
}
