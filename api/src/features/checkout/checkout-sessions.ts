// Starting a checkout: the items are priced from the catalogue on the server (never from the
// client), a discount is applied, and the session gets an unguessable id that is part of its
// checkout URL. The payment provider's page lives at that URL (the sandbox provider, issue 5).
import type { Kysely } from 'kysely';
import { randomToken } from '../../common/crypto';
import { badRequest } from '../../common/http-errors';
import type { CheckoutKind, Database } from '../../db/schema';

export interface CheckoutItem {
  slug: string;
  quantity: number;
}

export interface CheckoutLine extends CheckoutItem {
  name: string;
  unit_price_cents: number;
}

export interface StartCheckout {
  userId: number;
  kind: CheckoutKind;
  items: CheckoutItem[];
  testId?: number | null;
  consultId?: number | null;
  discount?: { code: string; cents: number } | null;
}

export interface StartedCheckout {
  id: string;
  token: string;
  checkout_url: string;
  total_cents: number;
}

/** Where the payment page of a checkout session is served (relative to the API origin). */
export const checkoutUrl = (id: string) => `/api/v1/checkout/${id}/`;

/** The answer of every route that starts a checkout. */
export const checkoutUrlResponse = {
  type: 'object',
  properties: { checkout_url: { type: 'string', description: 'The payment page of the new checkout session (a path on this API).' } },
  required: ['checkout_url'],
} as const;

export async function startCheckout(db: Kysely<Database>, input: StartCheckout, now: Date): Promise<StartedCheckout> {
  if (input.items.length === 0) throw badRequest('Nothing to check out.');
  const slugs = [...new Set(input.items.map((i) => i.slug))];
  const products = await db
    .selectFrom('products')
    .select(['slug', 'name', 'price_cents', 'discounted_price_cents'])
    .where('slug', 'in', slugs)
    .where('is_active', '=', true)
    .execute();
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const lines: CheckoutLine[] = input.items.map((item) => {
    const product = bySlug.get(item.slug);
    if (!product) throw badRequest(`Unknown product: ${item.slug}.`);
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 10) throw badRequest('Quantity must be 1 to 10.');
    return { ...item, name: product.name, unit_price_cents: product.discounted_price_cents ?? product.price_cents };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  const discount = Math.min(subtotal, Math.max(0, input.discount?.cents ?? 0));
  const id = randomToken(18);
  const token = randomToken(18);
  await db
    .insertInto('checkout_sessions')
    .values({
      id,
      token,
      user_id: input.userId,
      kind: input.kind,
      test_id: input.testId ?? null,
      consult_id: input.consultId ?? null,
      line_items: JSON.stringify(lines),
      subtotal_cents: subtotal,
      discount_code: input.discount?.code ?? null,
      discount_cents: discount,
      total_cents: subtotal - discount,
      status: 'open',
      created_at: now.toISOString(),
      completed_at: null,
    })
    .execute();
  return { id, token, checkout_url: checkoutUrl(id), total_cents: subtotal - discount };
}
