// Male-partner treatment vouchers (bought by a consumer, redeemed by her partner at his checkout)
// and order-transfer requests (moving paid orders into the signed-in account once the owner of
// the order email confirms). Orders are paid checkout sessions here: an order's checkout_id is
// its session id.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('product_slug', 'text', (c) => c.notNull())
    .addColumn('buyer_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purchase_checkout_id', 'text', (c) => c.notNull().references('checkout_sessions.id').onDelete('cascade'))
    // 1..quantity of the order line: (order, product, unit) is unique, so fulfilling a line twice issues nothing new.
    .addColumn('unit', 'integer', (c) => c.notNull())
    .addColumn('redemption_checkout_id', 'text', (c) => c.references('checkout_sessions.id').onDelete('set null'))
    .addColumn('reserved_at', 'text')
    .addColumn('redeemed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vouchers_purchase_unit_uq', ['purchase_checkout_id', 'product_slug', 'unit'])
    .execute();
  await db.schema.createIndex('vouchers_buyer_idx').on('vouchers').column('buyer_user_id').execute();
  await db.schema.createIndex('vouchers_redemption_idx').on('vouchers').column('redemption_checkout_id').execute();

  await withId(db, db.schema.createTable('order_transfer_requests'))
    .addColumn('requester_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_email', 'text', (c) => c.notNull())
    // Housekeeping deletes long-expired one-time tokens; the request then stays as history.
    .addColumn('one_time_token_id', 'integer', (c) => c.references('one_time_tokens.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('order_transfer_requests_requester_idx')
    .on('order_transfer_requests')
    .columns(['requester_user_id', 'id'])
    .execute();
  await db.schema.createIndex('order_transfer_requests_token_idx').on('order_transfer_requests').column('one_time_token_id').execute();

  await db.schema
    .createTable('order_transfer_request_orders')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('order_transfer_requests.id').onDelete('cascade'))
    .addColumn('checkout_id', 'text', (c) => c.notNull().references('checkout_sessions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('order_transfer_request_orders_pk', ['request_id', 'checkout_id'])
    .execute();
  await db.schema
    .createIndex('order_transfer_request_orders_checkout_idx')
    .on('order_transfer_request_orders')
    .column('checkout_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_transfer_request_orders', 'order_transfer_requests', 'vouchers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
