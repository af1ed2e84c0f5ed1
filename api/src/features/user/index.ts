// Routes: the current user.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { currentUserResponse } from './schemas';
import { buildCurrentUser } from './user-config-service';
import { access } from '../../common/access-policy';

export async function userFeature(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/v1/user-config/',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['user'],
        summary: 'The current user',
        description:
          'The signed-in user with account facts (tests count, ready test, completed vaginitis consult, membership), feature flags and experiments (per-user overrides over defaults) and the environment. Decisions: username is the email; provider_info.is_verified is true only for a verified provider; ecomm.can_purchase_care is true for every non-provider; userEligibleForAnyCare is true when any of the user\'s tests is eligible for any care.',
        security: bearer,
        querystring: impersonationQuery,
        response: { 200: currentUserResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => buildCurrentUser(ctx, currentUser(request)),
  );
}
