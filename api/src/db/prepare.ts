// What the API's primary process does to the database before serving (server.ts), once per start.
import type { Kysely } from 'kysely';
import { type Config, isDevelopment } from '../config';
import { FilesystemPhotoIdStore } from '../features/intake/photo-id-store';
import { subscriptionHousekeeping } from '../features/subscriptions/subscriptions-service';
import { deleteStaleRows } from './housekeeping';
import type { Database } from './schema';
import { seedDemoData } from './seed/seed-demo-data';

export async function prepareDatabase(db: Kysely<Database>, config: Pick<Config, 'envName' | 'photoIdDir'>, now: Date): Promise<void> {
  // The demo accounts share one published password: a deployment never gets them.
  if (isDevelopment(config)) await seedDemoData(db, now, new FilesystemPhotoIdStore(config.photoIdDir));
  await deleteStaleRows(db, now);
  await subscriptionHousekeeping(db, now);
}
