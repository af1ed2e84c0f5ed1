// CORS only for the platform's own origins (FLORA_ALLOWED_ORIGINS). Bearer tokens, no cookies.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../common/global-plugin';

export const corsPlugin = globalPlugin('flora-cors', async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowed = new Set(opts.allowedOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !!origin && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: false,
    maxAge: 600,
  });
});
