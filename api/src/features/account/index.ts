// Routes: My Account's own settings — the profile (name, phone number, birthday; the email is shown,
// never changed here) and the password change. Only ever the caller's own account: there is no id
// to name another's. Both changes are audited (user_profile, user_password).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, detailResponse, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { changePassword, PASSWORD_CHANGED } from './password-change-service';
import { changeProfile, readProfile } from './profile-service';
import { passwordChangeBody, profileBody, profileResponse } from './account-schemas';
import { access } from '../../common/access-policy';

export async function accountFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['account'], security: bearer };

  app.get(
    '/api/v1/user/profile/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's profile",
        description:
          "My Account's profile: first_name, last_name, email (shown, not changeable here), phone_number and birthday (null when not given). Only the caller's own; not health data: not audited.",
        querystring: impersonationQuery,
        response: { 200: profileResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => readProfile(ctx, currentUser(request).id),
  );

  app.patch(
    '/api/v1/user/profile/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "Change the caller's profile",
        description: [
          'Changes any of first_name, last_name, phone_number and birthday (at least one); the others stay. Answers the whole profile as saved.',
          'Rules: names not blank (trimmed); phone_number digits, spaces, dots, parentheses, plus and hyphen (SPEC §5) with at least 7 digits, blank or null clears it; birthday YYYY-MM-DD from 1900-01-01 up to yesterday (UTC), null clears it.',
          'The email cannot be changed here: an email field (or any other unknown field) is 400. A bad field answers 400 {detail, field} and nothing is written.',
          "Only the caller's own profile; staff impersonation is read-only (403). A change is audited (update of user_profile); a request that changes nothing writes nothing.",
          'Clients read GET /api/v1/user-config/ again afterwards (the header shows the name).',
        ].join('\n'),
        querystring: noQuery,
        body: profileBody,
        response: { 200: profileResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { profile, changed } = await changeProfile(ctx, user.id, request.body);
      if (changed) await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_profile', id: user.id, subjectUserId: user.id });
      return profile;
    },
  );

  app.post(
    '/api/v1/user/password/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "Change the caller's password",
        description: [
          'My Account: changes the password of the signed-in account. current_password is required and checked: a wrong one is 400 {detail, field: "current_password"} (counted like a failed login: after 5 wrong ones in 15 minutes, 429 {detail} with Retry-After).',
          'new_password follows the password rules (400 {detail, field: "new_password"}) and must differ from the current one. Any refusal writes nothing (but the failed-attempt counter).',
          'Afterwards every OTHER session of the account is signed out (its refresh tokens and their access tokens stop working) and outstanding password reset links stop working; the session that made the change keeps working with the tokens it has (no new pair). Answers 200 {detail}.',
          'Audited (update of user_password). Staff impersonation is read-only (403).',
        ].join('\n'),
        querystring: noQuery,
        body: passwordChangeBody,
        response: { 200: detailResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(ctx, user.id, request.sessionFamilyId, request.body);
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_password', id: user.id, subjectUserId: user.id });
      return { detail: PASSWORD_CHANGED };
    },
  );
}
