// Queries on checkout sessions for the payment side: found by their unguessable id (the capability
// the browser holds), moved out of 'open' once, by a guarded update.
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutSessionsTable, Database } from '../../db/schema';
import { bool } from '../../db/values';

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

export interface SessionLine {
  slug: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  is_subscription: boolean;
  selling_plan_id: string | null;
  /** The product's kind (from the catalogue; 'unknown' for a product no longer in it). */
  kind: string;
}

export async function findSession(db: Kysely<Database>, id: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The session's lines as priced at checkout, with each product's kind. */
export async function sessionLines(db: Kysely<Database>, session: CheckoutSessionRow): Promise<SessionLine[]> {
  const raw = JSON.parse(session.line_items) as Record<string, unknown>[];
  const slugs = [...new Set(raw.map((l) => String(l.slug)))];
  const products = slugs.length ? await db.selectFrom('products').select(['slug', 'kind']).where('slug', 'in', slugs).execute() : [];
  const kinds = new Map(products.map((p) => [p.slug, p.kind]));
  return raw.map((l) => ({
    slug: String(l.slug),
    name: String(l.name),
    quantity: Number(l.quantity),
    unit_price_cents: Number(l.unit_price_cents),
    is_subscription: l.is_subscription === true,
    selling_plan_id: l.selling_plan_id == null ? null : String(l.selling_plan_id),
    kind: kinds.get(String(l.slug)) ?? 'unknown',
  }));
}

/** The buyer's email, whether the buyer is a provider and, when the session pays for a consult, its type. */
export async function sessionParties(
  db: Kysely<Database>,
  session: CheckoutSessionRow,
): Promise<{ email: string; buyerIsProvider: boolean; consultType: string | null }> {
  const user = await db.selectFrom('users').select(['email', 'is_provider']).where('id', '=', session.user_id).executeTakeFirstOrThrow();
  const consult =
    session.consult_id === null
      ? undefined
      : await db.selectFrom('consults').select('type').where('id', '=', session.consult_id).executeTakeFirst();
  return { email: user.email, buyerIsProvider: bool(user.is_provider), consultType: consult?.type ?? null };
}

/** open -> paid | declined; false when the session was no longer open (another request won). */
export async function closeSession(db: Kysely<Database>, id: string, status: 'paid' | 'declined', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status, completed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the consult's row until the transaction ends (a no-op update takes its lock on PostgreSQL;
 * SQLite's writers take turns anyway), so two payments for one consult cannot pass a check at once.
 */
export async function holdConsult(trx: Kysely<Database>, consultId: number): Promise<void> {
  await trx
    .updateTable('consults')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', consultId)
    .execute();
}

/** Whether a checkout of the consult (kind consult) other than `sessionId` is paid. */
export async function consultPaidWithAnother(db: Kysely<Database>, consultId: number, sessionId: string): Promise<boolean> {
  const paid = await db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('consult_id', '=', consultId)
    .where('kind', '=', 'consult')
    .where('status', '=', 'paid')
    .where('id', '!=', sessionId)
    .executeTakeFirst();
  return paid !== undefined;
}
