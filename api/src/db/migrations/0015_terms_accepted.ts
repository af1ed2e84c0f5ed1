// Registration records when the person accepted the terms of service (POST /api/v1/register/
// requires it); accounts made before, seeded ones and providers have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
}
