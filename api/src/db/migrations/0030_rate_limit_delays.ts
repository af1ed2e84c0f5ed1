// Growing delays for the loose per-account sign-in limit (issue 28): a counter may hold the next
// moment an attempt is allowed (epoch milliseconds; 0 = now), set in the same statement that counts.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_limit_counters').addColumn('blocked_until_ms', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rate_limit_counters').dropColumn('blocked_until_ms').execute();
}
