// Retention of photo IDs (issue 28): a photo is deleted PHOTO_ID_RETENTION_DAYS after its consult
// closes. The sweep runs with the API's housekeeping (server.ts). It is idempotent and safe when
// several API processes run it at once: the file goes first (deleting a missing file is nothing),
// then the intake forgets the key only if it still holds it, so a sweep that stops half-way is
// finished by the next one, and no file is ever left without a row that points to it. Each deletion
// is in the patient's access log (once, by the sweep that forgot the key).
import type { Kysely } from 'kysely';
import { DAY } from '../../common/clock';
import type { Database } from '../../db/schema';
import { auditCli } from '../audit';
import { clearPhotoId, photoIdsClosedBy } from './intake-repository';
import { PHOTO_ID_RETENTION_DAYS } from './photo-id-rules';
import type { PhotoIdStore } from './photo-id-store';

const BATCH = 500;

/** How the audit log names the sweep (its entries read as Flora's own job: 'system'). */
const PHOTO_ID_RETENTION_JOB = 'photo-id-retention';

/** Deletes every photo ID past its retention; answers how many. */
export async function sweepExpiredPhotoIds(db: Kysely<Database>, store: PhotoIdStore, now: Date): Promise<number> {
  const closedBy = new Date(now.getTime() - PHOTO_ID_RETENTION_DAYS * DAY).toISOString();
  let deleted = 0;
  for (;;) {
    const expired = await photoIdsClosedBy(db, closedBy, BATCH);
    for (const { id, photo_id_key: key, user_id: subjectUserId } of expired) {
      await store.delete(key!);
      const cleared = await db.transaction().execute(async (trx) => {
        if (!(await clearPhotoId(trx, id, key!, now.toISOString()))) return false;
        await auditCli(trx, { now: () => now }, PHOTO_ID_RETENTION_JOB, 'delete', { type: 'photo_id', id, subjectUserId });
        return true;
      });
      if (cleared) deleted += 1;
    }
    if (expired.length < BATCH) return deleted;
  }
}
