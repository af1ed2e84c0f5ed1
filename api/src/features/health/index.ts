// GET /api/health: the process is alive (start scripts and a load balancer's liveness check).
// GET /api/ready: it can serve — its database answers and has every migration this build knows
// (a load balancer sends requests only to ready nodes); 503 as soon as the node drains to stop.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';
import { pendingMigrations } from '../../db/migrate';

export { newReadiness, type Readiness } from './readiness';

const noQuery = { type: 'object', properties: {}, additionalProperties: false } as const;
const ok = { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } as const;
const unavailable = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] } as const;

/** Why the API cannot serve now, or null when it can. */
async function notReadyBecause(ctx: AppContext): Promise<string | null> {
  if (ctx.readiness.draining) return 'Shutting down.';
  try {
    await sql`select 1`.execute(ctx.db);
  } catch {
    return 'Database unavailable.';
  }
  const pending = await pendingMigrations(ctx.db).catch(() => null);
  if (pending === null) return 'Database unavailable.';
  return pending.length > 0 ? `Database schema out of date: ${pending.length} migration(s) not applied.` : null;
}

export async function healthFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/health',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['system'],
        summary: 'Liveness',
        description: 'Answers {status: "ok"} while the process runs; it does not ask the database (see /api/ready).',
        querystring: noQuery,
        response: { 200: ok },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['system'],
        summary: 'Readiness',
        description:
          'Answers {status: "ok"} when the database answers and has every migration this build knows; 503 {detail} otherwise, and from the moment the node is told to stop (it drains) (a load balancer then sends this node nothing).',
        querystring: noQuery,
        response: { 200: ok, 503: unavailable },
      },
    },
    async (_request, reply) => {
      const reason = await notReadyBecause(ctx);
      return reason === null ? { status: 'ok' as const } : reply.code(503).send({ detail: reason });
    },
  );
}
