// The payment provider behind the checkout URL. The platform decides what a session costs and what
// paying it means (payments-service.ts, offered to the provider as `Checkouts`); a provider shows
// the session to the buyer at GET /api/v1/checkout/{checkout_id}/ and reports the outcome. The sandbox
// (sandbox-routes.ts) is the one implementation; a real provider implements this interface (its
// page would redirect to its hosted checkout, its webhook would call pay/decline) and is chosen in
// buildApp.
import type { FastifyRequest } from 'fastify';
import type { SchemaTypedApp } from '../../common/typed-routes';
import type { Checkout } from './payments-service';

/** What the platform offers a provider's routes. Each call is audited for the session's buyer. */
export interface Checkouts {
  /** The session with its lines, delivery choices and (once paid) order; 404 for an unknown id. */
  show(request: FastifyRequest, checkoutId: string): Promise<Checkout>;
  /** Marks an open session paid, creates its order and processes it (the browser need not come back); answers the URL the browser goes back to (a paid session: the same URL again). */
  pay(request: FastifyRequest, checkoutId: string, deliveryMethod: string | undefined): Promise<string>;
  /** Marks an open session declined; answers the URL the browser goes back to. */
  decline(request: FastifyRequest, checkoutId: string): Promise<string>;
}

export interface PaymentProvider {
  readonly name: string;
  /** Registers GET /api/v1/checkout/{checkout_id}/ (checkoutUrl) and the routes through which the provider reports outcomes. */
  registerRoutes(app: SchemaTypedApp, checkouts: Checkouts): void;
}
