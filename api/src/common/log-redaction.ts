// What the request log may say about a URL. Capabilities (the portal and provider-test tokens, a
// checkout's id and token) and people's emails travel in URLs; at info level every request's URL is
// logged, so these values are replaced by name, in the query and in the route's path parameters.
import type { FastifyRequest } from 'fastify';

/** Parameters whose values never reach a log line. */
export const SECRET_PARAMS: ReadonlySet<string> = new Set(['token', 'checkout_id', 'checkout_token', 'order_email', 'email', 'patient_email', 'to', '__impersonate']);

export const REDACTED = '[redacted]';

/** `url` with the values of secret query parameters and of the secret path parameters `params` replaced. */
function redactUrl(url: string, params: Record<string, unknown> = {}): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAMS.has(name) && typeof value === 'string' && value !== '') {
      path = path.split(value).join(REDACTED).split(encodeURIComponent(value)).join(REDACTED);
    }
  }
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, ' '));
      } catch {
        return `${pair.slice(0, eq)}=${REDACTED}`;
      }
      return SECRET_PARAMS.has(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${path}?${query.join('&')}`;
}

/** pino's `req` serializer: Fastify's fields, the URL redacted. */
export function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url, (request.params as Record<string, unknown> | undefined) ?? {}) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
