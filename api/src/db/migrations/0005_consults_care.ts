// Consult care: the pharmacy a consult ships to, the clinician's review of a consult (who picked it
// up, how it ended and why), the treatment plan calendar of a consult, its calendar entries (one
// product in one week, adjustable by the patient) and the patient's treatment interruptions.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('consults').addColumn('pharmacy_type', 'text').execute();

  await db.schema
    .createTable('consult_reviews')
    .addColumn('consult_id', 'integer', (c) => c.primaryKey().references('consults.id').onDelete('cascade'))
    .addColumn('clinician_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('picked_up_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('outcome_status', 'text')
    .addColumn('outcome_reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('treatment_plans'))
    .addColumn('consult_id', 'integer', (c) => c.notNull().unique().references('consults.id').onDelete('cascade'))
    .addColumn('last_treatment_week', 'integer', (c) => c.notNull())
    .addColumn('treatment_start_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('calendar_treatments'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('treatment_plans.id').onDelete('cascade'))
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('original_week', 'integer', (c) => c.notNull())
    .addColumn('as_needed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('adjustment_type', 'text')
    .addColumn('adjustment_reason', 'text')
    .addColumn('adjusted_at', 'text')
    .execute();
  await db.schema.createIndex('calendar_treatments_plan_idx').on('calendar_treatments').columns(['plan_id', 'week']).execute();

  await withId(db, db.schema.createTable('treatment_interruptions'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('treatment_plans.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('treatment_interruptions_plan_idx').on('treatment_interruptions').column('plan_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['treatment_interruptions', 'calendar_treatments', 'treatment_plans', 'consult_reviews']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('consults').dropColumn('pharmacy_type').execute();
}
