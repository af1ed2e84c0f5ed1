// Catalogue queries. Product kinds: treatment, bundle (a treatment program), routine-essential,
// care, membership (a care subscription), male-partner, test (the kit), add-on (bought with a test
// or a provider order, never on its own). Other areas read the catalogue through this module.
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductsShopColumns, ProductsTable, SellingPlansTable } from '../../db/schema';
import { dollars } from '../../db/values';
import type { ProductView } from './product-schemas';

/** A catalogue row with its shop columns (booleans as the driver returns them: read with bool()). */
export type CatalogueProduct = Selectable<ProductsTable & ProductsShopColumns>;
export type SellingPlan = Selectable<SellingPlansTable>;

export const toProductView = (r: CatalogueProduct): ProductView => ({
  id: r.id,
  name: r.name,
  image_url: r.image_url,
  price: dollars(r.price_cents) ?? 0,
  discounted_price: dollars(r.discounted_price_cents),
  slug: r.slug,
});

const active = (db: Kysely<Database>) => db.selectFrom('products').selectAll().where('is_active', '=', true);

export async function listActiveProducts(db: Kysely<Database>): Promise<ProductView[]> {
  const rows = await active(db).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toProductView);
}

/** A product on sale by id (undefined when unknown or inactive). */
export function findProductById(db: Kysely<Database>, id: number): Promise<CatalogueProduct | undefined> {
  return active(db).where('id', '=', id).executeTakeFirst();
}

/** A product on sale by slug (undefined when unknown or inactive). */
export function findProductBySlug(db: Kysely<Database>, slug: string): Promise<CatalogueProduct | undefined> {
  return active(db).where('slug', '=', slug).executeTakeFirst();
}

/** The products on sale among these slugs, in catalogue order (unknown or inactive ones are missing). */
export async function findProductsBySlugs(db: Kysely<Database>, slugs: readonly string[]): Promise<CatalogueProduct[]> {
  if (!slugs.length) return [];
  return active(db).where('slug', 'in', [...slugs]).orderBy('sort_order').orderBy('id').execute();
}

/** The products on sale among these ids, in catalogue order. */
export async function findProductsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<CatalogueProduct[]> {
  if (!ids.length) return [];
  return active(db).where('id', 'in', [...ids]).orderBy('sort_order').orderBy('id').execute();
}

/** The selling plans of each product (product id -> plans in display order; no entry: no plans). */
export async function sellingPlansOf(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, SellingPlan[]>> {
  const out = new Map<number, SellingPlan[]>();
  if (!productIds.length) return out;
  const rows = await db
    .selectFrom('selling_plans')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r]);
  return out;
}

/** The products on sale of these kinds, in catalogue order, with their shop columns. */
export function listActiveProductsOfKinds(db: Kysely<Database>, kinds: readonly string[]): Promise<CatalogueProduct[]> {
  return active(db).where('kind', 'in', [...kinds]).orderBy('sort_order').orderBy('id').execute();
}
