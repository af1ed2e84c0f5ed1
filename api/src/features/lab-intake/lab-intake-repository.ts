// Queries on lab-order intakes. A consumer's reads and writes are scoped by the owner's user id.
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, LabOrderIntakesTable } from '../../db/schema';

export type LabOrderIntakeRow = Selectable<LabOrderIntakesTable> & { test_hash: string; test_status: string };
export type AddressChanges = Omit<Updateable<LabOrderIntakesTable>, 'id' | 'test_id' | 'user_id' | 'created_at' | 'updated_at'>;

/** An empty intake for a newly attached test (the user fills the address in later). */
export async function createEmptyIntake(db: Kysely<Database>, testId: number, userId: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('lab_order_intakes')
    .values({ test_id: testId, user_id: userId, created_at: now.toISOString(), updated_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findIntakeOfUser(db: Kysely<Database>, userId: number, id: number): Promise<LabOrderIntakeRow | undefined> {
  return db
    .selectFrom('lab_order_intakes')
    .innerJoin('user_tests', 'user_tests.id', 'lab_order_intakes.test_id')
    .selectAll('lab_order_intakes')
    .select(['user_tests.hash as test_hash', 'user_tests.status as test_status'])
    .where('lab_order_intakes.id', '=', id)
    .where('lab_order_intakes.user_id', '=', userId)
    .executeTakeFirst();
}

export async function findIntakeIdOfTest(db: Kysely<Database>, testId: number): Promise<number | null> {
  const row = await db.selectFrom('lab_order_intakes').select('id').where('test_id', '=', testId).executeTakeFirst();
  return row?.id ?? null;
}

export async function updateIntakeAddress(db: Kysely<Database>, id: number, changes: AddressChanges, now: Date): Promise<void> {
  await db
    .updateTable('lab_order_intakes')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
