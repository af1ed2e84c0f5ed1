// What a provider order contains, priced from the catalogue (never from the client): the
// vaginal microbiome test, plus the STI panel add-on when asked for. That add-on is its own product,
// an STI-only PCR panel for providers: not the shop's vpcr-add-on, the STI + expanded PCR panel a
// patient adds to a kit, which tests for more, opens STI care from her results and costs more. Two products, two prices, on purpose; both screens name which one is bought.
import type { Kysely } from 'kysely';
import { badRequest } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { CheckoutItem } from '../checkout';

export const PROVIDER_TEST_SLUG = 'vaginal-microbiome-test';
export const STI_PANEL_SLUG = 'sti-panel-add-on';

export const orderItems = (addStiPanel: boolean): CheckoutItem[] => [
  { slug: PROVIDER_TEST_SLUG, quantity: 1 },
  ...(addStiPanel ? [{ slug: STI_PANEL_SLUG, quantity: 1 }] : []),
];

/** Unit prices in cents (the discounted price when there is one) of the products on sale. */
export async function unitPrices(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'price_cents', 'discounted_price_cents'])
    .where('slug', 'in', [PROVIDER_TEST_SLUG, STI_PANEL_SLUG])
    .where('is_active', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.slug, r.discounted_price_cents ?? r.price_cents]));
}

/** The price of an order's items (400 when one is no longer on sale). */
export function priceOf(prices: Map<string, number>, addStiPanel: boolean): number {
  return orderItems(addStiPanel).reduce((sum, item) => {
    const price = prices.get(item.slug);
    if (price == null) throw badRequest(`${item.slug} is not on sale.`);
    return sum + price * item.quantity;
  }, 0);
}
