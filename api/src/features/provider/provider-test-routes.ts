// Routes: the patient's link to a provider order (SPEC §2.1 "a provider-test path with a :token
// parameter"; §7 "Provider-test has its own path (shape not shown)").
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { lookUpInvitation, redeemInvitation } from './provider-test-service';
import { access } from '../../common/access-policy';

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } },
  required: ['token'],
  additionalProperties: false,
} as const;

const invitationSchema = {
  type: 'object',
  properties: {
    provider: {
      type: 'object',
      properties: { first_name: { type: 'string' }, last_name: { type: 'string' }, practice_name: { type: ['string', 'null'] } },
      required: ['first_name', 'last_name', 'practice_name'],
    },
    ordered_at: { type: 'string' },
    payer: { type: 'string', enum: ['patient', 'provider'] },
    add_sti_panel: { type: 'boolean' },
    price: { type: ['number', 'null'], description: 'Dollars the patient pays on accepting; null when the provider pays.' },
    patient_email_hint: { type: 'string', description: 'The invited address, masked (d***@example.com): the account to sign in with.' },
    state: { type: 'string', enum: ['open', 'awaiting_provider_payment', 'awaiting_patient_payment', 'used'] },
    is_open: { type: 'boolean', description: 'Whether the patient can accept it now.' },
  },
  required: ['provider', 'ordered_at', 'payer', 'add_sti_panel', 'price', 'patient_email_hint', 'state', 'is_open'],
} as const;

export async function providerTestRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { token: string } }>(
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

  app.post<{ Params: { token: string } }>(
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
          ...Object.fromEntries(
            [200, 201].map((code) => [
              code,
              {
                type: 'object',
                properties: {
                  status: { type: 'string', enum: ['kit_sent', 'awaiting_payment'] },
                  test_hash: { type: ['string', 'null'], description: 'The new test (kit code) once issued.' },
                  checkout_url: { type: ['string', 'null'], description: "The patient's payment page when the patient pays." },
                },
                required: ['status', 'test_hash', 'checkout_url'],
              },
            ]),
          ),
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
