// Orders: what a paid checkout session became (its lines, delivery and totals), the test kits an
// order created, and the mark an expanded PCR panel purchase leaves on its test.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // user_id is null for an order placed with an email but not yet attached to an account.
  await withId(db, db.schema.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('order_email', 'text', (c) => c.notNull())
    .addColumn('checkout_id', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_token', 'text', (c) => c.notNull())
    .addColumn('checkout_kind', 'text', (c) => c.notNull())
    .addColumn('consult_id', 'integer', (c) => c.references('consults.id').onDelete('set null'))
    .addColumn('test_id', 'integer', (c) => c.references('user_tests.id').onDelete('set null'))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_method', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('is_subscription', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('selling_plan_id', 'text')
    .addColumn('fulfilment', 'text')
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_test_kits')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('test_kit_id', 'integer', (c) => c.notNull().unique().references('test_kits.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('order_test_kits_order_idx').on('order_test_kits').column('order_id').execute();

  await db.schema.alterTable('user_tests').addColumn('expanded_pcr_ordered_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tests').dropColumn('expanded_pcr_ordered_at').execute();
  for (const table of ['order_test_kits', 'order_lines', 'orders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
