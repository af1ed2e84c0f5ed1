// Routes: the caller's orders, processing a paid order, attaching an order placed with the caller's
// email. Another user's order answers 404. What fulfils an order is chosen in buildApp:
// `app.register(ordersFeature(FULFILMENTS), ctx)`.

// The public surface: what other features and the rest of api/src may use.
export { DELIVERY_METHODS, DELIVERY_OPTIONS, deliveryOption, ships } from './delivery';
export type { DeliveryOption } from './delivery';
export { orderConfirmationEmail } from './order-email';
export { findOrderByCheckoutId, insertOrder, processPaidOrder } from './orders-service';
export type { OrderRow } from './orders-service';
export { fulfilExpandedPcr, fulfilTestKit, KIT_LAB } from './test-fulfilments';

import type { FastifyInstance } from 'fastify';
import type { Fulfilments } from '../../common/fulfilment';
import { badRequest } from '../../common/http-errors';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors } from '../../schemas/common';
import { audit } from '../audit';
import { attachBody, DEFAULT_ORDER_PAGE, MAX_ORDER_PAGE, orderSchema, ordersQuery, processBody } from './order-schemas';
import { toOrderView } from './order-view';
import { attachOrder, listOrdersOfUser, loadOrderParts, processOrder } from './orders-service';
import { access } from '../../common/access-policy';

export function ordersFeature(fulfilments: Fulfilments) {
  return async function orders(fastify: FastifyInstance, ctx: AppContext) {
    const app = schemaTyped(fastify);
    const common = { tags: ['orders'], security: bearer };
    const orderRef = (orderNumber: string, subjectUserId: number) => ({ type: 'order', id: orderNumber, subjectUserId });

    app.get(
      '/api/v1/orders/',
      {
        config: { access: access.signedIn() },
        schema: {
          ...common,
          summary: "The caller's orders",
          description: [
            'The signed-in user\'s orders, latest first, as a plain array (`?limit=1` answers the latest order).',
            `Paged with limit (1-${MAX_ORDER_PAGE}, default ${DEFAULT_ORDER_PAGE}) and offset (default 0).`,
            '`?open=true` answers only open orders: an order is open while it still waits on its buyer — not processed yet (status paid), a test kit from it not activated yet, or its consult\'s intake not submitted yet (consult status IN, OR or ST). `?open=false` answers the others.',
            'Each order carries business_verticals (test, care, shop) and order_type (UX = ungated-rx, as SPEC names it; MP, CR, TE, SH are the team\'s codes, see the schema).',
            'Orders are audited as read (object type order): they show what care a person bought.',
          ].join('\n'),
          querystring: ordersQuery,
          response: { 200: { type: 'array', items: orderSchema }, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const limit = request.query.limit === undefined ? DEFAULT_ORDER_PAGE : Number(request.query.limit);
        if (limit < 1 || limit > MAX_ORDER_PAGE) throw badRequest(`limit must be 1 to ${MAX_ORDER_PAGE}.`, 'limit');
        const open = request.query.open === undefined ? undefined : request.query.open === 'true';
        const rows = await listOrdersOfUser(ctx.db, user.id, { open, limit, offset: Number(request.query.offset ?? 0) });
        const parts = await loadOrderParts(ctx.db, rows);
        await audit(ctx.db, ctx.clock, request, 'read', rows.map((r) => orderRef(r.order_number, user.id)));
        return rows.map((r) => toOrderView(r, parts));
      },
    );

    app.post(
      '/api/v1/orders/process',
      {
        config: { access: access.signedIn() },
        schema: {
          ...common,
          summary: 'Process a paid order',
          description: [
            'Completes the order of a paid checkout session, in one transaction. The front end calls it on the page the payment provider sent the browser back to (the query carries checkout_id, checkout_token and order_email). The payment provider\'s notification has usually processed the order already (see POST /api/v1/checkout/{checkout_id}/pay/): then this answers it as it is.',
            "Only the caller's own order, and all three values must match; anything else (unknown, another user's order, wrong token or email) answers 404.",
            '- Care: the consult the order paid for moves IN -> OR (ordered) and is marked paid, and its test gets care_purchased; a consult in another status is left as it is. A care checkout whose consult did not exist yet (a cart of treatments, see POST /api/v1/cart/{id}/checkout/; an ungated-rx checkout started from a test) creates that consult now, in this transaction, in status OR, or takes over the caller\'s open consult of that type (of that test, for vaginitis) instead; consult_uid names it.',
            '- Test kits (product kind test, and the retest checkout): one new kit per unit, listed in test_kits with its code; activate it with POST /api/v1/user-tests/ {hash}.',
            '- PCR add-on (checkout kind vPCR-add-on): marks the test it was bought for.',
            "Each line's `fulfilment` names what ran for it. Processing again changes nothing and answers the same order (200).",
            'Audited: the order (update; read on a repeat), the consult (update, or create), the test (update) and each kit (create).',
          ].join('\n'),
          body: processBody,
          response: { 200: orderSchema, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { order, touched } = await processOrder(ctx.db, user, request.body, { now: ctx.clock.now(), frontendUrl: ctx.frontendUrl, fulfilments });
        for (const action of ['create', 'update', 'read'] as const) {
          if (touched[action].length) await audit(ctx.db, ctx.clock, request, action, touched[action]);
        }
        return order;
      },
    );

    app.put(
      '/api/v1/orders/attach',
      {
        config: { access: access.signedIn() },
        schema: {
          ...common,
          summary: 'Attach an order placed with your email',
          description: [
            'Links an order that was placed with the caller\'s email but is not linked to an account (e.g. bought as a guest) to the caller, and answers it.',
            'Rules: order_number and checkout_id must both match the same order, and its order_email must be the caller\'s email (case-insensitive); otherwise — unknown, attached to someone else, placed with another email — 404 (an order placed with another email moves through order-transfer verification instead).',
            'The caller\'s email must be verified (403 otherwise): the email is what proves the order is theirs. An order already attached to the caller answers 200 as it is (idempotent).',
          ].join('\n'),
          body: attachBody,
          response: { 200: orderSchema, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { order, attached } = await attachOrder(ctx.db, user, request.body, ctx.clock.now());
        await audit(ctx.db, ctx.clock, request, attached ? 'update' : 'read', orderRef(order.order_number, user.id));
        return order;
      },
    );
  };
}
