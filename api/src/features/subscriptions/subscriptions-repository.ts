// Queries on subscriptions (always scoped by the owner) and on the customer-portal links.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { MEMBERSHIP_KIND } from './subscription-rules';

/** A subscription with what it shows of its product and plan. */
export interface SubscriptionRow {
  id: number;
  user_id: number;
  product_id: number;
  slug: string;
  name: string;
  kind: string;
  selling_plan_id: string;
  plan_name: string;
  interval_months: number;
  discount_percentage: number;
  quantity: number;
  unit_price_cents: number;
  status: 'active' | 'cancelled';
  started_at: string;
  next_charge_at: string | null;
  skipped_charges: number;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  ends_at: string | null;
  order_id: number | null;
}

const withProduct = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('selling_plans as sp', 'sp.id', 's.selling_plan_id')
    .select([
      's.id',
      's.user_id',
      's.product_id',
      'p.slug',
      'p.name',
      'p.kind',
      's.selling_plan_id',
      'sp.name as plan_name',
      'sp.interval_months',
      'sp.discount_percentage',
      's.quantity',
      's.unit_price_cents',
      's.status',
      's.started_at',
      's.next_charge_at',
      's.skipped_charges',
      's.cancelled_at',
      's.cancel_reason',
      's.cancel_note',
      's.ends_at',
      's.order_id',
    ])
    .where('s.user_id', '=', userId);

/** The user's subscriptions: active ones first, each group latest started first. */
export async function listSubscriptionsOfUser(db: Kysely<Database>, userId: number): Promise<SubscriptionRow[]> {
  const rows = await withProduct(db, userId).orderBy('s.started_at', 'desc').orderBy('s.id', 'desc').execute();
  return [...rows.filter((r) => r.status === 'active'), ...rows.filter((r) => r.status !== 'active')];
}

/** One subscription of the user (undefined for another user's: callers answer 404). */
export function findSubscriptionOfUser(db: Kysely<Database>, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  return withProduct(db, userId).where('s.id', '=', id).executeTakeFirst();
}

/** The current subscription: the active one started last. */
export function findCurrentSubscription(db: Kysely<Database>, userId: number): Promise<SubscriptionRow | undefined> {
  return withProduct(db, userId).where('s.status', '=', 'active').orderBy('s.started_at', 'desc').orderBy('s.id', 'desc').executeTakeFirst();
}

/** The membership in effect: the active membership started last, else a cancelled one whose paid period runs past `now`. */
export async function findMembership(db: Kysely<Database>, userId: number, now: Date): Promise<SubscriptionRow | undefined> {
  const memberships = withProduct(db, userId).where('p.kind', '=', MEMBERSHIP_KIND).orderBy('s.started_at', 'desc').orderBy('s.id', 'desc');
  return (
    (await memberships.where('s.status', '=', 'active').executeTakeFirst()) ??
    (await memberships.where('s.status', '=', 'cancelled').where('s.ends_at', '>', now.toISOString()).executeTakeFirst())
  );
}

/** Inserts unless the order line already started one (answers whether it inserted). */
export async function insertSubscription(db: Kysely<Database>, row: Insertable<SubscriptionsTable>): Promise<boolean> {
  const result = await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['checkout_session_id', 'order_line_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export type SubscriptionChange = Omit<Updateable<SubscriptionsTable>, 'id' | 'user_id' | 'checkout_session_id' | 'order_id' | 'order_line_key' | 'updated_at'>;

/**
 * Changes an active subscription of the user, guarded on what the change was decided from (still
 * active, and the same next charge), so a repeated or concurrent request changes nothing: answers
 * whether it changed the row.
 */
export async function updateActiveSubscription(
  db: Kysely<Database>,
  sub: Pick<SubscriptionRow, 'id' | 'user_id' | 'next_charge_at'>,
  change: SubscriptionChange,
  now: Date,
): Promise<boolean> {
  let query = db
    .updateTable('subscriptions')
    .set({ ...change, updated_at: now.toISOString() })
    .where('id', '=', sub.id)
    .where('user_id', '=', sub.user_id)
    .where('status', '=', 'active');
  query = sub.next_charge_at === null ? query.where('next_charge_at', 'is', null) : query.where('next_charge_at', '=', sub.next_charge_at);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Undoes the cancel of a subscription whose paid period still runs: active again, charged next when
 * the period ends. Guarded on what was decided from (still cancelled, same end, not yet ended), so a
 * repeated or late request changes nothing: answers whether it changed the row.
 */
export async function resumeCancelledSubscription(db: Kysely<Database>, sub: Pick<SubscriptionRow, 'id' | 'user_id' | 'ends_at'>, now: Date): Promise<boolean> {
  if (!sub.ends_at) return false;
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'active', next_charge_at: sub.ends_at, cancelled_at: null, cancel_reason: null, cancel_note: null, ends_at: null, updated_at: now.toISOString() })
    .where('id', '=', sub.id)
    .where('user_id', '=', sub.user_id)
    .where('status', '=', 'cancelled')
    .where('ends_at', '=', sub.ends_at)
    .where('ends_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setMember(db: Kysely<Database>, userId: number, isMember: boolean): Promise<void> {
  await db.updateTable('users').set({ is_member: isMember }).where('id', '=', userId).execute();
}

/**
 * A membership ends with its paid period: members whose every membership subscription is cancelled
 * and past its `ends_at` stop being members (a member without any membership subscription, set by
 * hand, is left alone). One user, or everyone when userId is absent.
 */
export async function endLapsedMemberships(db: Kysely<Database>, now: Date, userId?: number): Promise<void> {
  const at = now.toISOString();
  let query = db
    .updateTable('users')
    .set({ is_member: false })
    .where('is_member', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscriptions as s')
          .innerJoin('products as p', 'p.id', 's.product_id')
          .select('s.id')
          .whereRef('s.user_id', '=', 'users.id')
          .where('p.kind', '=', MEMBERSHIP_KIND),
      ),
    )
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions as s')
            .innerJoin('products as p', 'p.id', 's.product_id')
            .select('s.id')
            .whereRef('s.user_id', '=', 'users.id')
            .where('p.kind', '=', MEMBERSHIP_KIND)
            .where((w) => w.or([w('s.status', '=', 'active'), w('s.ends_at', '>', at)])),
        ),
      ),
    );
  if (userId !== undefined) query = query.where('id', '=', userId);
  await query.execute();
}

export async function insertPortalToken(db: Kysely<Database>, tokenHash: string, userId: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('subscription_portal_tokens')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/** The user a portal token opens the portal of, while it has not expired. */
export async function findPortalTokenUser(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('subscription_portal_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.user_id;
}

export async function deleteExpiredPortalTokens(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('subscription_portal_tokens').where('expires_at', '<=', now.toISOString()).execute();
}
