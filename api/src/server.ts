// `node api/dist/server.js`: a deployment unless FLORA_ENV=development (config.ts): it refuses to start
// on default secrets. Migrate, seed the demo data (development only) if not yet seeded, listen — in this process,
// or with FLORA_API_WORKERS > 1 in that many worker processes sharing the port (worker-pool.ts).
// Preparing the database and the hourly housekeeping happen once, in the primary process.
// SIGTERM/SIGINT stop it gracefully: drain (FLORA_DRAIN_MS), finish the requests in flight, close, exit 0.
import cluster from 'node:cluster';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { HOUR } from './common/clock';
import { type Config, deploymentProblems, loadConfig } from './config';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import type { Database } from './db/schema';
import { newReadiness } from './features/health';
import { FilesystemPhotoIdStore, type PhotoIdStore, sweepExpiredPhotoIds } from './features/intake';
import { type MetricsSource, processMetrics, serveClusterMetrics, workerMetrics } from './features/metrics';
import { subscriptionHousekeeping } from './features/subscriptions';
import { startWorkerPool } from './worker-pool';

const say = (message: string) => console.log(`[flora-api] ${message}`);
const complain = (message: string, err?: unknown) => console.error(`[flora-api] ${message}`, err ?? '');

/** Closes everything once on SIGINT/SIGTERM, then exits. */
function onStopSignal(close: () => Promise<void>, { announce = true } = {}) {
  const stop = (signal: string) => {
    if (announce) say(`${signal}: closing`);
    close().then(
      () => process.exit(0),
      (err) => (complain('closing failed', err), process.exit(1)),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Memberships end with their paid period (and portal links expire), and photo IDs are deleted after
 * their retention, without anyone calling the API.
 */
function startHousekeeping(db: Kysely<Database>, photoIds: PhotoIdStore) {
  const hourly = setInterval(() => {
    subscriptionHousekeeping(db, new Date()).catch((err) => complain('subscription housekeeping failed', err));
    sweepExpiredPhotoIds(db, photoIds, new Date()).catch((err) => complain('photo ID retention sweep failed', err));
  }, HOUR);
  hourly.unref();
  return () => clearInterval(hourly);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the app on a database and listens; resolves to a function that stops it gracefully: it
 * drains first (/api/ready answers 503 for drainMs while every request is still served, so the
 * balancer takes the node out), then stops listening, closes idle connections and waits for the
 * requests in flight (Fastify's close).
 */
async function serve(config: Config, db: Kysely<Database>, metrics: MetricsSource) {
  const readiness = newReadiness();
  const app = await buildApp({ db, config, metrics, readiness });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    readiness.draining = true;
    await sleep(config.drainMs);
    await app.close();
  };
}

async function primary() {
  const problems = deploymentProblems();
  if (problems.length) {
    complain(`refusing to start as a deployment (FLORA_ENV=development runs it on a developer's machine):\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  const config = loadConfig();
  const { db, dialect, location, applied } = await openDatabase(config);
  // How many migrations this node applied: of the nodes of a deployment starting together, one.
  say(`migrations applied: ${applied.length}`);
  const photoIds = new FilesystemPhotoIdStore(config.photoIdDir);
  await prepareDatabase(db, config, photoIds, new Date());
  const stopHousekeeping = startHousekeeping(db, photoIds);
  const where = `http://${config.host}:${config.port} (${config.envName}; ${dialect}: ${location})`;

  if (config.workers === 1) {
    const closeApp = await serve(config, db, processMetrics());
    onStopSignal(async () => {
      stopHousekeeping();
      await closeApp();
      await db.destroy();
    });
    say(`listening on ${where}`);
    return;
  }

  // GET /metrics on any worker shows the whole node (cluster-metrics.ts).
  serveClusterMetrics();
  const pool = startWorkerPool({
    count: config.workers,
    // Each worker drains before it closes (serve).
    stopTimeoutMs: config.drainMs + 10_000,
    onFatal: (err) => {
      complain('a replacement worker could not start; stopping', err);
      void pool.stop().finally(() => process.exit(1));
    },
  });
  onStopSignal(async () => {
    stopHousekeeping();
    await pool.stop();
    await db.destroy();
  });
  await pool.ready;
  say(`listening on ${where} with ${config.workers} worker processes`);
}

/** A worker of the pool: the database is already migrated and seeded by the primary. */
async function worker() {
  const config = loadConfig();
  const { db } = await openDatabase(config);
  const closeApp = await serve(config, db, workerMetrics());
  onStopSignal(
    async () => {
      await closeApp();
      await db.destroy();
    },
    { announce: false },
  );
}

(cluster.isPrimary ? primary() : worker()).catch((err) => {
  complain('failed to start:', err);
  process.exit(1);
});
