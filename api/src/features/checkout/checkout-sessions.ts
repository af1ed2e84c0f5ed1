// Starting a checkout: the items are priced from the catalogue on the server (never from the
// client), a discount is applied, and the session gets an unguessable id that is part of its
// checkout URL. The payment provider's page lives at that URL (the sandbox provider, issue 5).
import type { Kysely } from 'kysely';
import { randomToken } from '../../common/crypto';
import { badRequest } from '../../common/http-errors';
import type { CheckoutKind, Database } from '../../db/schema';
import { bool } from '../../db/values';
import { findProductsBySlugs, planPriceCents, sellingPlansOf, unitPriceCents } from '../products';

export interface CheckoutItem {
  slug: string;
  quantity: number;
  /** A subscription, priced with its selling plan's discount (the product's default plan when none is named). */
  is_subscription?: boolean;
  selling_plan_id?: string | null;
}

/** A priced line; is_subscription and selling_plan_id are present only on a subscription line. */
export interface CheckoutLine {
  slug: string;
  quantity: number;
  name: string;
  unit_price_cents: number;
  is_subscription?: true;
  selling_plan_id?: string;
}

export interface StartCheckout {
  userId: number;
  kind: CheckoutKind;
  items: CheckoutItem[];
  testId?: number | null;
  consultId?: number | null;
  /** A care checkout whose consult does not exist yet: the consult type its paid order creates (order-consult.ts). */
  consultType?: string | null;
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

/** A checkout kind that always buys a consult of one type (created when its order is processed). */
const CONSULT_TYPE_OF_KIND: Partial<Record<CheckoutKind, string>> = { 'ungated-rx': 'ungated-rx' };

export async function startCheckout(db: Kysely<Database>, input: StartCheckout, now: Date): Promise<StartedCheckout> {
  if (input.items.length === 0) throw badRequest('Nothing to check out.');
  const products = await findProductsBySlugs(db, [...new Set(input.items.map((i) => i.slug))]);
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const plans = await sellingPlansOf(db, products.map((p) => p.id));
  const lines: CheckoutLine[] = input.items.map(({ slug, quantity, is_subscription, selling_plan_id }) => {
    const product = bySlug.get(slug);
    if (!product) throw badRequest(`Unknown product: ${slug}.`);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10) throw badRequest('Quantity must be 1 to 10.');
    const line = { slug, quantity, name: product.name, unit_price_cents: unitPriceCents(product) };
    if (!is_subscription) {
      if (selling_plan_id != null) throw badRequest(`A selling plan needs is_subscription (${slug}).`);
      if (bool(product.subscription_only)) throw badRequest(`${slug} is sold only as a subscription.`);
      return line;
    }
    const planId = selling_plan_id ?? product.default_selling_plan_id;
    const plan = (plans.get(product.id) ?? []).find((p) => p.id === planId);
    if (!plan) throw badRequest(planId ? `Unknown selling plan ${planId} for ${slug}.` : `${slug} is not sold as a subscription.`);
    return { ...line, unit_price_cents: planPriceCents(line.unit_price_cents, plan.discount_percentage), is_subscription: true, selling_plan_id: plan.id };
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
      consult_type: input.consultType ?? CONSULT_TYPE_OF_KIND[input.kind] ?? null,
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
