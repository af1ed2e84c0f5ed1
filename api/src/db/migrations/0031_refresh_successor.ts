// Refresh rotation that cannot fork a session (issue 28): a used refresh token names the token that
// replaced it, and each refresh token keeps the id of the access token issued with it, so a repeat
// inside the grace window is answered with that same pair instead of a new one.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('access_jti', 'text').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('access_jti').execute();
}
