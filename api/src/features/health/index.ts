// GET /api/health: the API answers and its database too (start scripts wait on it).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

export async function healthFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/health',
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['system'],
        summary: 'Readiness',
        description: 'Answers {status: "ok"} when the API and its database answer; 503 {detail} otherwise.',
        querystring: { type: 'object', properties: {}, additionalProperties: false },
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
          503: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch {
        return reply.code(503).send({ detail: 'Database unavailable.' });
      }
      return { status: 'ok' as const };
    },
  );
}
