// The fulfilment contract: processing a paid order fulfils each line with a function picked by the
// checkout kind of the order (first) or the line's product kind, then runs the order's own
// fulfilment (by checkout kind). Another area plugs in with one line in a table below and exports
// its `fulfil<Thing>`.
import type { Kysely } from 'kysely';
import type { CheckoutKind, Database } from '../../db/schema';
import type { CheckoutLine } from '../checkout/checkout-sessions';
import { fulfilCart } from '../carts/cart-fulfilment';
import { fulfilVoucher } from '../male-partner/voucher-fulfilment';
import { fulfilProviderOrder } from '../provider/provider-fulfilment';
import { fulfilSubscription } from '../subscriptions/subscription-fulfilment';
import { fulfilExpandedPcr, fulfilTestKit } from './test-fulfilments';


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

const testKit: FulfilmentRule = { name: 'test-kit', fulfil: fulfilTestKit };

/** Every line of a checkout of this kind, instead of its product's fulfilment. */
export const FULFILMENT_BY_CHECKOUT_KIND: Partial<Record<CheckoutKind, FulfilmentRule>> = {
  'vPCR-add-on': { name: 'expanded-pcr', fulfil: fulfilExpandedPcr },
  retest: testKit,
  // The provider order issues its patient's kit itself (at payment or when the patient accepts).
  'provider-order': { name: 'provider-order', fulfil: fulfilProviderOrder },
};

/** A subscription line (Subscribe & Save, memberships), when its checkout kind has no fulfilment. */
export const SUBSCRIPTION_FULFILMENT: FulfilmentRule = { name: 'subscription', fulfil: fulfilSubscription };

/** A one-time line by its product's kind, when its checkout kind has no fulfilment. */
export const FULFILMENT_BY_PRODUCT_KIND: Partial<Record<string, FulfilmentRule>> = {
  test: testKit,
  'male-partner': { name: 'male-partner-voucher', fulfil: fulfilVoucher },
};

/** After the lines of an order of a checkout of this kind. */
export const ORDER_FULFILMENT_BY_CHECKOUT_KIND: Partial<Record<CheckoutKind, OrderFulfilment>> = {
  cart: fulfilCart,
};

/** The fulfilment of a line (undefined: nothing to do beyond shipping it). */
export function fulfilmentOf(checkoutKind: string, productKind: string, isSubscription = false): FulfilmentRule | undefined {
  return FULFILMENT_BY_CHECKOUT_KIND[checkoutKind as CheckoutKind] ?? (isSubscription ? SUBSCRIPTION_FULFILMENT : FULFILMENT_BY_PRODUCT_KIND[productKind]);
}
