// Queries on plan items and plan feedback. Every query names the test: callers scope the test to its
// owner first (ownTest), so an item id of another user's test finds nothing.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PlanItemsTable } from '../../db/schema';
import type { PlanItemRule } from './plan-rules';
import type { FeedbackView, ProductLink } from './plan-schemas';

export type PlanItemRow = Selectable<PlanItemsTable>;

export async function listPlanItems(db: Kysely<Database>, testId: number): Promise<PlanItemRow[]> {
  return db.selectFrom('plan_items').selectAll().where('test_id', '=', testId).orderBy('position').orderBy('id').execute();
}

/**
 * Stores the items a rule run calls for that the test does not have yet (by key); an item already
 * stored keeps its text and its done-mark. Safe to run twice at once (the unique key drops the second).
 */
export async function insertMissingPlanItems(db: Kysely<Database>, testId: number, rules: readonly PlanItemRule[], now: Date): Promise<void> {
  if (rules.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('plan_items')
    .values(
      rules.map((r, i) => ({
        test_id: testId,
        key: r.key,
        category: r.category,
        title: r.title,
        why: r.why,
        product_slug: r.product_slug,
        due_date: r.due_date,
        position: (i + 1) * 10,
        done: false,
        done_at: null,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['test_id', 'key']).doNothing())
    .execute();
}

export async function findPlanItem(db: Kysely<Database>, testId: number, id: number): Promise<PlanItemRow | undefined> {
  return db.selectFrom('plan_items').selectAll().where('test_id', '=', testId).where('id', '=', id).executeTakeFirst();
}

export async function setPlanItemDone(db: Kysely<Database>, testId: number, id: number, done: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('plan_items')
    .set({ done, done_at: done ? at : null, updated_at: at })
    .where('test_id', '=', testId)
    .where('id', '=', id)
    .execute();
}

/** The catalogue facts an item links to (a product no longer on sale is left out). */
export async function findProductLinks(db: Kysely<Database>, slugs: readonly string[]): Promise<Map<string, ProductLink>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['slug', 'name', 'pdp_slug'])
    .where('slug', 'in', [...new Set(slugs)])
    .where('is_active', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.slug, r]));
}

export async function insertPlanFeedback(
  db: Kysely<Database>,
  row: { testId: number; userId: number; rating: number; comment: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('plan_feedback')
    .values({ test_id: row.testId, user_id: row.userId, rating: row.rating, comment: row.comment, created_at: now.toISOString() })
    .execute();
}

export async function findLatestPlanFeedback(db: Kysely<Database>, testId: number): Promise<FeedbackView | undefined> {
  return db
    .selectFrom('plan_feedback')
    .select(['rating', 'comment', 'created_at'])
    .where('test_id', '=', testId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
