// Routes: the patient's link to a provider order (SPEC §2.1 "a provider-test path with a :token
// parameter"; §7 "Provider-test has its own path (shape not shown)").
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { invitationSchema, redemptionSchema, tokenParams } from './provider-schemas';
import { lookUpInvitation, redeemInvitation } from './provider-test-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

export async function providerTestRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.get(
    '/api/v1/provider-test/:token/',
    {
      config: { access: access.linkHolder('provider-test-token') },
      schema: {
        tags: ['provider'],
        summary: 'A provider-ordered test link (public)',
        description:
          'What the emailed link /provider-test/{token}/ stands for, without signing in: who ordered the test, what it contains, what the patient pays, and whether it can be accepted now (state open; awaiting_provider_payment while the ordering provider has not paid; awaiting_patient_payment once the patient accepted a test she pays for and until she has paid, when accepting again answers her payment page; used once the test is in her account). Unknown token: 404 {detail}.',
        params: tokenParams,
        querystring: impersonationQuery,
        response: { 200: invitationSchema, ...errors(400, 404) },
      },
    },
    async (request) => lookUpInvitation(ctx.db, request.params.token),
  );

  app.post(
    '/api/v1/provider-test/:token/',
    {
      config: { access: access.owner('provider-test-token') },
      schema: {
        tags: ['provider'],
        summary: 'Accept a provider-ordered test',
        description:
          "The patient accepts the test, signed in (after registering or logging in) with the address the order was sent to; another account gets 403 {detail}, and so does a provider. When the provider paid: issues the kit at once, a test in the patient's account linked to the provider (ordered_by_provider, provider_id), so the provider sees its results; 201 {status: kit_sent, test_hash}. Before the provider has paid: 409. When the patient pays: 200 {status: awaiting_payment, checkout_url} (the same page until paid; the kit is issued when the order is processed). Unknown token: 404; a link already used: 410. Audited (provider_order update; user_test create).",
        security: bearer,
        params: tokenParams,
        querystring: noQuery,
        body: emptyBody,
        response: {
          200: redemptionSchema,
          201: redemptionSchema,
          ...errors(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const patient = currentUser(request);
      const { order, ...answer } = await redeemInvitation(ctx.db, ctx.clock, patient, request.params.token);
      const objects = [{ type: 'provider_order', id: order.uid, subjectUserId: patient.id }];
      if (answer.test_hash) objects.push({ type: 'user_test', id: answer.test_hash, subjectUserId: patient.id });
      await audit(ctx.db, ctx.clock, request, answer.test_hash ? 'create' : 'update', objects);
      return reply.code(answer.test_hash ? 201 : 200).send(answer);
    },
  );
}
