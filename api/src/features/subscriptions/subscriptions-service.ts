// The rules of subscriptions: starting one from a paid order line, skipping the next delivery,
// changing plan or type (priced again from the catalogue), cancelling (the paid period runs out),
// the next charge with or without a discount, and membership (users.is_member) following them.

// Reads and writes that route files and other features use as they are.
export { endLapsedMemberships, findMembership, listSubscriptionsOfUser, updateActiveSubscription } from './subscriptions-repository';
export type { SubscriptionRow } from './subscriptions-repository';

import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import type { CheckoutLine } from '../checkout';
import { type CatalogueProduct, findProductBySlug, findProductsBySlugs, planPriceCents, type SellingPlan, sellingPlansOf, unitPriceCents } from '../products';
import {
  addMonths,
  type CancelReason,
  type Discount,
  discountCents,
  DOWNGRADE,
  MEMBERSHIP_KIND,
  MEMBERSHIP_SWAP_TYPES,
  membershipActions,
  SWAPPABLE_MEMBERSHIPS,
  UPGRADE,
} from './subscription-rules';
import {
  deleteExpiredPortalTokens,
  endLapsedMemberships,
  findCurrentSubscription,
  findMembership,
  findSubscriptionOfUser,
  insertSubscription,
  resumeCancelledSubscription,
  setMember,
  type SubscriptionRow,
  updateActiveSubscription,
} from './subscriptions-repository';

export const NO_SUBSCRIPTION = 'You have no active subscription.';

/** A plan one can move a subscription to, with its product and the unit price it would have. */
export interface PlanOption {
  product: CatalogueProduct;
  plan: SellingPlan;
  unitPriceCents: number;
}

export interface StartSubscription {
  userId: number;
  orderId: number;
  sessionId: string;
  /** A paid line (the orders module types is_subscription as a boolean). */
  line: Pick<CheckoutLine, 'slug' | 'quantity' | 'unit_price_cents' | 'selling_plan_id'> & { is_subscription?: boolean };
  now: Date;
}

/**
 * Starts the subscription of a paid subscription line (idempotent per order line): the plan and the
 * unit price are the line's, priced by startCheckout from the catalogue. A membership makes the buyer a member.
 */
export async function startSubscription(db: Kysely<Database>, input: StartSubscription): Promise<void> {
  const { line, now } = input;
  if (!line.is_subscription) return;
  const product = await findProductBySlug(db, line.slug);
  const plan = product && (await sellingPlansOf(db, [product.id])).get(product.id)?.find((p) => p.id === line.selling_plan_id);
  // startCheckout priced the line with this plan: anything else is a broken order, not a user error.
  if (!product || !plan) throw new Error(`Cannot start a subscription of ${line.slug} on plan ${line.selling_plan_id}.`);
  const at = now.toISOString();
  const inserted = await insertSubscription(db, {
    user_id: input.userId,
    product_id: product.id,
    selling_plan_id: plan.id,
    quantity: line.quantity,
    unit_price_cents: line.unit_price_cents,
    status: 'active',
    started_at: at,
    next_charge_at: addMonths(now, plan.interval_months),
    cancelled_at: null,
    cancel_reason: null,
    cancel_note: null,
    ends_at: null,
    checkout_session_id: input.sessionId,
    order_id: input.orderId,
    order_line_key: `${line.slug}/${plan.id}`,
    updated_at: at,
  });
  if (inserted && product.kind === MEMBERSHIP_KIND) await setMember(db, input.userId, true);
}

/** The caller's current subscription (the active one started last), after ending lapsed memberships. */
export async function currentSubscriptionOf(db: Kysely<Database>, userId: number, now: Date): Promise<SubscriptionRow> {
  await endLapsedMemberships(db, now, userId);
  const sub = await findCurrentSubscription(db, userId);
  if (!sub) throw notFound(NO_SUBSCRIPTION);
  return sub;
}

/** One of the user's subscriptions (404 for another user's or an unknown id). */
export async function subscriptionOfUser(db: Kysely<Database>, userId: number, id: number): Promise<SubscriptionRow> {
  const sub = await findSubscriptionOfUser(db, userId, id);
  if (!sub) throw notFound('No such subscription.');
  return sub;
}

// --- Skipping ---

export type SkipOutcome = 'skipped' | 'already-skipped';

/**
 * Skips the delivery due at `chargeAt` (the one the caller saw): the next charge moves one plan
 * interval on. When that delivery is no longer the next one (skipped already: a repeated form), nothing changes.
 */
export async function skipNextCharge(db: Kysely<Database>, sub: SubscriptionRow, chargeAt: string, now: Date): Promise<SkipOutcome> {
  if (sub.status !== 'active' || !sub.next_charge_at) throw conflict('This subscription is cancelled: there is no delivery to skip.');
  if (new Date(chargeAt).getTime() !== new Date(sub.next_charge_at).getTime()) return 'already-skipped';
  const changed = await updateActiveSubscription(
    db,
    sub,
    { next_charge_at: addMonths(sub.next_charge_at, sub.interval_months), skipped_charges: sub.skipped_charges + 1 },
    now,
  );
  return changed ? 'skipped' : 'already-skipped';
}

// --- Changing plan or type ---

/** The plans a subscription may move to: its product's, and for a membership those of the membership types on offer. */
export async function planOptions(db: Kysely<Database>, sub: Pick<SubscriptionRow, 'slug'>): Promise<PlanOption[]> {
  const slugs = SWAPPABLE_MEMBERSHIPS.includes(sub.slug) ? [...new Set([sub.slug, ...MEMBERSHIP_SWAP_TYPES])] : [sub.slug];
  const products = await findProductsBySlugs(db, slugs);
  const plans = await sellingPlansOf(db, products.map((p) => p.id));
  return products.flatMap((product) =>
    (plans.get(product.id) ?? []).map((plan) => ({ product, plan, unitPriceCents: planPriceCents(unitPriceCents(product), plan.discount_percentage) })),
  );
}

/**
 * Moves an active subscription to another plan (of its product or, for a membership, of another
 * membership type), priced again from the catalogue; the next charge date stays. The current plan
 * is a no-op. Answers whether it changed anything.
 */
export async function changePlan(db: Kysely<Database>, sub: SubscriptionRow, target: PlanOption, now: Date): Promise<boolean> {
  if (sub.status !== 'active') throw conflict('This subscription is cancelled: it can no longer change.');
  if (target.plan.id === sub.selling_plan_id) return false;
  const changed = await updateActiveSubscription(
    db,
    sub,
    { product_id: target.product.id, selling_plan_id: target.plan.id, unit_price_cents: target.unitPriceCents },
    now,
  );
  if (!changed) throw conflict('This subscription changed meanwhile; reload it and try again.');
  return true;
}

/** The plan of another type a subscription moves to: the one with the same interval, else the type's default. */
function planOfType(options: PlanOption[], slug: string, sub: SubscriptionRow): PlanOption | undefined {
  const ofType = options.filter((o) => o.product.slug === slug);
  return ofType.find((o) => o.plan.interval_months === sub.interval_months) ?? ofType.find((o) => o.plan.id === o.product.default_selling_plan_id) ?? ofType[0];
}

/** The caller's active membership subscription (`missing` answers when there is none). */
async function activeMembership(db: Kysely<Database>, userId: number, now: Date, missing: (detail: string) => Error): Promise<SubscriptionRow> {
  await endLapsedMemberships(db, now, userId);
  const membership = await findMembership(db, userId, now);
  if (!membership) throw missing('You are not a member.');
  if (membership.status !== 'active') throw missing(`Your membership is cancelled; it ends on ${membership.ends_at?.slice(0, 10)}.`);
  return membership;
}

/**
 * POST /api/v1/subscription/swap/: the caller's membership becomes `type` (a membership type on
 * offer). Answers the subscription and whether it changed (the same type is a no-op).
 */
export async function swapMembershipType(db: Kysely<Database>, userId: number, type: string, now: Date): Promise<{ sub: SubscriptionRow; changed: boolean }> {
  if (!(MEMBERSHIP_SWAP_TYPES as readonly string[]).includes(type)) {
    const product = await findProductBySlug(db, type);
    throw badRequest(
      product?.kind === MEMBERSHIP_KIND
        ? `${type} cannot be swapped to; choose one of ${MEMBERSHIP_SWAP_TYPES.join(', ')}.`
        : `Unknown subscription type ${type}; choose one of ${MEMBERSHIP_SWAP_TYPES.join(', ')}.`,
      'subscription_type',
    );
  }
  const sub = await activeMembership(db, userId, now, notFound);
  if (sub.slug === type) return { sub, changed: false };
  if (!SWAPPABLE_MEMBERSHIPS.includes(sub.slug)) throw conflict(`A ${sub.name} cannot change type.`);
  const target = planOfType(await planOptions(db, sub), type, sub);
  if (!target) throw conflict(`${type} is not on sale at the moment.`);
  await changePlan(db, sub, target, now);
  return { sub: await subscriptionOfUser(db, userId, sub.id), changed: true };
}

/** Upgrade (membership_vmt or the legacy one -> expanded PCR) or downgrade (expanded PCR -> membership_vmt); 409 for any other move. */
export async function moveMembership(db: Kysely<Database>, userId: number, direction: 'upgrade' | 'downgrade', now: Date): Promise<SubscriptionRow> {
  const move = direction === 'upgrade' ? UPGRADE : DOWNGRADE;
  const sub = await activeMembership(db, userId, now, conflict);
  if (!(move.from as readonly string[]).includes(sub.slug)) {
    throw conflict(sub.slug === move.to ? `Your membership is already ${sub.name}.` : `A ${sub.name} cannot be ${direction}d.`);
  }
  const target = planOfType(await planOptions(db, sub), move.to, sub);
  if (!target) throw conflict(`${move.to} is not on sale at the moment.`);
  await changePlan(db, sub, target, now);
  return subscriptionOfUser(db, userId, sub.id);
}

// --- Cancelling ---

/**
 * Cancels an active subscription: no more charges; what was paid runs until the next charge would
 * have been (`ends_at`). A membership stays a membership until then (endLapsedMemberships).
 */
export async function cancelSubscription(db: Kysely<Database>, sub: SubscriptionRow, reason: CancelReason, note: string | null, now: Date): Promise<void> {
  if (sub.status !== 'active') throw conflict('This subscription is already cancelled.');
  const changed = await updateActiveSubscription(
    db,
    sub,
    { status: 'cancelled', cancelled_at: now.toISOString(), cancel_reason: reason, cancel_note: note, ends_at: sub.next_charge_at ?? now.toISOString(), next_charge_at: null },
    now,
  );
  if (!changed) throw conflict('This subscription is already cancelled.');
}

export async function cancelMembership(db: Kysely<Database>, userId: number, reason: CancelReason, note: string | null, now: Date): Promise<SubscriptionRow> {
  const sub = await activeMembership(db, userId, now, conflict);
  await cancelSubscription(db, sub, reason, note, now);
  return subscriptionOfUser(db, userId, sub.id);
}

/**
 * POST /api/v1/membership/resume/: undoes the cancel of the caller's membership while its paid period
 * runs: the same membership, active again, charged next when the period would have ended (nothing
 * charged now). Anything else (active, none, ended) is 409 and writes nothing.
 */
export async function resumeMembership(db: Kysely<Database>, userId: number, now: Date): Promise<SubscriptionRow> {
  await endLapsedMemberships(db, now, userId);
  const membership = await findMembership(db, userId, now);
  if (!membership) throw conflict('You have no membership to resume: become a member in the shop.');
  if (!membershipActions(membership).can_resume) throw conflict('Your membership is active: there is nothing to resume.');
  if (!(await resumeCancelledSubscription(db, membership, now))) throw conflict('Your membership changed meanwhile; reload it and try again.');
  return subscriptionOfUser(db, userId, membership.id);
}

// --- Next charge ---

export interface NextCharge {
  sub: SubscriptionRow;
  subtotalCents: number;
  discount: (Discount & { cents: number }) | null;
  totalCents: number;
}

/** The next charge of an active subscription: its price per delivery, less a known discount (never below zero). */
export function nextCharge(sub: SubscriptionRow, discount: Discount | null): NextCharge {
  const subtotalCents = sub.unit_price_cents * sub.quantity;
  const off = discount ? discountCents(subtotalCents, discount) : 0;
  return { sub, subtotalCents, discount: discount && { ...discount, cents: off }, totalCents: subtotalCents - off };
}

/** Periodic upkeep (server start, then hourly): lapsed memberships end, expired portal links go. */
export async function subscriptionHousekeeping(db: Kysely<Database>, now: Date): Promise<void> {
  await endLapsedMemberships(db, now);
  await deleteExpiredPortalTokens(db, now);
}
