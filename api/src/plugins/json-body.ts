// JSON request bodies: malformed JSON answers 400 {detail}; an empty body counts as no body
// (so "empty body" POSTs work whether or not the client sets Content-Type: application/json).
// Like Fastify's own parser, keys that could poison prototypes are refused.
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../common/global-plugin';
import { badRequest } from '../common/http-errors';

class ForbiddenKey extends Error {}

function refusePrototypeKeys(key: string, value: unknown) {
  if (key === '__proto__') throw new ForbiddenKey();
  if (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value) throw new ForbiddenKey();
  return value;
}

export const jsonBodyPlugin = globalPlugin('flora-json-body', async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, refusePrototypeKeys));
    } catch (err) {
      done(badRequest(err instanceof ForbiddenKey ? 'Request body contains a forbidden key.' : 'Malformed JSON in request body.'), undefined);
    }
  });
});
