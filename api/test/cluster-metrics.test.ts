// Issue 31: with worker processes sharing the port, a scrape lands on one worker but shows the
// whole node — every worker's requests and connections added up, the shared outbox counted once.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ApiProcess, apiEnvironment } from './helpers/api-process';
import { freePort } from './helpers/free-port';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const WORKERS = 2;
const REQUESTS = 40;

/** One request on a connection of its own, so the primary hands each to the next worker. */
function getOnNewConnection(base: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const sample = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1));

describe(`GET /metrics with ${WORKERS} worker processes`, () => {
  let database: TestDatabase;
  let dir: string;
  let api: ApiProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'flora-cluster-metrics-'));
    const port = await freePort();
    api = new ApiProcess(port, apiEnvironment(port, database, dir, { FLORA_API_WORKERS: String(WORKERS) }), path.join(dir, 'api.log'));
    await api.start();
  }, 90_000);
  afterAll(async () => {
    await api?.kill('SIGTERM');
    await database?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('any worker answers with the whole node: all requests, all connections, the outbox once', async () => {
    const before = await getOnNewConnection(api.base, '/metrics');
    const healthBefore = sample(before.body, 'flora_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}') || 0;
    for (let i = 0; i < REQUESTS; i++) expect((await getOnNewConnection(api.base, '/api/health')).status).toBe(200);

    const unsent = await database.db
      .selectFrom('email_outbox')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // Successive scrapes land on different workers: each shows the same node-wide figures.
    for (let scrape = 0; scrape < 2 * WORKERS; scrape++) {
      const { status, body } = await getOnNewConnection(api.base, '/metrics');
      expect(status).toBe(200);
      expect(sample(body, 'flora_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(healthBefore + REQUESTS);
      expect(sample(body, 'flora_email_outbox{state="waiting"}')).toBe(Number(unsent.n));
      if (database.dialect === 'sqlite') expect(sample(body, 'flora_db_pool_connections{state="total"}')).toBe(2 * WORKERS);
      else expect(sample(body, 'flora_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(WORKERS);
      // The processes' own figures are there too (added up: both workers' memory).
      expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
  }, 60_000);
});
