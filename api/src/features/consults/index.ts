// Routes: the caller's consults (never anyone else's: another user's consult answers 404).

// The public surface: what other features and the rest of api/src may use.
export { consultSchema, uidParams } from './consult-schemas';
export { CLOSED, CONSULT_STATUS, CONSULT_STATUS_CODES, CONSULT_TYPES, consultTypeOf, PRE_SUBMIT } from './consult-status';
export type { ConsultStatus, ConsultType } from './consult-status';
export { toConsultView } from './consult-view';
export { activeProductKinds, consultOfUser, findConsultByUid, findConsultOfUser, insertConsult, listConsultsOfType, loadConsultParts, MALE_PARTNER_VOUCHER, moveConsultStatus, PURCHASE_TYPE, TREATMENT_WINDOW_DAYS } from './consults-service';
export type { ConsultRow } from './consults-service';
export { fulfilRefill } from './refill-fulfilment';

import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { checkoutUrlResponse } from '../checkout';
import {
  consultSchema,
  createConsultBody,
  productSlugsBody,
  orderQuery,
  pharmacyBody,
  recommendedProductsResponse,
  uidParams,
} from './consult-schemas';
import { toConsultView } from './consult-view';
import { choosePharmacy, consultCheckout, consultOfUser, type ConsultRow, createConsult, crossSellCheckout, findConsultByCheckout, listConsultsOfUser, loadConsultParts, presentConsult, recommendedProducts, refillCheckout, TREATMENT_WINDOW_DAYS } from './consults-service';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

export async function consultsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['consults'], security: bearer };
  const consultRef = (uid: string, subjectUserId: number) => ({ type: 'consult', id: uid, subjectUserId });

  app.get(
    '/api/v1/consults/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's consults",
        description:
          "Every consult of the signed-in user, latest first (by creation). The flags derived from the status are documented on each field (SPEC leaves their exact rules open: these are the team's decisions).",
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: consultSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await listConsultsOfUser(ctx.db, user.id);
      const parts = await loadConsultParts(
        ctx.db,
        rows.map((r) => r.id),
      );
      await audit(ctx.db, ctx.clock, request, 'read', rows.map((r) => consultRef(r.uid, user.id)));
      return rows.map((r) => toConsultView(r, parts));
    },
  );

  app.post(
    '/api/v1/consults/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Start a consult',
        description: [
          'Starts a consult of the signed-in user in status IN (opted in); paying for it (checkout_url) moves it on. purchase_type follows the type: a-la-care (vaginitis), ungated-rx, sti, male-partner. Rules (the team\'s decisions):',
          `- vaginitis: test_hash of the caller's own ready test (another user's or unknown: 404), eligible for care or a-la-care, results at most ${TREATMENT_WINDOW_DAYS} days old (SPEC §5), and 1-5 selected_treatments (catalogue treatments: est-1, soo-3, af-1, af-3, ba-14); one open (not closed) vaginitis consult per test (409).`,
          "- ungated-rx: selected_treatments required; test_hash optional (ungated: no results needed), but if given it must be the caller's test and eligible for ungated Rx; one open ungated-rx consult at a time (409).",
          "- sti (the async STI consult creation of SPEC §7 uses this route with {type: 'sti', test_hash}): the caller's ready test whose expanded PCR (STI) panel was bought (expanded_pcr_panel of the test; 409 otherwise: STI treatment starts from its findings); no selected_treatments (the clinician prescribes) and nothing to pay (its intake opens from IN). Idempotent: when the test already has an open sti consult, that consult is answered with 200 instead of 201 (the response always has its uid).",
          '- male-partner: only for an account registered through the male-partner route (403 otherwise, and a male-partner account may start no other type); no test_hash, no selected_treatments (the voucher is what is paid for); one open male-partner consult at a time (409).',
          'Provider accounts cannot start consults (403). A test whose results are not ready, or that is not eligible, answers 409.',
        ].join('\n'),
        body: createConsultBody,
        response: { 200: consultSchema, 201: consultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { row, created } = await createConsult(ctx.db, user, request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, created ? 'create' : 'read', consultRef(row.uid, user.id));
      return reply.code(created ? 201 : 200).send(await presentConsult(ctx.db, row));
    },
  );

  app.get(
    '/api/v1/consults/order/',
    {
      config: { access: access.owner('consult-checkout') },
      schema: {
        ...common,
        summary: 'The consult of a checkout (order)',
        description:
          "The consult a checkout session was started for, found by the session's two secrets (checkout_id and checkout_token, as the order carries them), whatever the session's payment status. Only the caller's own checkout: anything else (unknown pair, another user's session, a session without a consult) answers 404.",
        querystring: orderQuery,
        response: { 200: consultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findConsultByCheckout(ctx.db, user.id, request.query.checkout_id, request.query.checkout_token);
      if (!row) throw notFound('No consult for this order.');
      await audit(ctx.db, ctx.clock, request, 'read', consultRef(row.uid, user.id));
      return presentConsult(ctx.db, row);
    },
  );

  app.get(
    '/api/v1/consults/:uid/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'One consult of the caller',
        description: "The consult with this uid. Another user's consult, or an unknown uid: 404.",
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: consultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await consultOfUser(ctx.db, user.id, request.params.uid);
      await audit(ctx.db, ctx.clock, request, 'read', consultRef(row.uid, user.id));
      return presentConsult(ctx.db, row);
    },
  );

  app.patch(
    '/api/v1/consults/:uid/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Choose the pharmacy of a consult',
        description:
          "Sets pharmacy_type: flora-pharmacy (Flora's mail-order pharmacy ships the prescriptions) or local-pharmacy (picked up at a pharmacy chosen in the intake). Only pharmacy_type can be changed, and only before the intake is submitted (status IN, OR or ST): 409 afterwards, since the clinician prescribes to the chosen pharmacy.",
        params: uidParams,
        body: pharmacyBody,
        response: { 200: consultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const consult = await consultOfUser(ctx.db, user.id, request.params.uid);
      const row = await choosePharmacy(ctx.db, consult, request.body.pharmacy_type, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', consultRef(row.uid, user.id));
      return presentConsult(ctx.db, row);
    },
  );

  app.get(
    '/api/v1/consults/:uid/checkout_url/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Pay for a consult',
        description:
          "Starts a checkout session (kind consult) for an unpaid consult (status IN; 409 otherwise) and answers its checkout_url. The price comes from the catalogue on the server: one of each selected treatment, or the male-partner treatment voucher for a male-partner consult; a consult with nothing to pay for (an sti consult) answers 409. Every call starts a new session (a GET, as SPEC §7 names it, but not idempotent); only the first of them paid pays the consult (paying another answers 409, nothing charged), so staff viewing as the user (__impersonate) get 403: impersonation is read-only.",
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: checkoutUrlResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.impersonator) throw forbidden('Impersonation is read-only: this call starts a checkout.');
      const consult = await consultOfUser(ctx.db, user.id, request.params.uid);
      const started = await consultCheckout(ctx.db, consult, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'create', { type: 'consult_checkout', id: consult.uid, subjectUserId: user.id });
      return { checkout_url: started.checkout_url };
    },
  );

  app.get(
    '/api/v1/consults/:uid/recommended-products/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Products recommended with a consult',
        description:
          'data.care_products: every care product on sale keyed by slug (treatment calendar $30, coaching call $35, travel bag $25, consult review $30); data.routine_essentials: the vaginal probiotic op-4, except for a male-partner consult (empty list). Prices in dollars. These are the products cross-sell-checkout-url accepts.',
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: recommendedProductsResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const consult = await consultOfUser(ctx.db, user.id, request.params.uid);
      const data = await recommendedProducts(ctx.db, consult);
      await audit(ctx.db, ctx.clock, request, 'read', consultRef(consult.uid, user.id));
      return { data };
    },
  );

  /** A checkout of products bought with one of her consults (one of each slug, priced on the server). */
  const productCheckoutRoute = (
    path: string,
    summary: string,
    description: string,
    start: (consult: ConsultRow, slugs: string[], now: Date) => Promise<{ checkout_url: string }>,
  ) =>
    app.post(
      path,
      {
        config: { access: access.owner('consult') },
        schema: { ...common, summary, description, params: uidParams, body: productSlugsBody, response: { 200: checkoutUrlResponse, ...errors(400, 401, 404, 409) } },
      },
      async (request) => {
        const user = currentUser(request);
        const consult = await consultOfUser(ctx.db, user.id, request.params.uid);
        const started = await start(consult, request.body.product_slugs, ctx.clock.now());
        await audit(ctx.db, ctx.clock, request, 'create', { type: 'consult_checkout', id: consult.uid, subjectUserId: user.id });
        return { checkout_url: started.checkout_url };
      },
    );

  productCheckoutRoute(
    '/api/v1/consults/:uid/cross-sell-checkout-url/',
    'Buy care products with a consult',
    "Starts a checkout session (kind cross-sell, one of each product, priced on the server) and answers its checkout_url. product_slugs: 1-10 distinct slugs, each one of the consult's recommended products (400 otherwise). Only for a paid consult that is not referred, ineligible or cancelled (409 otherwise).",
    (consult, slugs, now) => crossSellCheckout(ctx.db, consult, slugs, now),
  );

  productCheckoutRoute(
    '/api/v1/consults/:uid/refill-checkout/',
    'Refill prescriptions of a consult',
    "Starts a checkout session (kind refill, one of each product, priced on the server) and answers its checkout_url. product_slugs: 1-10 distinct slugs, each a prescription of this consult that can be refilled now — over the counter, or with refills_remaining above 0 — and not disabled for refill (400 with field product_slugs otherwise). Only for a completed consult (CP; 409 otherwise). Processing the paid order uses up one refill per unit. Another user's consult: 404.",
    (consult, slugs, now) => refillCheckout(ctx.db, consult, slugs, now),
  );
}
