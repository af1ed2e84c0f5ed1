// A kit bought with the STI + expanded PCR panel (the shop's checkbox on a kit card) carries the
// panel until it is activated: then its test has the panel, as if bought for the test itself.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('test_kits').addColumn('expanded_pcr_ordered_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('test_kits').dropColumn('expanded_pcr_ordered_at').execute();
}
