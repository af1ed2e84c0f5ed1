// The OpenAPI description (GET /api/docs/json) and Swagger UI (GET /api/docs), whose assets are
// served from the installed package: no CDN.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../common/global-plugin';
import { PASSWORD_RULES_TEXT } from '../features/auth/password-rules';

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

**Login limits.** 5 failed logins per account and 20 per client address within 15 minutes; beyond,
\`429 {detail}\` with a Retry-After header until the window ends. A successful login clears the
account's counter.

**Passwords.** argon2id. ${PASSWORD_RULES_TEXT}`;

export const docsPlugin = globalPlugin('flora-docs', async (app: FastifyInstance) => {
  await app.register(swagger, {
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
