// The shop side of the catalogue: the BV treatment program (a bundle), the care memberships (sold
// only as subscriptions), the STI panel add-on for provider orders, each product's detail-page slug,
// free shipping of the male-partner voucher, and the selling plans (Subscribe & Save). Runs after the
// other seed modules that add products (af-3, vpcr-add-on).
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

interface ShopProduct {
  slug: string;
  name: string;
  kind: 'bundle' | 'membership' | 'add-on';
  sku: string;
  price_cents: number;
  subscription_only?: boolean;
}

/** New products. Membership prices are per delivery of a kit, before the plan's discount. */
export const SHOP_PRODUCTS: ShopProduct[] = [
  { slug: 'bv-treatment-program', name: 'BV Treatment Program', kind: 'bundle', sku: 'BV-PROGRAM', price_cents: 15900 },
  { slug: 'membership_vmt', name: 'Microbiome Membership', kind: 'membership', sku: 'MEM-VMT', price_cents: 14900, subscription_only: true },
  { slug: 'membership_expanded_pcr', name: 'Microbiome Membership + Expanded PCR', kind: 'membership', sku: 'MEM-VMT-PCR', price_cents: 19900, subscription_only: true },
  { slug: 'grandfathered_membership_vmt', name: 'Microbiome Membership (legacy)', kind: 'membership', sku: 'MEM-VMT-LEGACY', price_cents: 9900, subscription_only: true },
  { slug: 'canada_membership_vmt', name: 'Microbiome Membership (Canada)', kind: 'membership', sku: 'MEM-VMT-CA', price_cents: 16900, subscription_only: true },
  // STI-only PCR for provider orders; the shop's wider STI + expanded PCR panel is vpcr-add-on ($99, tests-seed.ts).
  { slug: 'sti-panel-add-on', name: 'STI Panel (add-on)', kind: 'add-on', sku: 'STI-PANEL-ADD-ON', price_cents: 7900 },
];

/** Detail-page slugs of the treatments, the program and the probiotic. */
export const PDP_SLUGS: Record<string, string> = {
  'ba-14': 'boric-acid',
  'af-1': 'fluconazole',
  'af-3': 'fluconazole-3-dose',
  'soo-3': 'soothing-cream',
  'est-1': 'vaginal-estradiol',
  'bv-treatment-program': 'bv-treatment-program',
  'op-4': 'vaginal-probiotic',
};

export const FREE_SHIPPING_SLUGS = ['male-partner-treatment-voucher'];

/** Selling plans; the first of each product is its default. */
export const SELLING_PLANS: { product: string; id: string; name: string; interval_months: number; discount_percentage: number }[] = [
  { product: 'op-4', id: 'op-4-monthly', name: 'Every month', interval_months: 1, discount_percentage: 15 },
  { product: 'op-4', id: 'op-4-every-2-months', name: 'Every 2 months', interval_months: 2, discount_percentage: 10 },
  { product: 'membership_vmt', id: 'membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20 },
  { product: 'membership_vmt', id: 'membership_vmt-biannual', name: 'Every 6 months', interval_months: 6, discount_percentage: 10 },
  { product: 'membership_expanded_pcr', id: 'membership_expanded_pcr-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20 },
  { product: 'membership_expanded_pcr', id: 'membership_expanded_pcr-biannual', name: 'Every 6 months', interval_months: 6, discount_percentage: 10 },
  { product: 'grandfathered_membership_vmt', id: 'grandfathered_membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 0 },
  { product: 'canada_membership_vmt', id: 'canada_membership_vmt-quarterly', name: 'Every 3 months', interval_months: 3, discount_percentage: 20 },
];

export async function seedCatalogue(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('products')
    .values(
      SHOP_PRODUCTS.map((p, i) => ({
        ...p,
        subscription_only: p.subscription_only ?? false,
        discounted_price_cents: null,
        image_url: `/api/static/products/${p.slug}.svg`,
        sort_order: 200 + i,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  for (const [slug, pdp] of Object.entries(PDP_SLUGS)) {
    await trx.updateTable('products').set({ pdp_slug: pdp }).where('slug', '=', slug).execute();
  }
  await trx.updateTable('products').set({ free_shipping: true }).where('slug', 'in', FREE_SHIPPING_SLUGS).execute();

  const products = await trx.selectFrom('products').select(['id', 'slug']).execute();
  const idOf = new Map(products.map((p) => [p.slug, p.id]));
  await trx
    .insertInto('selling_plans')
    .values(SELLING_PLANS.map(({ product, ...plan }, i) => ({ ...plan, product_id: idOf.get(product)!, sort_order: i })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const product of new Set(SELLING_PLANS.map((p) => p.product))) {
    const first = SELLING_PLANS.find((p) => p.product === product)!;
    await trx.updateTable('products').set({ default_selling_plan_id: first.id }).where('slug', '=', product).execute();
  }
}
