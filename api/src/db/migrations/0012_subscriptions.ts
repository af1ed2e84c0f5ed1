// Subscriptions (Subscribe & Save and care memberships): one row per subscribed product of a paid
// order line, with its plan, the price per delivery fixed on the server, the charge schedule and how
// it ended; and the short-lived links of the sandbox customer portal (stored as digests only).
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('selling_plan_id', 'text', (c) => c.notNull().references('selling_plans.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('next_charge_at', 'text')
    .addColumn('skipped_charges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_note', 'text')
    .addColumn('ends_at', 'text')
    // The order that started it: the checkout session (which has the lines) and the order id; null
    // for demo data. The paid line it came from (slug/plan at the time) is fixed: one subscription per order line.
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id'))
    .addColumn('order_id', 'integer')
    .addColumn('order_line_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_order_line_uq', ['checkout_session_id', 'order_line_key'])
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('subscription_portal_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_portal_tokens_expiry_idx').on('subscription_portal_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_portal_tokens').ifExists().execute();
  await db.schema.dropTable('subscriptions').ifExists().execute();
}
