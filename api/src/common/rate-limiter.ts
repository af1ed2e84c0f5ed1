// Counters kept in the database, so every API process sees the same counts. Each attempt is counted
// and checked in ONE statement (an upsert returning the new count): parallel requests each get their
// own count, so none slips past a limit between a read and a write (issue 28). Limits on failures
// count every attempt up front and give a success's count back (refund), or clear it (reset).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

/** At most `max` attempts per fixed window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** `free` attempts per fixed window, then each further attempt waits the next delay (the last repeats). */
export interface Throttle {
  free: number;
  windowMs: number;
  delaysMs: readonly number[];
}

export interface LimitState {
  blocked: boolean;
  /** When blocked: milliseconds until an attempt is allowed again. */
  retryAfterMs: number;
}

const ALLOWED: LimitState = { blocked: false, retryAfterMs: 0 };

export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt and answers whether it went over the limit (counted either way). */
  async consume(key: string, limit: Limit): Promise<LimitState> {
    const now = this.clock.now();
    const { expired, at } = this.window(now, limit.windowMs);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, window_started_at: at, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
          window_started_at: sql<string>`case when ${expired} then ${at} else rate_limit_counters.window_started_at end`,
        }),
      )
      .returning(['count', 'window_started_at'])
      .executeTakeFirstOrThrow();
    if (Number(row.count) <= limit.max) return ALLOWED;
    return { blocked: true, retryAfterMs: Math.max(0, new Date(row.window_started_at).getTime() + limit.windowMs - now.getTime()) };
  }

  /**
   * Counts one attempt unless the key is waiting out a delay. Beyond `free` attempts in the window,
   * the attempt sets how long the next one waits; an attempt during the wait is refused uncounted.
   */
  async throttle(key: string, throttle: Throttle): Promise<LimitState> {
    const now = this.clock.now();
    const nowMs = now.getTime();
    const { expired, at } = this.window(now, throttle.windowMs);
    const next = sql<number>`case when ${expired} then 1 else rate_limit_counters.count + 1 end`;
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, window_started_at: at, count: 1, blocked_until_ms: untilAfter(nowMs, sql<number>`1`, throttle) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            count: next,
            window_started_at: sql<string>`case when ${expired} then ${at} else rate_limit_counters.window_started_at end`,
            blocked_until_ms: untilAfter(nowMs, next, throttle),
          })
          .where((eb) => eb.or([expired, eb('rate_limit_counters.blocked_until_ms', '<=', nowMs)])),
      )
      .returning('count')
      .executeTakeFirst();
    if (row) return ALLOWED;
    const held = await this.db.selectFrom('rate_limit_counters').select('blocked_until_ms').where('key', '=', key).executeTakeFirst();
    return { blocked: true, retryAfterMs: Math.max(1, Number(held?.blocked_until_ms ?? 0) - nowMs) };
  }

  /** Gives back one counted attempt (a success, where only failures are limited); a counter at 0 goes. */
  async refund(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).where('count', '<=', 1).execute();
    await this.db
      .updateTable('rate_limit_counters')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 1)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  }

  /** Clears every counter whose key starts with `prefix` (e.g. an account's per-client counters). */
  async resetPrefix(prefix: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where(sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`).execute();
  }

  private window(now: Date, windowMs: number) {
    const at = now.toISOString();
    const startedBefore = new Date(now.getTime() - windowMs).toISOString();
    return { at, expired: sql<boolean>`rate_limit_counters.window_started_at <= ${startedBefore}` };
  }
}

/** The moment the attempt after the `count`-th may come: now + its delay (0 while within `free`). */
function untilAfter(nowMs: number, count: RawBuilder<number>, { free, delaysMs }: Throttle): RawBuilder<number> {
  if (delaysMs.length === 0) return sql<number>`0`;
  const steps = delaysMs.map((delay, i) => sql`when ${count} = ${free + 1 + i} then ${delay}`);
  const delay = sql`case when ${count} <= ${free} then 0 ${sql.join(steps, sql` `)} else ${delaysMs[delaysMs.length - 1]!} end`;
  return sql<number>`case when ${count} <= ${free} then 0 else cast(${nowMs} as bigint) + ${delay} end`;
}
