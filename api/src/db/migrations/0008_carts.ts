// Shopping carts: one active cart per user (a partial unique index, so two concurrent "get or
// create" calls cannot make two), its lines (one per product), and the checkout it last started.
import { type Kysely, sql } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('carts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('consult_id', 'integer', (c) => c.references('consults.id').onDelete('set null'))
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('ordered_at', 'text')
    .execute();
  await db.schema.createIndex('carts_user_idx').on('carts').column('user_id').execute();
  await db.schema.createIndex('carts_one_active_idx').unique().on('carts').column('user_id').where(sql.ref('status'), '=', 'active').execute();
  await db.schema.createIndex('carts_checkout_idx').on('carts').column('checkout_session_id').execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('is_subscription', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('selling_plan_id', 'text', (c) => c.references('selling_plans.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_product_uq', ['cart_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').ifExists().execute();
  await db.schema.dropTable('carts').ifExists().execute();
}
