// `node api/dist/server.js`: migrate, seed the demo data if not yet seeded, listen.
import { buildApp } from './app';
import { HOUR } from './common/clock';
import { loadConfig } from './config';
import { deleteStaleRows } from './db/housekeeping';
import { openDatabase } from './db/open';
import { seedDemoData } from './db/seed/seed-demo-data';
import { subscriptionHousekeeping } from './features/subscriptions/subscriptions-service';

async function main() {
  const config = loadConfig();
  const { db, dialect, location } = await openDatabase(config);
  await seedDemoData(db);
  await deleteStaleRows(db, new Date());
  await subscriptionHousekeeping(db, new Date());
  const app = await buildApp({ db, config });
  // Memberships end with their paid period (and portal links expire) without anyone calling the API.
  const hourly = setInterval(() => {
    subscriptionHousekeeping(db, new Date()).catch((err) => app.log.error({ err }, 'subscription housekeeping failed'));
  }, HOUR);
  hourly.unref();

  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    clearInterval(hourly);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`[flora-api] listening on http://${config.host}:${config.port} (${dialect}: ${location})`);
}

main().catch((err) => {
  console.error('[flora-api] failed to start:', err);
  process.exit(1);
});
