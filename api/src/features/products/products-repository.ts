import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dollars } from '../../db/values';

export interface ProductView {
  id: number;
  name: string;
  image_url: string;
  /** Dollars. */
  price: number;
  /** Dollars; null when there is no discount. */
  discounted_price: number | null;
  slug: string;
}

/** The JSON schema of a ProductView (SPEC §3 Product). */
export const productSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    image_url: { type: 'string' },
    price: { type: 'number', description: 'Dollars.' },
    discounted_price: { type: ['number', 'null'], description: 'Dollars; null without a discount.' },
    slug: { type: 'string' },
  },
  required: ['id', 'name', 'image_url', 'price', 'discounted_price', 'slug'],
} as const;

export async function listActiveProducts(db: Kysely<Database>): Promise<ProductView[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'image_url', 'price_cents', 'discounted_price_cents', 'slug'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image_url: r.image_url,
    price: dollars(r.price_cents) ?? 0,
    discounted_price: dollars(r.discounted_price_cents),
    slug: r.slug,
  }));
}
