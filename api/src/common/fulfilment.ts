// The fulfilment contract: processing a paid order fulfils each line with a rule picked by the
// checkout kind of the order (first) or the line's product kind, then runs the order's own
// fulfilment (by checkout kind). An area exports its `fulfil<Thing>` against these types and
// buildApp registers it (FULFILMENTS in app.ts), so the orders area and the areas it fulfils for
// never import each other.
import type { Kysely } from 'kysely';
import type { CheckoutKind, Database } from '../db/schema';
import type { CheckoutLine } from '../features/checkout';

export interface Fulfilment {
  /** Inside the processing transaction: write only through it. */
  trx: Kysely<Database>;
  now: Date;
  /** The platform's address, for links in emails. */
  frontendUrl: string;
  /** The buyer. */
  userId: number;
  orderId: number;
  session: { id: string; kind: CheckoutKind; consult_id: number | null; test_id: number | null };
  line: CheckoutLine;
}

export type LineFulfilment = (f: Fulfilment) => Promise<void>;

/** A fulfilment and the name an order line records once it ran (answered as the line's `fulfilment`). */
export interface FulfilmentRule {
  name: string;
  fulfil: LineFulfilment;
}

/** Once per order, after its lines (e.g. a cart's checkout: the cart is done). */
export type OrderFulfilment = (f: Omit<Fulfilment, 'line'>) => Promise<void>;

export interface FulfilmentTables {
  /** Every line of a checkout of this kind, instead of its product's fulfilment. */
  byCheckoutKind: Partial<Record<CheckoutKind, FulfilmentRule>>;
  /** A subscription line (Subscribe & Save, memberships), when its checkout kind has no fulfilment. */
  subscription: FulfilmentRule;
  /** A one-time line of this product (by slug), before its kind's fulfilment (e.g. coaching-call, a 'care' product). */
  byProductSlug?: Partial<Record<string, FulfilmentRule>>;
  /** A one-time line by its product's kind, when its checkout kind has no fulfilment. */
  byProductKind: Partial<Record<string, FulfilmentRule>>;
  /** After the lines of an order of a checkout of this kind. */
  orderByCheckoutKind: Partial<Record<CheckoutKind, OrderFulfilment>>;
}

export interface Fulfilments {
  /** The fulfilment of a line (undefined: nothing to do beyond shipping it). */
  ofLine(checkoutKind: string, productKind: string, isSubscription?: boolean, productSlug?: string): FulfilmentRule | undefined;
  /** The order's own fulfilment, after its lines (undefined: none). */
  ofOrder(checkoutKind: string): OrderFulfilment | undefined;
}

export function fulfilmentRegistry(tables: FulfilmentTables): Fulfilments {
  return {
    ofLine: (checkoutKind, productKind, isSubscription = false, productSlug) =>
      tables.byCheckoutKind[checkoutKind as CheckoutKind] ??
      (isSubscription ? tables.subscription : ((productSlug !== undefined ? tables.byProductSlug?.[productSlug] : undefined) ?? tables.byProductKind[productKind])),
    ofOrder: (checkoutKind) => tables.orderByCheckoutKind[checkoutKind as CheckoutKind],
  };
}
