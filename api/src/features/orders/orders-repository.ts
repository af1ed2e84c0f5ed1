// Queries on orders. Reads for a consumer are scoped by the owner's user id; the payment side finds
// an order by its checkout id (a secret only the buyer's browser holds).
import { randomInt } from 'node:crypto';
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema';
import { PRE_SUBMIT } from '../consults';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
/** A new order; without an order_number it gets a new one (the seed names its own). */
export type NewOrder = Omit<Insertable<OrdersTable>, 'order_number' | 'id'> & { order_number?: string };
export type NewOrderLine = Omit<Insertable<OrderLinesTable>, 'id' | 'order_id'>;

/**
 * An order is open while it still waits on its buyer: not processed yet, a kit from it not
 * activated yet, or its consult's intake not submitted yet (IN, OR, ST).
 */
export function isOpenOrder(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.or([
    eb('orders.status', '=', 'paid'),
    eb.exists(
      eb
        .selectFrom('order_test_kits as otk')
        .innerJoin('test_kits as tk', 'tk.id', 'otk.test_kit_id')
        .select('otk.test_kit_id')
        .whereRef('otk.order_id', '=', 'orders.id')
        .where((inner) => inner.not(inner.exists(inner.selectFrom('user_tests as ut').select('ut.id').whereRef('ut.hash', '=', 'tk.hash')))),
    ),
    eb.exists(
      eb
        .selectFrom('consults as c')
        .select('c.id')
        .whereRef('c.id', '=', 'orders.consult_id')
        .where('c.status', 'in', [...PRE_SUBMIT]),
    ),
  ]);
}

export type ListedOrder = OrderRow & { is_open: unknown };

export interface OrderListQuery {
  open?: boolean;
  limit: number;
  offset: number;
}

/** The user's orders, latest first (optionally only the open ones). */
export async function listOrdersOfUser(db: Kysely<Database>, userId: number, q: OrderListQuery): Promise<ListedOrder[]> {
  let query = db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) => isOpenOrder(eb).as('is_open'))
    .where('orders.user_id', '=', userId);
  if (q.open !== undefined) query = query.where((eb) => (q.open ? isOpenOrder(eb) : eb.not(isOpenOrder(eb))));
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(q.limit).offset(q.offset).execute();
}

/** One order by id with its open flag. */
export async function findListedOrder(db: Kysely<Database>, orderId: number): Promise<ListedOrder> {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .select((eb) => isOpenOrder(eb).as('is_open'))
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Any user's order of a checkout session (the payment side: the checkout id is the secret). */
export async function findOrderByCheckoutId(db: Kysely<Database>, checkoutId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('checkout_id', '=', checkoutId).executeTakeFirst();
}

export async function findOrderOfUserByCheckoutId(db: Kysely<Database>, userId: number, checkoutId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('checkout_id', '=', checkoutId).executeTakeFirst();
}

export async function findOrderByNumber(db: Kysely<Database>, orderNumber: string, checkoutId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).where('checkout_id', '=', checkoutId).executeTakeFirst();
}

/** The one order number format, FL- and eight digits: new orders, and the seed's fixed numbers. */
export const formatOrderNumber = (digits: number): string => `FL-${String(digits).padStart(8, '0')}`;

/** A human-readable order number no order has yet. */
async function newOrderNumber(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const number = formatOrderNumber(randomInt(10_000_000, 100_000_000));
    if (!(await db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirst())) return number;
  }
}

export async function insertOrder(db: Kysely<Database>, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const row = await db
    .insertInto('orders')
    .values({ ...order, order_number: order.order_number ?? (await newOrderNumber(db)) })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (lines.length) await db.insertInto('order_lines').values(lines.map((l) => ({ ...l, order_id: row.id }))).execute();
  return row;
}

/** paid -> processed, guarded by the status so that only one of two concurrent requests wins. */
export async function markProcessed(db: Kysely<Database>, orderId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('orders')
    .set({ status: 'processed', processed_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listOrderLines(db: Kysely<Database>, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function setOrderConsult(db: Kysely<Database>, orderId: number, consultId: number): Promise<void> {
  await db.updateTable('orders').set({ consult_id: consultId }).where('id', '=', orderId).execute();
}

export async function findOrderNumber(db: Kysely<Database>, orderId: number): Promise<string> {
  return (await db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow()).order_number;
}

/** The user's consult an order paid for (by id). */
export async function findConsultOfOrder(db: Kysely<Database>, userId: number, consultId: number) {
  return db.selectFrom('consults').selectAll().where('id', '=', consultId).where('user_id', '=', userId).executeTakeFirst();
}

/** A consult is paid: its paid_at, and care_purchased on its test. */
export async function markConsultPaid(db: Kysely<Database>, consult: { id: number; test_id: number | null }, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('consults').set({ paid_at: at }).where('id', '=', consult.id).execute();
  if (consult.test_id !== null) {
    await db.updateTable('user_tests').set({ care_purchased: true, updated_at: at }).where('id', '=', consult.test_id).execute();
  }
}

export async function linkOrderKit(db: Kysely<Database>, orderId: number, testKitId: number): Promise<void> {
  await db.insertInto('order_test_kits').values({ order_id: orderId, test_kit_id: testKitId }).execute();
}

export async function recordLineFulfilment(db: Kysely<Database>, lineId: number, name: string): Promise<void> {
  await db.updateTable('order_lines').set({ fulfilment: name }).where('id', '=', lineId).execute();
}

/** Links an unattached order to the user (guarded: an order attached meanwhile stays as it is). */
export async function attachOrderToUser(db: Kysely<Database>, orderId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ user_id: userId, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface OrderKit {
  order_id: number;
  hash: string;
  /** The kit was attached (activated) as a test. */
  activated: boolean;
}

export interface OrderParts {
  lines: Map<number, OrderLineRow[]>;
  kits: Map<number, OrderKit[]>;
  consults: Map<number, { uid: string; type: string; status: string }>;
  tests: Map<number, string>;
}

/** The lines, kits, consult and test of some orders, in one query each. */
export async function loadOrderParts(db: Kysely<Database>, orders: OrderRow[]): Promise<OrderParts> {
  const parts: OrderParts = { lines: new Map(), kits: new Map(), consults: new Map(), tests: new Map() };
  if (orders.length === 0) return parts;
  const ids = orders.map((o) => o.id);
  const consultIds = orders.flatMap((o) => (o.consult_id === null ? [] : [o.consult_id]));
  const testIds = orders.flatMap((o) => (o.test_id === null ? [] : [o.test_id]));
  const [lines, kits, consults, tests] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_test_kits as otk')
      .innerJoin('test_kits as tk', 'tk.id', 'otk.test_kit_id')
      .leftJoin('user_tests as ut', 'ut.hash', 'tk.hash')
      .select(['otk.order_id', 'tk.hash', 'ut.id as test_id'])
      .where('otk.order_id', 'in', ids)
      .orderBy('tk.id')
      .execute(),
    consultIds.length
      ? db.selectFrom('consults').select(['id', 'uid', 'type', 'status']).where('id', 'in', consultIds).execute()
      : Promise.resolve([]),
    testIds.length ? db.selectFrom('user_tests').select(['id', 'hash']).where('id', 'in', testIds).execute() : Promise.resolve([]),
  ]);
  for (const l of lines) parts.lines.set(l.order_id, [...(parts.lines.get(l.order_id) ?? []), l]);
  for (const k of kits) {
    parts.kits.set(k.order_id, [...(parts.kits.get(k.order_id) ?? []), { order_id: k.order_id, hash: k.hash, activated: k.test_id !== null }]);
  }
  for (const c of consults) parts.consults.set(c.id, { uid: c.uid, type: c.type, status: c.status });
  for (const t of tests) parts.tests.set(t.id, t.hash);
  return parts;
}
