// The first schema: accounts and sessions, one-time tokens and the email outbox, tests,
// consults and the product catalogue. Later features add tables with new migrations.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('registration_route', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_provider', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('research_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_member', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('care_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('coaching_calls_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_used_free_call', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_joined', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('user_flags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_flags_pk', ['user_id', 'kind', 'name'])
    .execute();

  await withId(db, db.schema.createTable('announcements'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_token_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('refresh_token_families_user_idx').on('refresh_token_families').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('refresh_token_families.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('revoked_access_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('one_time_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('one_time_tokens_user_idx').on('one_time_tokens').columns(['user_id', 'purpose']).execute();

  await withId(db, db.schema.createTable('email_outbox'))
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_to_idx').on('email_outbox').columns(['to_email', 'id']).execute();

  await withId(db, db.schema.createTable('user_tests'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_order', 'text')
    .addColumn('test_type', 'text', (c) => c.notNull().defaultTo('VM'))
    .addColumn('lab', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('results_ready_at', 'text')
    .addColumn('eligible_for_care', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('eligible_for_care_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('eligible_for_a_la_care', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('eligible_for_any_care', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('eligible_for_ungated_rx', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recommended_program_bundle_price_cents', 'integer')
    .addColumn('recommended_program_slug', 'text')
    .addColumn('valencia_type', 'text')
    .addColumn('care_purchased', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('health_history_submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_tests_user_idx').on('user_tests').column('user_id').execute();

  await withId(db, db.schema.createTable('consults'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_id', 'integer', (c) => c.references('user_tests.id').onDelete('set null'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('purchase_type', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consults_user_idx').on('consults').column('user_id').execute();
  await db.schema.createIndex('consults_test_idx').on('consults').column('test_id').execute();

  await db.schema
    .createTable('consult_selected_treatments')
    .addColumn('consult_id', 'integer', (c) => c.notNull().references('consults.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('consult_selected_treatments_pk', ['consult_id', 'slug'])
    .execute();

  await withId(db, db.schema.createTable('consult_prescriptions'))
    .addColumn('consult_id', 'integer', (c) => c.notNull().references('consults.id').onDelete('cascade'))
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('is_refillable_product', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('refills_remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_otc_product', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_disabled_for_refill', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consult_prescriptions_consult_idx').on('consult_prescriptions').column('consult_id').execute();

  await withId(db, db.schema.createTable('consult_message_threads'))
    .addColumn('consult_id', 'integer', (c) => c.notNull().unique().references('consults.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('discounted_price_cents', 'integer')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'products',
    'consult_message_threads',
    'consult_prescriptions',
    'consult_selected_treatments',
    'consults',
    'user_tests',
    'email_outbox',
    'one_time_tokens',
    'rate_limit_counters',
    'revoked_access_tokens',
    'refresh_tokens',
    'refresh_token_families',
    'announcements',
    'user_flags',
    'users',
    'settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
