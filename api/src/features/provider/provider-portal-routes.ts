// Routes of the verified provider (SPEC §2.5 resources/, order/, tests/): educational resources,
// ordering tests for patients, the orders with their tests' progress, and a patient's results as a
// PDF. Unverified providers and non-providers get 403 {detail} on every one of them.
import type { AppContext } from '../../context';
import { notFound } from '../../common/http-errors';
import { assertVerifiedProvider } from '../../common/provider-access';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { checkoutUrlResponse } from '../checkout';
import { findTestByHash, hashParams, listMicrobes, pdfResponse, providerMaySeeResults, readQuery } from '../tests';
import { findUserById } from '../user';
import { toOrderView } from './provider-order-view';
import { listOrders, placeOrder, providerCheckout } from './provider-orders-service';
import { findResource, listResources, resourcePdf } from './provider-resources';
import { newOrderSchema, orderSchema, orderUidParams, placedOrderSchema, resourceFileParams, resourceSchema } from './provider-schemas';
import { providerResultsPdf } from './provider-results-pdf';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

const VERIFIED_ONLY = 'Verified providers only: a non-provider or a provider waiting for verification gets 403 {detail}.';
const orderAudit = (o: { uid: string; patient_user_id: number | null }) => ({ type: 'provider_order', id: o.uid, subjectUserId: o.patient_user_id });

export async function providerPortalRoutes(app: SchemaTypedApp, ctx: AppContext) {
  const common = { tags: ['provider'], security: bearer };
  const verifiedProvider = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    assertVerifiedProvider(user);
    return user;
  };

  app.get(
    '/api/v1/provider/resources/',
    {
      config: { access: access.provider() },
      schema: {
        ...common,
        summary: 'Educational resources',
        description: `Handouts for providers and their patients, each a PDF served by this API at url (no outside hosts). ${VERIFIED_ONLY}`,
        querystring: impersonationQuery,
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: resourceSchema } }, required: ['data'] }, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      verifiedProvider(request);
      return { data: listResources() };
    },
  );

  app.get(
    '/api/v1/provider/resources/:file',
    {
      config: { access: access.provider('provider-resource') },
      schema: {
        ...common,
        summary: 'One resource as a PDF',
        description: `The handout {slug}.pdf of the resource list (application/pdf). Unknown: 404. ${VERIFIED_ONLY}`,
        params: resourceFileParams,
        querystring: impersonationQuery,
        response: { 200: pdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      verifiedProvider(request);
      const resource = findResource(request.params.file);
      if (!resource) throw notFound('No resource with this name.');
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${request.params.file}"`).send(await resourcePdf(resource, ctx.clock.now()));
    },
  );

  app.get(
    '/api/v1/provider/orders/',
    {
      config: { access: access.provider() },
      schema: {
        ...common,
        summary: "The provider's test orders",
        description: `Every test the provider ordered, newest first, with its status (see the status field). Only the provider's own orders. Each order is recorded in the audit log (provider_order, with the patient as subject once known). ${VERIFIED_ONLY}`,
        querystring: impersonationQuery,
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: orderSchema } }, required: ['data'] }, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const orders = await listOrders(ctx, verifiedProvider(request));
      if (orders.length) await audit(ctx.db, ctx.clock, request, 'read', orders.map(orderAudit));
      return { data: orders.map(toOrderView) };
    },
  );

  app.post(
    '/api/v1/provider/orders/',
    {
      config: { access: access.provider() },
      schema: {
        ...common,
        summary: 'Order a test for a patient',
        description: `Orders the vaginal microbiome test (plus, with add_sti_panel, the STI-only PCR panel, product sti-panel-add-on: a provider product of its own, not the shop's STI + expanded PCR panel vpcr-add-on, which tests for more at its own price) for the patient at patient_email, priced from the catalogue. The patient is emailed a private link to /provider-test/{token}/ (the token is random and only its digest is stored); they accept it signed in with that address. payer "patient": the patient pays when accepting (checkout_url is null here). payer "provider": the answer carries checkout_url, the provider's payment page (also at POST /api/v1/provider/orders/{uid}/checkout/); the patient can accept only once it is paid. One order per patient at a time: while an earlier order for the same address still waits for the patient, 409 {detail}. patient_name (optional) greets the patient in that email and is kept with the order (the order list answers it). The answer carries patient_link, the absolute link the patient was emailed, for the provider to share: it is answered only here (only its digest is stored). Your own address: 400. Audited (provider_order, create). ${VERIFIED_ONLY}`,
        querystring: noQuery,
        body: newOrderSchema,
        response: {
          201: placedOrderSchema,
          ...errors(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { order, checkout_url, patient_link } = await placeOrder(ctx, verifiedProvider(request), request.body);
      await audit(ctx.db, ctx.clock, request, 'create', orderAudit(order));
      return reply.code(201).send({ order: toOrderView(order), checkout_url, patient_link });
    },
  );

  app.post(
    '/api/v1/provider/orders/:uid/checkout/',
    {
      config: { access: access.owner('provider-order') },
      schema: {
        ...common,
        summary: "Pay for an order (the provider's payment page)",
        description: `For an order the provider pays: answers {checkout_url} (the same page while its session is open; a new one after a declined payment). When processed, the order is marked paid (fulfilProviderOrder) and the patient can accept it. A patient-paid or already paid order: 409 {detail}. Another provider's order or an unknown id: 404. ${VERIFIED_ONLY}`,
        params: orderUidParams,
        querystring: noQuery,
        body: emptyBody,
        response: { 200: checkoutUrlResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ checkout_url: await providerCheckout(ctx, verifiedProvider(request), request.params.uid) }),
  );

  app.get(
    '/api/v1/provider/patient-tests/:hash/results.pdf',
    {
      config: { access: access.providerWithRelease('user-test') },
      schema: {
        ...common,
        summary: "A patient's results as a PDF",
        description: `The results sheet (application/pdf, generated on the server): patient, test and dates, the community state type, every microbe with its relative abundance and, when the provider's feature flag provider_pdf_include_plan_items is on (the default), the plan items the results call for. Sent as an attachment with Cache-Control: no-store. Only once the results are ready and visible to the provider (the provider ordered the test, or the patient released it to them: the rule of GET /api/v1/provider/patient-tests/{hash}/); otherwise 404 {detail}, the same as an unknown hash. Audited as a read of the test and its results. ${VERIFIED_ONLY}`,
        params: hashParams,
        querystring: readQuery,
        response: { 200: pdfResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const provider = verifiedProvider(request);
      const test = await findTestByHash(ctx.db, request.params.hash);
      if (!test || test.status !== 'ready' || !providerMaySeeResults(test, provider.id)) throw notFound('No test results with this hash.');
      const patient = (await findUserById(ctx.db, test.user_id))!;
      const pdf = await providerResultsPdf(ctx.db, { provider, patient, test, microbes: await listMicrobes(ctx.db, test.id), now: ctx.clock.now() });
      await audit(ctx.db, ctx.clock, request, 'read', [
        { type: 'user_test', id: test.hash, subjectUserId: test.user_id },
        { type: 'test_results', id: test.hash, subjectUserId: test.user_id },
      ]);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="flora-results-${test.hash}.pdf"`).send(pdf);
    },
  );
}
