// Test kits: made before anyone attaches them (seeded; later created by orders).
import type { Kysely, Selectable } from 'kysely';
import type { Database, TestKitsTable } from '../../db/schema';

export type TestKitRow = Selectable<TestKitsTable>;

export async function findKit(db: Kysely<Database>, hash: string): Promise<TestKitRow | undefined> {
  return db.selectFrom('test_kits').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export interface NewTestKit {
  hash: string;
  test_order: string | null;
  lab: string | null;
  test_type?: string;
  /** Bought with the expanded PCR panel: when. */
  expanded_pcr_ordered_at?: string | null;
}

/** A new, unattached kit (for the seed and, later, for orders). */
export async function createTestKit(db: Kysely<Database>, kit: NewTestKit, now: Date): Promise<void> {
  await db
    .insertInto('test_kits')
    .values({ ...kit, test_type: kit.test_type ?? 'VM', created_at: now.toISOString() })
    .execute();
}
