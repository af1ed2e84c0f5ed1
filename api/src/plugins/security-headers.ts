// Headers every answer carries, set in one place so that a new route or page cannot forget them:
// - nosniff on every answer: a browser never guesses a type (JSON or an SVG is never run as HTML);
// - an answer to a request that carries credentials (or was authenticated) is private health data:
//   Cache-Control no-store, and Vary: Authorization for any cache that ignores no-store;
// - an HTML page may not be framed by any site (clickjacking: the sandbox checkout holds Pay and
//   Decline forms): X-Frame-Options DENY for old browsers, and CSP frame-ancestors 'none' added to
//   the page's own policy (Swagger UI's allows 'self') or alone when the page has none.
// buildApp registers it last: its onSend hook then runs after every plugin's own (Swagger UI sets
// its policy in one). Answers Fastify gives before any hook runs set NOSNIFF themselves (error-handler.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { globalPlugin } from '../common/global-plugin';

export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/** The policy with framing forbidden: any frame-ancestors of its own is replaced. */
export function forbidFraming(policy: string): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^frame-ancestors(\s|$)/i.test(d));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

/** The value of a Vary header with `field` added (once, case-insensitively). */
export function varyOn(vary: unknown, field: string): string {
  const fields = String(vary ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase()) ? fields.join(', ') : [...fields, field].join(', ');
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

export const securityHeadersPlugin = globalPlugin('flora-security-headers', async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(NOSNIFF);
    if (request.headers.authorization !== undefined || request.user) {
      reply.header('cache-control', 'no-store');
      reply.header('vary', varyOn(reply.getHeader('vary'), 'Authorization'));
    }
    if (isHtml(reply)) {
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', forbidFraming(String(reply.getHeader('content-security-policy') ?? '')));
    }
    return payload;
  });
});
