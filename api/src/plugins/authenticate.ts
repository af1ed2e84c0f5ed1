// Bearer authentication, installed from each route's declared access policy (common/access-policy.ts):
// every route registered after this plugin must declare `config: { access }`, and gets
// app.authenticate (sets request.user) unless it is public, plus app.requireStaff for staff routes.
// Staff may view the API as another user on GET requests with ?__impersonate=<email or uuid>; each
// such read is audited as a read of that user's data (features/audit/audit-trail.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import { type AccessPolicy, requiresSignIn } from '../common/access-policy';
import { globalPlugin } from '../common/global-plugin';
import { forbidden, INVALID_ACCESS, NO_CREDENTIALS, notFound, unauthorized } from '../common/http-errors';
import type { AppContext } from '../context';
import { auditImpersonatedView } from '../features/audit';
import { findUserByEmail, findUserByUuid, type SessionUser } from '../features/user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user (the impersonated one while staff impersonate). */
    user: SessionUser | null;
    /** The staff member behind an impersonated request. */
    impersonator: SessionUser | null;
    /** The refresh family (session) of the request's access token (e.g. kept when a password change signs out the others). */
    sessionFamilyId: string | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route with its declared access policy (read by the authorization matrix test). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: HTTPMethods;
  url: string;
  access: AccessPolicy;
  /** The route's JSON schemas (the matrix builds valid bodies from them). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer') return null;
  return token && !extra ? token : '';
}

export const authenticatePlugin = globalPlugin('flora-authenticate', async (app: FastifyInstance, ctx: AppContext) => {
  app.decorateRequest('user', null);
  app.decorateRequest('impersonator', null);
  app.decorateRequest('sessionFamilyId', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) throw unauthorized(NO_CREDENTIALS);
    if (!token) throw unauthorized(INVALID_ACCESS);
    const { user, familyId } = await ctx.tokens.authenticate(token);
    request.user = user;
    request.sessionFamilyId = familyId;

    const target = (request.query as Record<string, unknown> | undefined)?.__impersonate;
    if (typeof target === 'string' && target.trim() !== '') {
      if (!user.isStaff) throw forbidden('Only staff can view the app as another user.');
      if (request.method !== 'GET') throw forbidden('Impersonation is read-only (GET requests only).');
      const other = target.includes('@')
        ? await findUserByEmail(ctx.db, target)
        : await findUserByUuid(ctx.db, target.trim());
      if (!other) throw notFound('No user matches the __impersonate parameter.');
      request.impersonator = user;
      request.user = other;
    }
  });

  // Before the answer leaves: a read that could not be recorded is not served.
  app.addHook('onSend', async (request, reply, payload) => {
    await auditImpersonatedView(ctx.db, ctx.clock, request, reply.statusCode);
    return payload;
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const actor = request.impersonator ?? request.user;
    if (!actor?.isStaff) throw forbidden('You do not have permission to perform this action.');
  });

  // The declaration is the enforcement: no route runs without one, and none adds its own guards.
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const name = `${methods.join(',')} ${route.url}`;
    const policy = route.config?.access;
    if (!policy) throw new Error(`${name} declares no access policy (config: { access }, common/access-policy.ts)`);
    if (route.onRequest) throw new Error(`${name}: guards come from config.access, not onRequest`);
    const guards: onRequestHookHandler[] = [];
    if (requiresSignIn(policy)) guards.push(app.authenticate);
    if (policy.kind === 'staff') guards.push(app.requireStaff);
    if (guards.length) route.onRequest = guards;
    // The HEAD twin of a GET route is the same route.
    for (const method of methods) {
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access: policy, schema: route.schema as RouteAccess['schema'] });
    }
  });
});

/** The authenticated user of a route guarded by app.authenticate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(NO_CREDENTIALS);
  return request.user;
}
