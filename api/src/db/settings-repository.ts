import type { Kysely } from 'kysely';
import { randomToken } from '../common/crypto';
import type { Database } from './schema';

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Inserts the setting unless present; answers whether this call inserted it. */
export async function insertSettingIfAbsent(db: Kysely<Database>, key: string, value: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('settings')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The JWT signing secret shared by every API process: generated on first start and kept in the
 * database (race-safe: whichever process inserts first wins, the others read it back).
 */
export async function getOrCreateJwtSecret(db: Kysely<Database>, now: Date): Promise<string> {
  const existing = await getSetting(db, 'jwt_secret');
  if (existing) return existing;
  await insertSettingIfAbsent(db, 'jwt_secret', randomToken(48), now);
  const stored = await getSetting(db, 'jwt_secret');
  if (!stored) throw new Error('could not store the JWT secret');
  return stored;
}
