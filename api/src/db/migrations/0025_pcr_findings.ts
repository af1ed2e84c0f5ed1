// The findings of a test's STI + expanded PCR panel (issue 26, seam 9b): one row per target the
// panel tests for (PCR_TARGETS in features/tests/pcr-findings.ts: chlamydia, gonorrhea, trichomonas,
// mycoplasma genitalium), detected or not. The lab reports them with the results, in the same
// transaction; only a test whose panel was bought (user_tests.expanded_pcr_ordered_at) has them.
import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('test_pcr_findings'))
    .addColumn('test_id', 'integer', (c) => c.notNull().references('user_tests.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detected', 'boolean', (c) => c.notNull())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('test_pcr_findings_test_target_key', ['test_id', 'target'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_pcr_findings').execute();
}
