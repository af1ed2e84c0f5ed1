// The fulfilment contract: processing a paid order fulfils each line with a function picked by the
// checkout kind of the order (first) or the line's product kind. Another area plugs in with one line
// in a table below and exports its `fulfil<Thing>(f: Fulfilment)`.
import type { Kysely } from 'kysely';
import type { CheckoutKind, Database } from '../../db/schema';
import type { CheckoutLine } from '../checkout/checkout-sessions';
import { fulfilExpandedPcr, fulfilTestKit } from './test-fulfilments';

/** A paid line as the checkout session priced it. */
export type FulfilmentLine = CheckoutLine;

export interface Fulfilment {
  /** Inside the processing transaction: write only through it. */
  trx: Kysely<Database>;
  now: Date;
  /** The buyer. */
  userId: number;
  orderId: number;
  session: { id: string; kind: CheckoutKind; consult_id: number | null; test_id: number | null };
  line: FulfilmentLine;
}

export type LineFulfilment = (f: Fulfilment) => Promise<void>;

/** A fulfilment and the name an order line records once it ran (answered as the line's `fulfilment`). */
export interface FulfilmentRule {
  name: string;
  fulfil: LineFulfilment;
}

const testKit: FulfilmentRule = { name: 'test-kit', fulfil: fulfilTestKit };

/** Every line of a checkout of this kind. */
export const FULFILMENT_BY_CHECKOUT_KIND: Partial<Record<CheckoutKind, FulfilmentRule>> = {
  'vPCR-add-on': { name: 'expanded-pcr', fulfil: fulfilExpandedPcr },
  retest: testKit,
};

/** A line by its product's kind, when its checkout kind has no fulfilment. */
export const FULFILMENT_BY_PRODUCT_KIND: Partial<Record<string, FulfilmentRule>> = {
  test: testKit,
};

/** The fulfilment of a line (undefined: nothing to do beyond shipping it). */
export function fulfilmentOf(checkoutKind: string, productKind: string): FulfilmentRule | undefined {
  return FULFILMENT_BY_CHECKOUT_KIND[checkoutKind as CheckoutKind] ?? FULFILMENT_BY_PRODUCT_KIND[productKind];
}
