// Routes: the current user.

// The public surface: what other features and the rest of api/src may use.
export { forgetAnnouncements } from './announcements-service';
export { assertPlausibleBirthday, NAME_MAX_LENGTH, normalizePhoneNumber, PHONE_NUMBER_MAX_LENGTH, requiredName } from './profile-rules';
export { DEFAULT_FEATURES } from './user-config-service';
export { findUserByEmail, findUserById, findUserByUuid, insertUser, listUserFlags, markEmailVerified, normalizeEmail, recordLogin, SESSION_USER_COLUMNS, sessionUserFromRow, setPasswordHash, updateProfile } from './user-service';
export type { ProfileChanges, RegistrationRoute, SessionUser, UserRecord } from './user-service';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { currentUserResponse } from './user-schemas';
import { buildCurrentUser } from './user-config-service';
import { access } from '../../common/access-policy';

export async function userFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
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
