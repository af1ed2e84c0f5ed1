// Queries on refresh-token families, refresh tokens and revoked access tokens.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { SESSION_USER_COLUMNS, type SessionUser, sessionUserFromRow } from '../user';

/** A refresh token and the access token issued with it: all it takes to sign the pair again. */
export interface IssuedRefreshToken {
  jti: string;
  familyId: string;
  userId: number;
  issuedAt: string;
  expiresAt: string;
  /** Null only for tokens issued before migration 0031. */
  accessJti: string | null;
}

export interface RefreshTokenRow extends IssuedRefreshToken {
  usedAt: string | null;
  /** The refresh token that replaced this one once used. */
  replacedBy: string | null;
  familyRevokedAt: string | null;
}

// Prepared, one statement per authenticated request: the token's user, provided the user is active,
// the token's refresh family belongs to that user and is not revoked, and the token itself is not.
const accessHolder = preparedQuery((db, userId: number, familyId: string, jti: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('refresh_token_families as f', 'f.user_id', 'u.id')
    .select(SESSION_USER_COLUMNS.map((c) => `u.${c}` as const))
    .where('u.id', '=', userId)
    .where('f.id', '=', familyId)
    .where('f.revoked_at', 'is', null)
    .where('u.is_active', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('revoked_access_tokens as r').select('r.jti').where('r.jti', '=', jti)))),
);

async function insertRefreshToken(db: Kysely<Database>, t: IssuedRefreshToken) {
  await db
    .insertInto('refresh_tokens')
    .values({
      jti: t.jti,
      family_id: t.familyId,
      user_id: t.userId,
      issued_at: t.issuedAt,
      expires_at: t.expiresAt,
      access_jti: t.accessJti,
    })
    .execute();
}

export function createTokenRepository(db: Kysely<Database>) {
  return {
    async createFamily(id: string, userId: number, now: Date) {
      await db.insertInto('refresh_token_families').values({ id, user_id: userId, created_at: now.toISOString() }).execute();
    },

    async insertRefreshToken(t: IssuedRefreshToken) {
      await insertRefreshToken(db, t);
    },

    async findRefreshToken(jti: string): Promise<RefreshTokenRow | undefined> {
      const row = await db
        .selectFrom('refresh_tokens as t')
        .innerJoin('refresh_token_families as f', 'f.id', 't.family_id')
        .select(['t.jti', 't.family_id', 't.user_id', 't.issued_at', 't.expires_at', 't.access_jti', 't.used_at', 't.replaced_by', 'f.revoked_at'])
        .where('t.jti', '=', jti)
        .executeTakeFirst();
      return (
        row && {
          jti: row.jti,
          familyId: row.family_id,
          userId: row.user_id,
          issuedAt: row.issued_at,
          expiresAt: row.expires_at,
          accessJti: row.access_jti,
          usedAt: row.used_at,
          replacedBy: row.replaced_by,
          familyRevokedAt: row.revoked_at,
        }
      );
    },

    /**
     * Uses up a refresh token and stores its successor, in one transaction; false (nothing written)
     * when another request used it first. Only one request can win the conditional update: on
     * PostgreSQL a second one waits for the first to commit and then matches no row.
     */
    async replaceRefreshToken(jti: string, successor: IssuedRefreshToken, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now.toISOString(), replaced_by: successor.jti })
          .where('jti', '=', jti)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await insertRefreshToken(trx, successor);
        return true;
      });
    },

    async revokeFamily(familyId: string, reason: string, now: Date) {
      await db
        .updateTable('refresh_token_families')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllFamiliesOfUser(userId: number, reason: string, now: Date) {
      await db
        .updateTable('refresh_token_families')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every session of the user but one (a password change keeps the session that made it). */
    async revokeOtherFamiliesOfUser(userId: number, keepFamilyId: string, reason: string, now: Date) {
      await db
        .updateTable('refresh_token_families')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('id', '<>', keepFamilyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAccessToken(t: { jti: string; userId: number; expiresAt: Date }, now: Date) {
      await db
        .insertInto('revoked_access_tokens')
        .values({ jti: t.jti, user_id: t.userId, expires_at: t.expiresAt.toISOString(), revoked_at: now.toISOString() })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    },

    /**
     * Whether an access token no longer counts: its family is revoked (or gone) or the token itself
     * was revoked. One prepared query, since every authenticated request asks.
     */
    /** The active user an access token (user, family, jti) still stands for; undefined once revoked. */
    async findAccessHolder(userId: number, familyId: string, jti: string): Promise<SessionUser | undefined> {
      const [row] = await accessHolder(db, userId, familyId, jti);
      return row && sessionUserFromRow(row);
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
