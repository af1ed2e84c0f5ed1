// The catalogue grows what a shop needs: a product's detail-page slug, free shipping, whether it is
// sold only as a subscription and its default selling plan; and the selling plans themselves
// (Subscribe & Save: an interval and a discount percentage, one product each).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  const columns: [string, string, (c: any) => any][] = [
    ['pdp_slug', 'text', (c) => c],
    ['free_shipping', 'boolean', (c) => c.notNull().defaultTo(false)],
    ['subscription_only', 'boolean', (c) => c.notNull().defaultTo(false)],
    ['default_selling_plan_id', 'text', (c) => c],
  ];
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('products').addColumn(name, type as any, build).execute();
  }

  await db.schema
    .createTable('selling_plans')
    // A readable, stable id (e.g. 'op-4-monthly'): carts and subscriptions name plans by it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('interval_months', 'integer', (c) => c.notNull())
    .addColumn('discount_percentage', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('selling_plans_product_idx').on('selling_plans').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('selling_plans').ifExists().execute();
  for (const name of ['default_selling_plan_id', 'subscription_only', 'free_shipping', 'pdp_slug']) {
    await db.schema.alterTable('products').dropColumn(name).execute();
  }
}
