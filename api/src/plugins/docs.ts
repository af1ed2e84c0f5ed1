// The OpenAPI description (GET /api/docs/json) and Swagger UI (GET /api/docs), whose assets are
// served from the installed package: no CDN.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../common/global-plugin';
import { DEFAULT_RATE_LIMITS } from '../context';
import { PASSWORD_RULES_TEXT } from '../features/auth';
import { errorResponse, MAX_PARAM_LENGTH } from '../schemas/common';

const { loginPerAccountAndAddress: pair, loginPerAccount: account, loginPerAddress: client } = DEFAULT_RATE_LIMITS;
const minutes = (ms: number) => `${ms / 60_000} minutes`;

const DESCRIPTION = `The Flora API: accounts and sessions, tests, consults, products.

**Conventions.** Bodies are JSON (one exception: the photo ID upload's body is the image itself). Every route validates its input against the schema shown;
unknown fields are rejected. Every error answers \`{detail}\` (a human-readable message), plus
\`field\` when one input field is at fault. A rejected request writes nothing. Paths work with
or without a trailing slash.

**Authentication.** \`POST /api/token/\` answers an access token (JWT, 15 minutes) and a
refresh token (7 days). Send \`Authorization: Bearer <access>\`. Refresh tokens rotate: each is
usable once; presenting a used refresh token again more than 10 seconds after its first use
revokes its whole session (every access and refresh token of that login). Logout revokes the
session and the access token.

**Login limits** (features/auth/login-service.ts). Every attempt is counted before the password is
checked. Per account and client address: ${pair.max} attempts per ${minutes(pair.windowMs)}, then 429 for that
client only. Per account from any address: ${account.free} attempts per ${minutes(account.windowMs)} are free, then
each further attempt must wait ${account.delaysMs.slice(0, -1).map((ms) => ms / 1000).join(', ')}, then ${account.delaysMs.at(-1)! / 1000} seconds after the one before (one
sent during the wait is refused and not counted). Per client address across accounts: ${client.max} failed
attempts per ${minutes(client.windowMs)}. A refusal is \`429 {detail}\` with a Retry-After header (seconds). A
successful login clears the account's counters and does not count against its client address; a
password reset clears the account's counters too.

**Passwords.** argon2id. ${PASSWORD_RULES_TEXT}`;

/** The parts of a route's schema that decide its generic answers. */
interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  security?: readonly { readonly [scheme: string]: readonly string[] }[];
  response?: unknown;
}

const GENERIC_ANSWERS = {
  400: 'The input does not match the schema (a path parameter, the query string, e.g. an unknown parameter, or the body).',
  401: 'No access token, or one that is invalid, expired or revoked.',
  403: '`__impersonate` from a caller who is not staff, or on a request other than GET (impersonation is staff-only and read-only).',
  404: 'No user matches `__impersonate`.',
  413: 'The request body is too large.',
  414: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
  415: 'The body is not of a content type this route takes.',
} as const;

/**
 * Issue 28.12: what a whole kind of route may answer, documented here once instead of in each route
 * (a route's own entry for the status wins): input -> 400; a path parameter -> 414; a body -> 413
 * and 415; bearer -> 401 and 403, a bearer GET -> 404 (`__impersonate` is read before validation,
 * plugins/authenticate.ts).
 */
export function withGenericAnswers<T extends RouteSchema>(schema: T, isGet: boolean): T {
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: keyof typeof GENERIC_ANSWERS) => {
    if (!(status in response)) response[status] = { ...errorResponse, description: GENERIC_ANSWERS[status] };
  };
  const bearer = (schema.security ?? []).some((s) => 'bearerAuth' in s);
  if (schema.params || schema.querystring || schema.body) add(400);
  if (bearer) {
    add(401);
    add(403);
    if (isGet) add(404);
  }
  if (schema.body) {
    add(413);
    add(415);
  }
  if (schema.params) add(414);
  return { ...schema, response };
}

export const docsPlugin = globalPlugin('flora-docs', async (app: FastifyInstance) => {
  await app.register(swagger, {
    transform: ({ schema, url, route }) => ({ schema: schema && withGenericAnswers(schema, [route.method].flat().includes('GET')), url }),
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Flora API', version: '0.1.0', description: DESCRIPTION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Tokens, registration, password reset' },
        { name: 'email', description: 'Email verification' },
        { name: 'user', description: 'The current user' },
        { name: 'account', description: "My Account: the caller's profile and password change" },
        { name: 'tests', description: "The caller's tests" },
        { name: 'consults', description: "The caller's consults" },
        { name: 'products', description: 'The product catalogue' },
        { name: 'internal', description: 'Staff-only routes' },
        { name: 'system', description: 'Health' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
