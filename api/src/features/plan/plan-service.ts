// My Plan's rules: a ready test's plan (made from its result on first read, then kept), marking an
// item done, feedback on the plan, and moving a member's next test up. Decisions (SPEC shows none):
// - GET /api/v1/plan/ is the plan of her latest ready test; without one it answers 404 "No ready
//   test." (the screen shows its empty state).
// - A later read adds only the items a rule calls for that the test lacks: text and done-marks of
//   stored items never change, so regenerating never wipes a mark.
// - Moving the next test up is a membership benefit: the active membership's next charge (which
//   ships her next kit) moves to tomorrow. Not a member: 409 naming the RETEST20 retest instead; a
//   next kit already due within MOVE_UP_MIN_DAYS: 409 saying when it ships.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import { conflict, notFound } from '../../common/http-errors';
import type { Database } from '../../db/schema';
import { bool } from '../../db/values';
import { endLapsedMemberships, findMembership, updateActiveSubscription } from '../subscriptions';
import { conditionsOf, findLatestTestOfUser, infectionState, listMicrobes, ownTest, RESULTS_NOT_READY, RETEST_DISCOUNTS, type TestRow } from '../tests';
import {
  findLatestPlanFeedback,
  findPlanItem,
  findProductLinks,
  insertMissingPlanItems,
  insertPlanFeedback,
  listPlanItems,
  type PlanItemRow,
  setPlanItemDone,
} from './plan-repository';
import { planItemsFor } from './plan-rules';
import type { Feedback, FeedbackView, NextTestView, PlanItemView, PlanView, ProductLink } from './plan-schemas';

export const NO_READY_TEST = 'No ready test.';
export const NO_SUCH_PLAN_ITEM = 'No plan item with this id.';
export const MOVE_UP_MIN_DAYS = 7;
const RETEST_CODE = Object.keys(RETEST_DISCOUNTS)[0];
export const NOT_A_MEMBER = `Moving your next test up is a membership benefit. You can order a retest now with code ${RETEST_CODE} for $${RETEST_DISCOUNTS[RETEST_CODE] / 100} off.`;

type PlanTest = Pick<TestRow, 'id' | 'hash' | 'user_id' | 'status' | 'valencia_type' | 'results_ready_at'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'MMM d, yyyy' (SPEC §9), in UTC. */
const displayDate = (iso: string) => {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

const toItemView = (row: PlanItemRow, products: Map<string, ProductLink>): PlanItemView => ({
  id: row.id,
  key: row.key,
  category: row.category,
  title: row.title,
  why: row.why,
  position: row.position,
  done: bool(row.done),
  done_at: row.done_at,
  due_date: row.due_date,
  product: (row.product_slug && products.get(row.product_slug)) || null,
});

async function presentItems(db: Kysely<Database>, rows: PlanItemRow[]): Promise<PlanItemView[]> {
  const products = await findProductLinks(db, rows.flatMap((r) => (r.product_slug ? [r.product_slug] : [])));
  return rows.map((r) => toItemView(r, products));
}

export async function nextTestOf(db: Kysely<Database>, userId: number, now: Date): Promise<NextTestView> {
  await endLapsedMemberships(db, now, userId);
  const membership = await findMembership(db, userId, now);
  const active = membership?.status === 'active' ? membership : undefined;
  const nextKitAt = active?.next_charge_at ?? null;
  return {
    is_member: !!active,
    next_kit_at: nextKitAt,
    can_move_up: !!nextKitAt && new Date(nextKitAt).getTime() - now.getTime() > MOVE_UP_MIN_DAYS * DAY,
  };
}

/** The plan of a ready test, stored on first read. */
async function planOf(db: Kysely<Database>, test: PlanTest, now: Date): Promise<PlanView> {
  if (test.status !== 'ready') throw conflict(RESULTS_NOT_READY);
  const microbes = await listMicrobes(db, test.id);
  const cst = test.valencia_type ?? '';
  let rows = await listPlanItems(db, test.id);
  const rules = planItemsFor({ valencia_type: cst, results_ready_at: test.results_ready_at, microbes }, now);
  const stored = new Set(rows.map((r) => r.key));
  if (rules.some((r) => !stored.has(r.key))) {
    await insertMissingPlanItems(db, test.id, rules, now);
    rows = await listPlanItems(db, test.id);
  }
  const items = await presentItems(db, rows);
  const [feedback, nextTest] = await Promise.all([findLatestPlanFeedback(db, test.id), nextTestOf(db, test.user_id, now)]);
  return {
    hash: test.hash,
    valencia_type: cst,
    infection_state: infectionState(cst),
    conditions: conditionsOf(cst, microbes),
    results_ready_at: test.results_ready_at,
    items,
    done_count: items.filter((i) => i.done).length,
    total_count: items.length,
    feedback: feedback ?? null,
    next_test: nextTest,
  };
}

/** GET /api/v1/plan/: the plan of her latest ready test (404 without one). */
export async function latestPlan(db: Kysely<Database>, userId: number, now: Date): Promise<PlanView> {
  const latest = await findLatestTestOfUser(db, userId, { status: 'ready' });
  if (!latest) throw notFound(NO_READY_TEST);
  return planOf(db, { ...latest, user_id: userId }, now);
}

/** GET /api/v1/user-tests/{hash}/plan/: the plan of one of her tests (404 another's, 409 not ready). */
export async function testPlan(db: Kysely<Database>, userId: number, hash: string, now: Date): Promise<PlanView> {
  return planOf(db, await ownTest(db, userId, hash), now);
}

/** Her ready test with this hash (404 another's, 409 not ready). */
async function ownReadyTest(db: Kysely<Database>, userId: number, hash: string): Promise<TestRow> {
  const test = await ownTest(db, userId, hash);
  if (test.status !== 'ready') throw conflict(RESULTS_NOT_READY);
  return test;
}

/** PATCH an item's done-mark (idempotent); an item of another test, or of another user's, is 404. */
export async function markPlanItem(
  db: Kysely<Database>,
  userId: number,
  hash: string,
  id: number,
  done: boolean,
  now: Date,
): Promise<{ test: TestRow; item: PlanItemView; changed: boolean }> {
  const test = await ownReadyTest(db, userId, hash);
  const before = await findPlanItem(db, test.id, id);
  if (!before) throw notFound(NO_SUCH_PLAN_ITEM);
  const changed = bool(before.done) !== done;
  if (changed) await setPlanItemDone(db, test.id, id, done, now);
  const [item] = await presentItems(db, [(await findPlanItem(db, test.id, id))!]);
  return { test, item, changed };
}

export async function submitPlanFeedback(
  db: Kysely<Database>,
  userId: number,
  hash: string,
  input: Feedback,
  now: Date,
): Promise<{ test: TestRow; feedback: FeedbackView }> {
  const test = await ownReadyTest(db, userId, hash);
  const comment = input.comment?.trim() || null;
  await insertPlanFeedback(db, { testId: test.id, userId, rating: input.rating, comment }, now);
  return { test, feedback: { rating: input.rating, comment, created_at: now.toISOString() } };
}

/** Moves the member's next kit (her membership's next charge) to tomorrow. */
export async function moveNextTestUp(
  db: Kysely<Database>,
  userId: number,
  hash: string,
  now: Date,
): Promise<{ test: TestRow; subscriptionId: number; nextTest: NextTestView }> {
  const test = await ownReadyTest(db, userId, hash);
  await endLapsedMemberships(db, now, userId);
  const membership = await findMembership(db, userId, now);
  if (!membership || membership.status !== 'active' || !membership.next_charge_at) throw conflict(NOT_A_MEMBER);
  if (new Date(membership.next_charge_at).getTime() - now.getTime() <= MOVE_UP_MIN_DAYS * DAY) {
    throw conflict(`Your next test already ships soon: your next kit goes out on ${displayDate(membership.next_charge_at)}.`);
  }
  const moved = new Date(now.getTime() + DAY).toISOString();
  const changed = await updateActiveSubscription(db, membership, { next_charge_at: moved }, now);
  if (!changed) throw conflict('Your membership changed meanwhile. Reload the page and try again.');
  return { test, subscriptionId: membership.id, nextTest: await nextTestOf(db, userId, now) };
}
