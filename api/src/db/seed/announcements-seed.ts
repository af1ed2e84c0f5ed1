// One published announcement (issue 26), so My Tests shows one to every demo consumer until she
// dismisses it; staff@flora.test edits or withdraws it in the clinic (/clinic/announcements/).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import type { Database } from '../schema';

export const DEMO_ANNOUNCEMENT = {
  title: 'Holiday shipping',
  message: 'Kits ordered after December 18 ship on January 2. Samples already on their way to the lab are processed as usual.',
};

export async function seedAnnouncements(trx: Kysely<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('announcements')
    .values({ ...DEMO_ANNOUNCEMENT, published_at: new Date(now.getTime() - 2 * DAY).toISOString() })
    .execute();
}
