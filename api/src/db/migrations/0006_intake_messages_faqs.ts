// Consult intakes (the clinical questionnaire of a consult), consult messages, and the reference
// data they use: a medication catalogue, a pharmacy directory and the FAQ page.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('medications'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('pharmacies'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pharmacies_zip_idx').on('pharmacies').column('zip_code').execute();

  await withId(db, db.schema.createTable('faqs'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  // One intake per consult. JSON arrays (symptoms, medication ids) are stored as text.
  await withId(db, db.schema.createTable('consult_intakes'))
    .addColumn('consult_id', 'integer', (c) => c.notNull().unique().references('consults.id').onDelete('cascade'))
    .addColumn('symptoms', 'text')
    .addColumn('symptom_duration', 'text')
    .addColumn('pregnancy_status', 'text')
    .addColumn('breastfeeding', 'boolean')
    .addColumn('has_allergies', 'boolean')
    .addColumn('allergies', 'text')
    .addColumn('current_medication_ids', 'text')
    .addColumn('other_medications', 'text')
    .addColumn('sex_assigned_at_birth', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('pharmacy_id', 'integer', (c) => c.references('pharmacies.id').onDelete('set null'))
    .addColumn('additional_notes', 'text')
    .addColumn('agreed_to_terms_at', 'text')
    .addColumn('consented_to_ungated_rx_terms_at', 'text')
    .addColumn('consented_to_not_trying_to_conceive_at', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('consult_messages'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('consult_message_threads.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consult_messages_thread_idx').on('consult_messages').columns(['thread_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consult_messages', 'consult_intakes', 'faqs', 'pharmacies', 'medications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
