// Order transfer: a signed-in user asks for orders that sit in another account (bought before
// registering, or under another login); the owner of the order email confirms through a one-time
// link, and the orders move to the requester.

// Reads and writes that route files and other features use as they are.
export { listRequestsOf } from './order-transfer-repository';

import { HOUR } from '../../common/clock';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import { OneTimeTokens } from '../../common/one-time-tokens';
import type { AppContext } from '../../context';
import { lockUserRow } from '../../db/user-lock';
import type { Recipient } from '../email';
import type { SessionUser } from '../user';
import { transferDoneEmail, transferRequestEmail } from './order-transfer-emails';
import type { TransferPreview } from './order-transfer-schemas';
import { toTransferPreview } from './order-transfer-view';
import {
  findOrderDetails,
  findOrders,
  findPendingRequestByToken,
  insertRequest,
  isProcessing,
  markConfirmed,
  moveOrders,
  pendingRequestsOf,
  type TransferableOrder,
  type TransferRequestWithOrders,
} from './order-transfer-repository';

export const ORDER_TRANSFER_TTL_MS = 24 * HOUR;
export const INVALID_TRANSFER_LINK = 'This order-transfer link is invalid, already used or expired.';

/**
 * Why an order cannot move, if it cannot: something of its account hangs on it (health records, and
 * what the account uses: subscriptions, coaching calls).
 */
function unmovable(o: TransferableOrder): string | undefined {
  const tie = o.consult_id !== null ? 'a consult' : o.test_id !== null || o.activated_kit ? 'a test' : o.subscription ? 'a subscription' : o.coaching ? 'coaching calls' : null;
  return tie === null ? undefined : `Order ${o.id} belongs to ${tie} of its account, which stays with that account: it cannot be moved.`;
}

const sameOrders = (a: string[], b: string[]) => a.length === b.length && a.every((o) => b.includes(o));

export interface RequestedTransfer {
  request: TransferRequestWithOrders;
  /** false: the identical pending request was answered again (no new email). */
  created: boolean;
}

/** Validates the orders, records the request and emails the link to the order email. */
export async function requestTransfer(ctx: AppContext, user: SessionUser, orderIds: string[]): Promise<RequestedTransfer> {
  const now = ctx.clock.now();
  const ids = [...new Set(orderIds)];
  type Outcome = RequestedTransfer & { email?: { hash: string; owner: Recipient } };
  const result = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockUserRow(trx, user.id);
    const orders = await findOrders(trx, ids);
    const missing = ids.find((id) => !orders.some((o) => o.id === id));
    if (missing && (await isProcessing(trx, missing))) {
      throw conflict(`Order ${missing} is still being processed: ask again once it is listed in its account's orders.`);
    }
    if (missing) throw notFound(`No order with checkout id ${missing}.`);
    const own = orders.find((o) => o.user_id === user.id);
    if (own) throw badRequest(`Order ${own.id} is already in your account.`, 'orders');
    if (new Set(orders.map((o) => o.user_id)).size > 1) {
      throw badRequest('These orders were placed with different email addresses: request the orders of each address separately.', 'orders');
    }
    const refusal = orders.map(unmovable).find(Boolean);
    if (refusal) throw badRequest(refusal, 'orders');
    const owner = orders[0];

    const pending = await pendingRequestsOf(trx, user.id, now);
    const same = pending.find((p) => p.owner_user_id === owner.user_id && sameOrders(p.orders, ids));
    if (same) return { request: same, created: false };
    for (const p of pending) {
      const taken = ids.find((id) => p.orders.includes(id));
      if (taken) throw conflict(`Order ${taken} is already in your pending transfer request ${p.id} (until ${p.expires_at}).`);
    }

    const tokens = new OneTimeTokens(trx, { now: () => now });
    const hash = await tokens.issue(owner.user_id, 'order_transfer', ORDER_TRANSFER_TTL_MS);
    const token = (await tokens.find(hash, 'order_transfer'))!;
    const request = await insertRequest(
      trx,
      {
        requesterUserId: user.id,
        ownerUserId: owner.user_id,
        orderEmail: owner.email,
        tokenId: token.id,
        expiresAt: new Date(now.getTime() + ORDER_TRANSFER_TTL_MS),
        orders: ids,
      },
      now,
    );
    return { request, created: true, email: { hash, owner: { email: owner.email, firstName: owner.first_name } } };
  });
  if (result.email) await ctx.mailer.send(transferRequestEmail(ctx.frontendUrl, result.email.owner, user.email, result.request.orders, result.email.hash));
  return { request: result.request, created: result.created };
}

export interface ConfirmedTransfer {
  request: TransferRequestWithOrders;
  moved: string[];
}

/**
 * Moves the request's orders (those its owner still holds) to the requester and uses up the link.
 * `requesterUserId`: the signed-in confirmation, which must come from the requesting account.
 */
export async function confirmTransfer(ctx: AppContext, hash: string, requesterUserId: number | null): Promise<ConfirmedTransfer> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const tokens = new OneTimeTokens(trx, { now: () => now });
    const match = await tokens.find(hash, 'order_transfer');
    const request = match && (await findPendingRequestByToken(trx, match.id));
    if (!match || !request) throw badRequest(INVALID_TRANSFER_LINK, 'hash');
    if (requesterUserId !== null && request.requester_user_id !== requesterUserId) throw notFound('No such order-transfer request.');
    // What was movable when asked may have changed since (a kit activated, a subscription started).
    const held = (await findOrders(trx, request.orders)).filter((o) => o.user_id === request.owner_user_id);
    const refusal = held.map(unmovable).find(Boolean);
    if (refusal) throw conflict(refusal);
    const moved = await moveOrders(trx, request.orders, request.owner_user_id, request.requester_user_id, now);
    if (moved.length === 0) throw conflict('The orders of this request are no longer in the account they were requested from: nothing was moved.');
    if (!(await tokens.consume(match.id))) throw badRequest(INVALID_TRANSFER_LINK, 'hash');
    await markConfirmed(trx, request.id, now);
    const requester = await trx.selectFrom('users').select(['email', 'first_name']).where('id', '=', request.requester_user_id).executeTakeFirstOrThrow();
    return { request: { ...request, status: 'confirmed' as const, confirmed_at: now.toISOString() }, moved, requester };
  });
  await ctx.mailer.send(transferDoneEmail({ email: result.requester.email, firstName: result.requester.first_name }, result.moved));
  return { request: result.request, moved: result.moved };
}

/**
 * What an emailed link would move, without using it up: the requesting account, the orders (number,
 * date, items, total) and whether each is still in the account the link was sent to.
 */
export async function previewTransfer(ctx: AppContext, hash: string): Promise<{ preview: TransferPreview; ownerUserId: number }> {
  const now = ctx.clock.now();
  const tokens = new OneTimeTokens(ctx.db, { now: () => now });
  const match = await tokens.find(hash, 'order_transfer');
  const request = match && (await findPendingRequestByToken(ctx.db, match.id));
  if (!match || !request) throw badRequest(INVALID_TRANSFER_LINK, 'hash');
  const requester = await ctx.db.selectFrom('users').select('email').where('id', '=', request.requester_user_id).executeTakeFirstOrThrow();
  const orders = await findOrderDetails(ctx.db, request.orders);
  return { preview: toTransferPreview(request, requester.email, orders), ownerUserId: request.owner_user_id };
}
