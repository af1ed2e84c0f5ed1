// Errors a service throws to end a request with a 4xx answer `{detail, field?}`.

export class HttpError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, detail: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = options.field;
    this.headers = options.headers;
  }
}

/** The 401 details: the token check (auth) and every route that needs a session answer these. */
export const NO_CREDENTIALS = 'Authentication credentials were not provided.';
export const INVALID_ACCESS = 'Given token not valid for any token type';

export const badRequest = (detail: string, field?: string) => new HttpError(400, detail, { field });
export const unauthorized = (detail: string) =>
  new HttpError(401, detail, { headers: { 'www-authenticate': 'Bearer realm="api"' } });
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
/** The request is well-formed but the object's state does not allow it (e.g. an illegal consult transition). */
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
