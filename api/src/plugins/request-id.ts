// Each request's id: the caller's X-Request-Id when it is well-formed (the shell sends a fresh one
// with every call), else one made here. Fastify puts it on every log line of the request (`reqId`),
// and it is echoed in the answer's X-Request-Id, so one click can be followed from the browser's
// network panel into the API's logs. The caller's value is checked before it reaches a log line:
// nothing else than a short word of letters, digits and . _ : - may pose as an id.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { globalPlugin } from '../common/global-plugin';

const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the caller's id when well-formed, else a new UUID. */
export function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

export const requestIdPlugin = globalPlugin('flora-request-id', async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
