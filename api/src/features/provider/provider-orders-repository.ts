// Queries on provider orders: a provider's own orders (scoped by the provider's id), an order by
// the hash of its link token (the patient's redemption) or by its checkout session (fulfilment).
import type { Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { Database, ProviderOrdersTable } from '../../db/schema';

export type ProviderOrderRow = Selectable<ProviderOrdersTable>;

/** An order with what its test says about its progress (null until a test is issued). */
export interface OrderWithTest extends ProviderOrderRow {
  test_hash: string | null;
  test_status: string | null;
  test_consented_at: string | null;
  test_results_ready_at: string | null;
  test_provider_id: number | null;
  test_provider_release: SqlBool | null;
}

const withTest = (db: Kysely<Database>) =>
  db
    .selectFrom('provider_orders as o')
    .leftJoin('user_tests as t', 't.id', 'o.test_id')
    .selectAll('o')
    .select([
      't.hash as test_hash',
      't.status as test_status',
      't.consented_at as test_consented_at',
      't.results_ready_at as test_results_ready_at',
      't.provider_id as test_provider_id',
      't.provider_release as test_provider_release',
    ]);

export async function listOrdersOfProvider(db: Kysely<Database>, providerId: number): Promise<OrderWithTest[]> {
  return (await withTest(db).where('o.provider_user_id', '=', providerId).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute()) as OrderWithTest[];
}

export async function findOrderOfProvider(db: Kysely<Database>, providerId: number, uid: string): Promise<OrderWithTest | undefined> {
  return (await withTest(db).where('o.provider_user_id', '=', providerId).where('o.uid', '=', uid).executeTakeFirst()) as OrderWithTest | undefined;
}

/** The provider's order for this patient still waiting for the patient (no test issued yet), if any. */
export async function findOpenOrderForPatient(db: Kysely<Database>, providerId: number, patientEmail: string): Promise<ProviderOrderRow | undefined> {
  return db
    .selectFrom('provider_orders')
    .selectAll()
    .where('provider_user_id', '=', providerId)
    .where('patient_email', '=', patientEmail)
    .where('test_id', 'is', null)
    .executeTakeFirst();
}

export async function findOrderByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<ProviderOrderRow | undefined> {
  return db.selectFrom('provider_orders').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findOrderBySession(db: Kysely<Database>, sessionId: string): Promise<ProviderOrderRow | undefined> {
  return db.selectFrom('provider_orders').selectAll().where('checkout_session_id', '=', sessionId).executeTakeFirst();
}

export async function insertOrder(db: Kysely<Database>, order: Insertable<ProviderOrdersTable>): Promise<number> {
  return (await db.insertInto('provider_orders').values(order).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Changes an order, guarded by what the caller read (`unless`: the columns that must still be
 * null): false when a concurrent request changed it first.
 */
export async function updateOrder(
  db: Kysely<Database>,
  id: number,
  set: Updateable<ProviderOrdersTable>,
  now: Date,
  unless: ('paid_at' | 'test_id')[] = [],
): Promise<boolean> {
  let query = db.updateTable('provider_orders').set({ ...set, updated_at: now.toISOString() }).where('id', '=', id);
  for (const column of unless) query = query.where(column, 'is', null);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}
