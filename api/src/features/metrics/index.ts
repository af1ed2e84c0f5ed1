// GET /metrics (Prometheus text) and the hook that measures every request. Outside /api/ on purpose:
// the static servers and the balancer forward /api/* only. Who may scrape: scrape-access.ts.

// The public surface: what other features and the rest of api/src may use.
export { localMetrics, type MetricsSource, processMetrics, serveClusterMetrics, workerMetrics } from './cluster-metrics';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Network } from '../../config';
import { access } from '../../common/access-policy';
import { globalPlugin } from '../../common/global-plugin';
import { schemaTyped } from '../../common/typed-routes';
import { noQuery } from '../../schemas/common';
import type { Database } from '../../db/schema';
import type { MetricsSource } from './cluster-metrics';
import { registerMetrics } from './api-metrics';
import { scrapeAllowed } from './scrape-access';

interface MetricsOptions {
  db: Kysely<Database>;
  source: MetricsSource;
  networks: readonly Network[];
}

/** Global (not encapsulated) and registered before the features, so that its hook measures every route. */
export const metricsFeature = globalPlugin('flora-metrics', async (app: FastifyInstance, { db, source, networks }: MetricsOptions) => {
  const metrics = registerMetrics(source.registry, db);
  const allowed = scrapeAllowed(networks);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  schemaTyped(app).get(
    '/metrics',
    {
      config: { access: access.anyone() },
      // Not part of the API's contract (the OpenAPI document): an operator's endpoint.
      schema: { hide: true, querystring: noQuery },
      // Before anything else (validation included) answers: to others the path does not exist.
      onRequest: async (request, reply) => {
        if (!allowed(request)) return reply.callNotFound();
      },
    },
    async (_request, reply) => reply.type(source.registry.contentType).send(await source.scrape()),
  );
});
