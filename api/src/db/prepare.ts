// What the API's primary process does to the database before serving (server.ts), once per start.
import type { Kysely } from 'kysely';
import { type Config, isDevelopment } from '../config';
import { type PhotoIdStore, sweepExpiredPhotoIds } from '../features/intake';
import { subscriptionHousekeeping } from '../features/subscriptions';
import { deleteStaleRows } from './housekeeping';
import type { Database } from './schema';
import { seedDemoData } from './seed/seed-demo-data';

export async function prepareDatabase(db: Kysely<Database>, config: Pick<Config, 'envName'>, photoIds: PhotoIdStore, now: Date): Promise<void> {
  // The demo accounts share one published password: a deployment never gets them.
  if (isDevelopment(config)) await seedDemoData(db, now, photoIds);
  await deleteStaleRows(db, now);
  await subscriptionHousekeeping(db, now);
  await sweepExpiredPhotoIds(db, photoIds, now);
}
