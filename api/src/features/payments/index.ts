// The payments plugin: the platform's side of a checkout (payments-service.ts, audited here) behind
// the payment provider chosen in buildApp: `app.register(paymentsFeature(sandboxPaymentProvider, FULFILMENTS), ctx)`.

// The public surface: what other features and the rest of api/src may use.
export { sandboxPaymentProvider } from './sandbox-routes';

import type { FastifyInstance } from 'fastify';
import type { Fulfilments } from '../../common/fulfilment';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { audit } from '../audit';
import { processPaidOrder } from '../orders';
import type { Checkouts, PaymentProvider } from './payment-provider';
import { declineSession, loadCheckout, paySession } from './payments-service';

export function paymentsFeature(provider: PaymentProvider, fulfilments: Fulfilments) {
  return async function payments(fastify: FastifyInstance, ctx: AppContext) {
    // Sessions are named in the audit trail by their id (an order's checkout_id), orders by their number.
    const checkouts: Checkouts = {
      async show(request, id) {
        const checkout = await loadCheckout(ctx.db, ctx.frontendUrl, id);
        await audit(ctx.db, ctx.clock, request, 'read', { type: 'checkout_session', id, subjectUserId: checkout.session.user_id });
        return checkout;
      },
      async pay(request, id, delivery) {
        const paid = await paySession(ctx.db, ctx.frontendUrl, id, delivery, ctx.clock.now());
        const order = { type: 'order', id: paid.order.order_number, subjectUserId: paid.order.user_id };
        await audit(ctx.db, ctx.clock, request, paid.created ? 'create' : 'read', order);
        // The provider's notification of the payment: the order is processed here, whether or not
        // the browser ever comes back (its POST /orders/process then answers the same order). A
        // failure leaves the order paid for that call, or the next notification, to process.
        try {
          const { touched } = await processPaidOrder(ctx.db, paid.order, { now: ctx.clock.now(), frontendUrl: ctx.frontendUrl, fulfilments });
          for (const action of ['create', 'update'] as const) {
            if (touched[action].length) await audit(ctx.db, ctx.clock, request, action, touched[action]);
          }
        } catch (err) {
          request.log.error({ err, order: paid.order.order_number }, 'processing the paid order failed; the buyer\'s return processes it');
        }
        return paid.redirect;
      },
      async decline(request, id) {
        const declined = await declineSession(ctx.db, ctx.frontendUrl, id, ctx.clock.now());
        const ref = { type: 'checkout_session', id, subjectUserId: declined.session.user_id };
        await audit(ctx.db, ctx.clock, request, declined.changed ? 'update' : 'read', ref);
        return declined.redirect;
      },
    };
    provider.registerRoutes(schemaTyped(fastify), checkouts);
  };
}
