// Queries on carts and their lines, always scoped by the owner.
import type { Kysely, Selectable } from 'kysely';
import type { CartItemsTable, CartItemType, CartsTable, Database } from '../../db/schema';

export type CartRow = Selectable<CartsTable>;
export type CartItemRow = Selectable<CartItemsTable>;

/** How many of a user's carts a list shows (the active one and the latest ordered ones). */
export const CART_LIST_LIMIT = 20;

export function findActiveCart(db: Kysely<Database>, userId: number): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
}

/** Inserts an active cart unless the user has one (the partial unique index decides); answers whether it inserted. */
export async function insertActiveCart(db: Kysely<Database>, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .insertInto('carts')
    .values({ user_id: userId, status: 'active', consult_id: null, checkout_session_id: null, created_at: at, updated_at: at, ordered_at: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The user's carts: the active one first, then the others latest first. */
export async function listCartsOfUser(db: Kysely<Database>, userId: number): Promise<CartRow[]> {
  const rows = await db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(CART_LIST_LIMIT)
    .execute();
  return [...rows.filter((r) => r.status === 'active'), ...rows.filter((r) => r.status !== 'active')];
}

/** One cart of the user (undefined for another user's: callers answer 404). */
export function findCartOfUser(db: Kysely<Database>, userId: number, id: number): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The lines of these carts, in the order they were added. */
export async function itemsOfCarts(db: Kysely<Database>, cartIds: readonly number[]): Promise<CartItemRow[]> {
  if (!cartIds.length) return [];
  return db.selectFrom('cart_items').selectAll().where('cart_id', 'in', [...cartIds]).orderBy('id').execute();
}

export interface CartLineWrite {
  product_id: number;
  item_type: CartItemType;
  is_subscription: boolean;
  selling_plan_id: string | null;
  quantity: number;
}

export async function insertCartLine(db: Kysely<Database>, cartId: number, line: CartLineWrite, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.insertInto('cart_items').values({ ...line, cart_id: cartId, created_at: at, updated_at: at }).execute();
}

export async function updateCartLine(db: Kysely<Database>, lineId: number, line: CartLineWrite, now: Date): Promise<void> {
  await db.updateTable('cart_items').set({ ...line, updated_at: now.toISOString() }).where('id', '=', lineId).execute();
}

export async function deleteCartLines(db: Kysely<Database>, cartId: number, lineIds: readonly number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', 'in', [...lineIds]).execute();
}

/**
 * Marks the cart changed: its last checkout no longer shows what it holds. Guarded on 'active', so
 * a cart ordered meanwhile is not touched (answers false).
 */
export async function touchActiveCart(db: Kysely<Database>, cartId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ checkout_session_id: null, updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Links the cart to the checkout just started, only while it still links `previousSessionId` (what
 * the caller read): answers false when a concurrent checkout of the cart linked its own first.
 */
export async function linkCheckout(
  db: Kysely<Database>,
  cartId: number,
  previousSessionId: string | null,
  sessionId: string,
  consultId: number | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ checkout_session_id: sessionId, consult_id: consultId, updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .where('checkout_session_id', previousSessionId === null ? 'is' : '=', previousSessionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The checkout session a cart last started, if it is the user's. */
export function findSession(db: Kysely<Database>, userId: number, id: string) {
  return db.selectFrom('checkout_sessions').select(['id', 'status', 'consult_id', 'consult_type', 'test_id']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A paid checkout's cart becomes ordered (once: only an active cart changes). */
export async function markCartOrdered(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('carts')
    .set({ status: 'ordered', ordered_at: at, updated_at: at })
    .where('checkout_session_id', '=', sessionId)
    .where('status', '=', 'active')
    .execute();
}

/** The uids of the consults linked to these carts (id -> uid). */
export async function consultUids(db: Kysely<Database>, consultIds: readonly number[]): Promise<Map<number, string>> {
  if (!consultIds.length) return new Map();
  const rows = await db.selectFrom('consults').select(['id', 'uid']).where('id', 'in', [...new Set(consultIds)]).execute();
  return new Map(rows.map((r) => [r.id, r.uid]));
}
