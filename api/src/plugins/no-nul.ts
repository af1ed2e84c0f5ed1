// U+0000 is refused in any input with 400: PostgreSQL text cannot hold it, so a NUL reaching a query
// (a lookup by email, a consult uid) would fail there as a 500. The URL is checked before any route
// hook (authentication reads ?__impersonate= before validation); the body after validation, so a
// free-text field keeps its own message (formats `text` and `line`, schemas/common.ts).
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../common/global-plugin';
import { badRequest } from '../common/http-errors';
import { controlCharactersDetail } from '../schemas/common';

export const NUL_IN_URL = 'The URL contains a NUL character (%00), which is not allowed.';

/** The path ("a.b.0") of the first key or string holding U+0000, or null. */
function nulAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

export const noNulPlugin = globalPlugin('flora-no-nul', async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(NUL_IN_URL);
  });
  app.addHook('preHandler', async (request) => {
    // Parsed JSON and forms only: an uploaded image (a Buffer) or a text body is the route's to refuse.
    if (!request.body || typeof request.body !== 'object' || Buffer.isBuffer(request.body)) return;
    const field = nulAt(request.body, '');
    if (field !== null) throw badRequest(controlCharactersDetail(field), field);
  });
});
