// Routes: the signed-in user's research consent.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { consentBody, consentResponse } from './research-consent-schemas';
import { updateResearchConsent } from './research-consent-service';
import { access } from '../../common/access-policy';

export async function researchConsentFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.post(
    '/api/v1/research-consent/',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['user'],
        security: bearer,
        summary: 'Give or withdraw research consent',
        description: [
          "Records the signed-in user's research consent (the page /research-consent/ calls this; registration can set it too with `research_consent`). Non-providers need it for tests and care (SPEC §2.3, §6); GET /api/v1/user-config/ then reports it in `consentCompleted.research`.",
          '- `research_consent: true` gives it; `false` withdraws it (allowed at any time: consent must be as easy to withdraw as to give). Repeating the same value changes nothing but answers 200 again.',
          '- The body must be exactly `{research_consent: boolean}`: a missing field, another type or an unknown field answers 400 {detail} and writes nothing.',
          'Answers the consent now on record. Audited: update of `research_consent` with the user as subject.',
        ].join('\n'),
        querystring: noQuery,
        body: consentBody,
        response: { 200: consentResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await updateResearchConsent(ctx, user, request.body.research_consent);
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'research_consent', id: null, subjectUserId: user.id });
      return view;
    },
  );
}
