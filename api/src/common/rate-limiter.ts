// Fixed-window counters kept in the database (so every API process sees the same counts).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitState {
  blocked: boolean;
  /** When blocked: milliseconds until the window ends. */
  retryAfterMs: number;
}

export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async check(key: string, limit: Limit): Promise<LimitState> {
    const now = this.clock.now().getTime();
    const row = await this.db
      .selectFrom('rate_limit_counters')
      .select(['window_started_at', 'count'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return { blocked: false, retryAfterMs: 0 };
    const windowEnd = new Date(row.window_started_at).getTime() + limit.windowMs;
    if (windowEnd <= now) return { blocked: false, retryAfterMs: 0 };
    return { blocked: Number(row.count) >= limit.max, retryAfterMs: windowEnd - now };
  }

  /** Counts one event (atomically, starting a new window when the old one has ended). */
  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    const at = now.toISOString();
    const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString();
    const expired = sql<boolean>`rate_limit_counters.window_started_at <= ${windowStartedBefore}`;
    await this.db
      .insertInto('rate_limit_counters')
      .values({ key, window_started_at: at, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
          window_started_at: sql<string>`case when ${expired} then ${at} else rate_limit_counters.window_started_at end`,
        }),
      )
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  }

  /** Counts the event and answers whether it went over the limit. */
  async consume(key: string, limit: Limit): Promise<LimitState> {
    const state = await this.check(key, limit);
    if (state.blocked) return state;
    await this.hit(key, limit);
    return { blocked: false, retryAfterMs: 0 };
  }
}
