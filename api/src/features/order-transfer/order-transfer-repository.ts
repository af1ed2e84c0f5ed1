// Queries of order transfers. The movable thing is an order (a processed paid checkout, named by its
// checkout_id); `moveOrders` is the one place that changes an order's owner.
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTransferRequestsTable } from '../../db/schema';

export type TransferRequestRow = Selectable<OrderTransferRequestsTable>;

export interface TransferRequestWithOrders extends TransferRequestRow {
  orders: string[];
}

/**
 * The processed orders among these checkout ids that sit in an account, with that account's email and what
 * ties each order to it: its consult or test, a kit from it activated as a test, a subscription or
 * coaching calls it started (all records of the account that took them).
 */
export async function findOrders(db: Kysely<Database>, checkoutIds: string[]) {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.checkout_id as id', 'o.user_id', 'o.consult_id', 'o.test_id', 'u.email', 'u.first_name'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('order_test_kits as otk')
            .innerJoin('test_kits as tk', 'tk.id', 'otk.test_kit_id')
            .innerJoin('user_tests as ut', 'ut.hash', 'tk.hash')
            .select('otk.order_id')
            .whereRef('otk.order_id', '=', 'o.id'),
        )
        .as('activated_kit'),
      eb
        .exists(
          eb
            .selectFrom('subscriptions as sub')
            .select('sub.id')
            .where((w) => w.or([w('sub.order_id', '=', w.ref('o.id')), w('sub.checkout_session_id', '=', w.ref('o.checkout_id'))])),
        )
        .as('subscription'),
      eb.exists(eb.selectFrom('coaching_credits as cc').select('cc.id').whereRef('cc.order_id', '=', 'o.id')).as('coaching'),
    ])
    .where('o.checkout_id', 'in', checkoutIds)
    .where('o.status', '=', 'processed')
    // the inner join on users keeps only orders that sit in an account
    .$narrowType<{ user_id: number }>()
    .execute();
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return rows.map((r) => ({ ...r, activated_kit: Boolean(r.activated_kit), subscription: Boolean(r.subscription), coaching: Boolean(r.coaching) }));
}

export type TransferableOrder = Awaited<ReturnType<typeof findOrders>>[number];

/** A paid checkout whose order is not processed yet (or not created yet). */
export async function isProcessing(db: Kysely<Database>, checkoutId: string): Promise<boolean> {
  const row = await db
    .selectFrom('checkout_sessions as s')
    .leftJoin('orders as o', 'o.checkout_id', 's.id')
    .select('s.id')
    .where('s.id', '=', checkoutId)
    .where('s.status', '=', 'paid')
    .where((eb) => eb.or([eb('o.status', 'is', null), eb('o.status', '=', 'paid')]))
    .executeTakeFirst();
  return row !== undefined;
}

async function withOrders(db: Kysely<Database>, rows: TransferRequestRow[]): Promise<TransferRequestWithOrders[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('order_transfer_request_orders')
    .select(['request_id', 'checkout_id'])
    .where(
      'request_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('checkout_id')
    .execute();
  return rows.map((r) => ({ ...r, orders: links.filter((l) => l.request_id === r.id).map((l) => l.checkout_id) }));
}

/** The requester's transfer requests, newest first. */
export async function listRequestsOf(db: Kysely<Database>, requesterUserId: number, limit: number): Promise<TransferRequestWithOrders[]> {
  const rows = await db
    .selectFrom('order_transfer_requests')
    .selectAll()
    .where('requester_user_id', '=', requesterUserId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withOrders(db, rows);
}

/** The requester's requests still waiting for confirmation (not expired). */
export async function pendingRequestsOf(db: Kysely<Database>, requesterUserId: number, now: Date): Promise<TransferRequestWithOrders[]> {
  const rows = await db
    .selectFrom('order_transfer_requests')
    .selectAll()
    .where('requester_user_id', '=', requesterUserId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now.toISOString())
    .execute();
  return withOrders(db, rows);
}

export async function findPendingRequestByToken(db: Kysely<Database>, tokenId: number): Promise<TransferRequestWithOrders | undefined> {
  const row = await db
    .selectFrom('order_transfer_requests')
    .selectAll()
    .where('one_time_token_id', '=', tokenId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row && (await withOrders(db, [row]))[0];
}

export interface NewTransferRequest {
  requesterUserId: number;
  ownerUserId: number;
  orderEmail: string;
  tokenId: number;
  expiresAt: Date;
  orders: string[];
}

export async function insertRequest(db: Kysely<Database>, r: NewTransferRequest, now: Date): Promise<TransferRequestWithOrders> {
  const row = await db
    .insertInto('order_transfer_requests')
    .values({
      requester_user_id: r.requesterUserId,
      owner_user_id: r.ownerUserId,
      order_email: r.orderEmail,
      one_time_token_id: r.tokenId,
      status: 'pending',
      created_at: now.toISOString(),
      expires_at: r.expiresAt.toISOString(),
      confirmed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_transfer_request_orders')
    .values(r.orders.map((checkout_id) => ({ request_id: row.id, checkout_id })))
    .execute();
  return { ...row, orders: [...r.orders].sort() };
}

export async function markConfirmed(db: Kysely<Database>, requestId: number, now: Date): Promise<void> {
  await db
    .updateTable('order_transfer_requests')
    .set({ status: 'confirmed', confirmed_at: now.toISOString() })
    .where('id', '=', requestId)
    .execute();
}

/**
 * Moves the orders that `from` still holds to `to`: the order (its lines and not yet activated kits
 * follow it), the checkout session it was paid in, and the vouchers bought in it; answers the
 * checkout ids moved. The caller has refused orders tied to their account (see findOrders).
 */
export async function moveOrders(db: Kysely<Database>, checkoutIds: string[], fromUserId: number, toUserId: number, now: Date): Promise<string[]> {
  if (checkoutIds.length === 0) return [];
  const held = await db.selectFrom('orders').select('checkout_id').where('checkout_id', 'in', checkoutIds).where('user_id', '=', fromUserId).execute();
  const ids = held.map((h) => h.checkout_id);
  if (ids.length === 0) return [];
  await db.updateTable('orders').set({ user_id: toUserId, updated_at: now.toISOString() }).where('checkout_id', 'in', ids).where('user_id', '=', fromUserId).execute();
  await db.updateTable('checkout_sessions').set({ user_id: toUserId }).where('id', 'in', ids).where('user_id', '=', fromUserId).execute();
  await db.updateTable('vouchers').set({ buyer_user_id: toUserId }).where('purchase_checkout_id', 'in', ids).where('buyer_user_id', '=', fromUserId).execute();
  return ids.sort();
}

export interface TransferOrderDetails {
  checkout_id: string;
  order_number: string | null;
  user_id: number;
  status: string;
  ordered_at: string;
  line_items: string;
  total_cents: number;
}

/** The orders of a request as their owner bought them (the order number once the order was processed). */
export async function findOrderDetails(db: Kysely<Database>, checkoutIds: string[]): Promise<TransferOrderDetails[]> {
  if (checkoutIds.length === 0) return [];
  const rows = await db
    .selectFrom('checkout_sessions as s')
    .leftJoin('orders as o', 'o.checkout_id', 's.id')
    .select(['s.id', 'o.order_number', 's.user_id', 's.status', 's.created_at', 's.completed_at', 's.line_items', 's.total_cents'])
    .where('s.id', 'in', checkoutIds)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    checkout_id: r.id,
    order_number: r.order_number ?? null,
    user_id: r.user_id,
    status: r.status,
    ordered_at: String(r.completed_at ?? r.created_at),
    line_items: r.line_items,
    total_cents: r.total_cents,
  }));
}
