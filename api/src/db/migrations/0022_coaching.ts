// Coaching calls (issue 26, SPEC §1, §9): staff publish open times (coaching_slots; removing one keeps
// the row, removed_at, since bookings point at it); a patient books one (coaching_bookings). A slot is
// held by at most one booking: a partial unique index on the live bookings decides, so two
// concurrent bookings of one time cannot both succeed, and a reschedule (which moves the booking to
// another slot in one UPDATE) frees the old time in the same statement. A paid call is bought in the
// cart first: a processed order's coaching-call line leaves credits (coaching_credits, one row per
// order); a paid booking uses one, a cancelled one gives it back. The invite travels as an .ics
// attachment of the booking email, so the outbox gains attachments (JSON; null: none).
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('coaching_slots'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    // starts_at + duration_minutes, stored so that "calls completed" is a plain comparison in both dialects.
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  // One open time per start (removed ones do not count).
  await db.schema.createIndex('coaching_slots_one_per_start_idx').unique().on('coaching_slots').column('starts_at').where(sql.ref('removed_at'), 'is', null).execute();

  await withId(db, db.schema.createTable('coaching_bookings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot_id', 'integer', (c) => c.notNull().references('coaching_slots.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('coaching_bookings_user_idx').on('coaching_bookings').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('coaching_bookings_one_per_slot_idx').unique().on('coaching_bookings').column('slot_id').where(sql.ref('status'), '=', 'booked').execute();

  await withId(db, db.schema.createTable('coaching_credits'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coaching_credits_user_idx').on('coaching_credits').column('user_id').execute();

  await db.schema.alterTable('email_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('coaching_credits').execute();
  await db.schema.dropTable('coaching_bookings').execute();
  await db.schema.dropTable('coaching_slots').execute();
}
