// What the API measures, on one registry per app (tests build many apps in one process). Labels
// name routes by their pattern (`/api/v1/consults/:uid/`), never the URL: no ids, emails or tokens.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import { poolUseOf } from '../../db/connect';
import type { Database } from '../../db/schema';
import { outboxBacklog } from '../email';

interface ApiMetrics {
  /** Records one answered request. `route` is the route's pattern (or `unmatched`). */
  observe(answer: { method: string; route: string; status: number; seconds: number }): void;
}

/** Request latency buckets, in seconds: a read answers in a few ms, a PDF or a checkout in up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(registry: Registry, db: Kysely<Database>): ApiMetrics {
  const latency = new Histogram({
    name: 'flora_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status (its _count is the request count).',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'flora_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const poolUse = poolUseOf(db);
  new Gauge({
    name: 'flora_db_pool_connections',
    help: 'Database connections of the API processes: total, idle, and queries waiting for one (PostgreSQL only).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!poolUse) return;
      for (const [state, value] of Object.entries(poolUse())) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'flora_email_outbox',
    help: 'Emails not sent: waiting for the sender or a retry, and failed (given up).',
    labelNames: ['state'],
    // Every process reads the same table: the node's value is any one process's, not their sum.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const backlog = await outboxBacklog(db).catch(() => ({ waiting: NaN, failed: NaN }));
      this.set({ state: 'waiting' }, backlog.waiting);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });
  return {
    observe({ method, route, status, seconds }) {
      latency.observe({ method, route, status: String(status) }, seconds);
      if (status === 429) refusals.inc({ route });
    },
  };
}
