// Routes: asking for orders held by another account, and confirming with the emailed link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { type ConfirmedTransfer, confirmTransfer, listRequestsOf, previewTransfer, requestTransfer } from './order-transfer-service';
import { transferConfirmedResponse, transferHashBody, transferPreviewSchema, transferRequestBody, transferRequestSchema } from './order-transfer-schemas';
import { toTransferRequestView } from './order-transfer-view';
import { access } from '../../common/access-policy';

const LIST_LIMIT = 50;

const INVALID_HASH = 'An unknown, used or expired hash: 400 {detail, field: hash}, nothing changes (so confirming twice changes nothing the second time).';

export async function orderTransferFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['orders'] };

  /** One audit entry per order moved: the data of the account it left. */
  async function confirmed(request: FastifyRequest, result: ConfirmedTransfer) {
    await audit(
      ctx.db,
      ctx.clock,
      request,
      'update',
      result.moved.map((id) => ({ type: 'order', id, subjectUserId: result.request.owner_user_id })),
    );
    const n = result.moved.length;
    return { detail: `${n === 1 ? 'The order was' : `${n} orders were`} moved to the requesting account.`, orders: result.moved };
  }

  app.get(
    '/api/v1/order-transfer-verification/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        security: bearer,
        summary: "The caller's order-transfer requests",
        description: `The transfer requests the signed-in user made, newest first (at most ${LIST_LIMIT}), each with its status (pending, expired, confirmed), its orders (checkout ids) and the masked address the link went to. Orders of other accounts are never listed here: what they hold is theirs until the owner of the order email confirms, so nothing is "eligible" before the caller names it. Not health data (ids and dates only): not audited.`,
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: transferRequestSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = ctx.clock.now();
      return (await listRequestsOf(ctx.db, user.id, LIST_LIMIT)).map((r) => toTransferRequestView(r, now));
    },
  );

  app.post(
    '/api/v1/order-transfer-verification/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        security: bearer,
        summary: 'Ask to move orders into your account',
        description: [
          "`orders`: 1-20 checkout ids of processed orders that sit in ONE other account (e.g. bought before registering, or under another login). Emails the address of that account a one-time link to /order-transfer-confirm/?hash=... (valid 24 hours); once confirmed the orders (their lines and kits not yet activated, the checkout session they were paid in and any vouchers bought in them) belong to the caller and are listed by GET /api/v1/orders/. Answers the request (201).",
          '- Unknown or unpaid checkout id: 404 {detail} naming it. Paid but not processed into an order yet: 409 {detail}. An order already in the caller\'s account, orders of different accounts, or an order tied to its account (its consult or test, a kit from it activated as a test, a subscription or coaching calls it started: they stay with the account that took them): 400 {detail, field: orders}. Nothing is written on any refusal.',
          '- Double submission: the same orders while the request is pending answer that request again (200, no second email). An order already in another pending request of the caller: 409.',
          'Audited: create of the request, with the owner of the orders as subject.',
        ].join('\n'),
        querystring: noQuery,
        body: transferRequestBody,
        response: { 200: transferRequestSchema, 201: transferRequestSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await requestTransfer(ctx, user, request.body.orders);
      if (result.created) {
        await audit(ctx.db, ctx.clock, request, 'create', { type: 'order_transfer_request', id: result.request.id, subjectUserId: result.request.owner_user_id });
      }
      return reply.code(result.created ? 201 : 200).send(toTransferRequestView(result.request, ctx.clock.now()));
    },
  );

  app.post(
    '/api/v1/order-transfer-verification-details/',
    {
      config: { access: access.linkHolder() },
      schema: {
        ...common,
        summary: 'What an order-transfer link would move',
        description: `The confirmation pages (/order-transfer-confirm/ and /verify-account-order-transfer/) call this first, to show what confirming moves: the requesting account, each order's number, date, items and total, and whether it is still in the account the link was sent to. No sign-in needed (the hash proves access to the order email, as for the confirmation); the link is not used up. The hash travels in the body, not the URL, so it stays out of access logs. ${INVALID_HASH.replace(' (so confirming twice changes nothing the second time)', '')} Audited: read of each order, with its owner as subject.`,
        querystring: noQuery,
        body: transferHashBody,
        response: { 200: transferPreviewSchema, ...errors(400) },
      },
    },
    async (request) => {
      const { preview, ownerUserId } = await previewTransfer(ctx, request.body.hash);
      await audit(
        ctx.db,
        ctx.clock,
        request,
        'read',
        preview.orders.map((o) => ({ type: 'order', id: o.checkout_id, subjectUserId: ownerUserId })),
      );
      return preview;
    },
  );

  app.post(
    '/api/v1/order-transfer-verification-confirm/',
    {
      config: { access: access.linkHolder() },
      schema: {
        ...common,
        summary: 'Confirm an order transfer (emailed link)',
        description: `The page /order-transfer-confirm/?hash=... calls this: no sign-in needed, since the hash itself proves access to the order email (the link may be opened on another device). Moves the request's orders that the account still holds to the requesting account, uses up the link and emails the requester. ${INVALID_HASH} If none of the orders is left to move (moved by another request meanwhile), or one became tied to its account since the request (see the request route): 409, nothing moves. Audited: update of each order moved.`,
        querystring: noQuery,
        body: transferHashBody,
        response: { 200: transferConfirmedResponse, ...errors(400, 409) },
      },
    },
    async (request) => confirmed(request, await confirmTransfer(ctx, request.body.hash, null)),
  );

  app.post(
    '/api/v1/account-order-transfer-verification-confirm/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        tags: ['auth'],
        security: bearer,
        summary: 'Confirm an order transfer from the requesting account',
        description: `The same confirmation, for the page /verify-account-order-transfer/?hash=... when the visitor is signed in: it must be the requesting account (the one the orders move to; any other account: 404 {detail}, nothing changes). ${INVALID_HASH} Nothing left to move, or an order tied to its account since: 409. Audited: update of each order moved.`,
        querystring: noQuery,
        body: transferHashBody,
        response: { 200: transferConfirmedResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => confirmed(request, await confirmTransfer(ctx, request.body.hash, currentUser(request).id)),
  );
}
