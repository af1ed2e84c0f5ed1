// The refresh-token family behind a session, as the database holds it.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** Refresh tokens of the token's family not used yet: each is a session that can go on. */
export async function liveRefreshTokens(db: Kysely<Database>, token: string): Promise<number> {
  const { fam } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const rows = await db.selectFrom('refresh_tokens').select('jti').where('family_id', '=', fam).where('used_at', 'is', null).execute();
  return rows.length;
}
