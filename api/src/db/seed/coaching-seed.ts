// Open coaching call times (issue 26) for the week after seeding, so ineligible@flora.test can book
// her free call at /account/coaching/ and staff@flora.test sees them at /clinic/coaching/: two a day
// (15:00 and 18:00 UTC, 30 minutes) for the next seven days, published by staff@.
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import type { Database } from '../schema';

export const COACHING_HOURS_UTC = [15, 18];
export const COACHING_DAYS = 7;

export async function seedCoachingSlots(trx: Kysely<Database>, ids: Map<string, number>, now: Date): Promise<void> {
  const staff = ids.get('staff@flora.test') ?? null;
  const slots = [];
  for (let day = 1; day <= COACHING_DAYS; day++) {
    const date = new Date(now.getTime() + day * DAY);
    for (const hour of COACHING_HOURS_UTC) {
      const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour));
      slots.push({ starts_at: start.toISOString(), duration_minutes: 30, ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(), created_by_user_id: staff, created_at: now.toISOString() });
    }
  }
  await trx.insertInto('coaching_slots').values(slots).execute();
}
