// Everything GET /api/v1/user-config/ reads about a user beyond the session (which the token check
// already read): the rest of the profile, facts about their tests and consults, and their flag
// overrides, in one prepared statement (one row per flag override, at least one row).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/migrations/helpers';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { bool, int } from '../../db/values';

export interface UserConfigFacts {
  birthday: string | null;
  phoneNumber: string | null;
  dateJoined: string;
  isMember: boolean;
  careNotifications: boolean;
  coachingCallsCompleted: number;
  hasUsedFreeCall: boolean;
  testCount: number;
  hasReadyTest: boolean;
  eligibleForAnyCare: boolean;
  hasCompletedVaginitisConsult: boolean;
  /** The announcements this user dismissed (any device). */
  dismissedAnnouncements: Set<number>;
  flags: { kind: 'feature' | 'experiment'; name: string; enabled: boolean }[];
}

const factsOf = preparedQuery((db, userId: number, now: string) => {
  const testsOf = db.selectFrom('user_tests as t').where('t.user_id', '=', userId);
  return db
    .selectFrom('users as u')
    .leftJoin('user_flags as f', 'f.user_id', 'u.id')
    .select([
      'u.birthday',
      'u.phone_number',
      'u.date_joined',
      'u.is_member',
      'u.care_notifications',
      'u.coaching_calls_completed',
      'u.has_used_free_call',
      'f.kind',
      'f.name',
      'f.enabled',
    ])
    .select((eb) => [
      testsOf.select((e) => e.fn.countAll().as('n')).as('test_count'),
      // The ids of the announcements she dismissed, comma-separated (issue 26): read here rather than
      // in a statement of their own, since one is published most of the time.
      (isPostgres(db)
        ? sql<string | null>`(select string_agg(cast(d.announcement_id as text), ',') from announcement_dismissals d where d.user_id = ${userId})`
        : sql<string | null>`(select group_concat(d.announcement_id) from announcement_dismissals d where d.user_id = ${userId})`
      ).as('dismissed_announcements'),
      // Coaching calls booked (not cancelled) whose time is over (issue 26).
      eb
        .selectFrom('coaching_bookings as cb')
        .innerJoin('coaching_slots as cs', 'cs.id', 'cb.slot_id')
        .select((e) => e.fn.countAll().as('n'))
        .where('cb.user_id', '=', userId)
        .where('cb.status', '=', 'booked')
        .where('cs.ends_at', '<=', now)
        .as('coaching_calls_booked_done'),
      eb.exists(testsOf.select('t.id').where('t.status', '=', 'ready')).as('has_ready_test'),
      eb.exists(testsOf.select('t.id').where('t.eligible_for_any_care', '=', true)).as('eligible_for_any_care'),
      eb
        .exists(
          eb
            .selectFrom('consults as c')
            .select('c.id')
            .where('c.user_id', '=', userId)
            .where('c.type', '=', 'vaginitis')
            .where('c.status', '=', 'CP'),
        )
        .as('has_completed_consult'),
    ])
    .where('u.id', '=', userId);
});

/** Undefined when the user no longer exists. */
export async function loadUserConfigFacts(db: Kysely<Database>, userId: number, now: Date): Promise<UserConfigFacts | undefined> {
  const rows = await factsOf(db, userId, now.toISOString());
  if (rows.length === 0) return undefined;
  const [r] = rows;
  return {
    birthday: r.birthday,
    phoneNumber: r.phone_number,
    dateJoined: r.date_joined,
    isMember: bool(r.is_member),
    careNotifications: bool(r.care_notifications),
    // Calls recorded on the account before booking existed, plus booked calls whose time is over.
    coachingCallsCompleted: int(r.coaching_calls_completed) + int(r.coaching_calls_booked_done),
    hasUsedFreeCall: bool(r.has_used_free_call),
    testCount: int(r.test_count),
    hasReadyTest: bool(r.has_ready_test),
    eligibleForAnyCare: bool(r.eligible_for_any_care),
    hasCompletedVaginitisConsult: bool(r.has_completed_consult),
    dismissedAnnouncements: new Set(r.dismissed_announcements ? String(r.dismissed_announcements).split(',').map(Number) : []),
    flags: rows.flatMap((f) => (f.kind === null || f.name === null ? [] : [{ kind: f.kind, name: f.name, enabled: bool(f.enabled) }])),
  };
}
