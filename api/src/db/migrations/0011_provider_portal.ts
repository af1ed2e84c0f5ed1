// The provider portal: a provider's practice details (the intake staff verify), and the tests a
// verified provider orders for patients (each with an unguessable link the patient redeems).
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // One per provider, created on the first save; every practice field stays null until given.
  await withId(db, db.schema.createTable('provider_profiles'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('practice_name', 'text')
    .addColumn('npi', 'text')
    .addColumn('specialty', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('address_line_1', 'text')
    .addColumn('address_line_2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('license_state', 'text')
    .addColumn('license_number', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('verified_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('provider_orders'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('provider_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_email', 'text', (c) => c.notNull())
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('add_sti_panel', 'boolean', (c) => c.notNull().defaultTo(false))
    // The catalogue price when ordered (what the provider and the patient were shown).
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    // SHA-256 of the link's token: the plain token is only in the patient's email.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id').onDelete('set null'))
    .addColumn('paid_at', 'text')
    .addColumn('patient_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('test_id', 'integer', (c) => c.unique().references('user_tests.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('provider_orders_provider_idx').on('provider_orders').columns(['provider_user_id', 'created_at']).execute();
  await db.schema.createIndex('provider_orders_session_idx').on('provider_orders').column('checkout_session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('provider_orders').ifExists().execute();
  await db.schema.dropTable('provider_profiles').ifExists().execute();
}
