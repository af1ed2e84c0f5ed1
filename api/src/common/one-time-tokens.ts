// One-time tokens (email verification, password reset): random, sent by email, stored only as
// a SHA-256 digest, consumed atomically.
import type { Kysely } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../db/schema';
import type { Clock } from './clock';
import { randomToken, sha256 } from './crypto';

export interface OneTimeTokenMatch {
  id: number;
  userId: number;
}

export class OneTimeTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Creates a token and answers the plain value (to put in a link; never stored). */
  async issue(userId: number, purpose: OneTimeTokenPurpose, ttlMs: number): Promise<string> {
    const token = randomToken(32);
    const now = this.clock.now();
    await this.db
      .insertInto('one_time_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: sha256(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      })
      .execute();
    return token;
  }

  /** The unused, unexpired token with this value, if any (does not consume it). */
  async find(token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenMatch | undefined> {
    const row = await this.db
      .selectFrom('one_time_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', sha256(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.clock.now().toISOString())
      .executeTakeFirst();
    return row && { id: row.id, userId: row.user_id };
  }

  /** Marks the token used; false when it was already used (by a concurrent request). */
  async consume(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: this.clock.now().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Invalidates every unused token of this purpose for the user. */
  async invalidateAll(userId: number, purpose: OneTimeTokenPurpose): Promise<void> {
    await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: this.clock.now().toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
