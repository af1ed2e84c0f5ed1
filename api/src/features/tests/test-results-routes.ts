// Routes: reading one of the caller's tests, its results and the recommendations derived from
// them (SPEC §7). Results appear only once the test is ready: before, the result routes answer 409.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, dataOf, errors } from '../../schemas/common';
import { audit } from '../audit';
import {
  aLaCareRecommendations,
  allAvailableTreatments,
  lightweightTreatmentRecommendations,
  recommendedProducts,
  treatmentRecommendations,
} from './recommendations-service';
import { findUserById } from '../user';
import { resultsPdf } from './results-pdf';
import { ownReadyResults } from './results-service';
import { toInitialResults, toProblemsSummary } from './results-view';
import {
  aLaCareRecommendationsSchema,
  allAvailableTreatmentsSchema,
  hashParams,
  initialResultsSchema,
  lightweightRecommendationsSchema,
  pdfResponse,
  problemsSummarySchema,
  readQuery,
  recommendedProductsSchema,
  testDetailSchema,
  treatmentRecommendationsSchema,
} from './tests-schemas';
import { ownTest, presentDetail } from './tests-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

type HashRequest = FastifyRequest & { params: { hash: string } };
const common = { tags: ['tests'], security: bearer, querystring: readQuery };
const NOT_READY_NOTE = 'Before the test is `ready` this answers 409 {detail}; another user\'s test answers 404.';

export async function testResultsRoutes(app: SchemaTypedApp, ctx: AppContext) {
  /** The caller's ready results, audited as a read of the test's results. */
  async function readyResults(request: HashRequest) {
    const user = currentUser(request);
    const results = await ownReadyResults(ctx.db, user.id, request.params.hash);
    await audit(ctx.db, ctx.clock, request, 'read', { type: 'test_results', id: results.test.hash, subjectUserId: user.id });
    return results;
  }

  app.get(
    '/api/v1/user-tests/:hash/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: "One of the caller's tests",
        description:
          "The test with this hash: the SPEC §3 fields (as in the list) plus the activation steps (consented_at, sample_taken_at, sample_ph), received_at, provider_release, ordered_by_provider, lab_order_intake_id and `results`, the results summary (VALENCIA type, infection state, conditions, percents per microbe classification), null until the test is ready. Not wrapped in `data` (like /current/). Another user's test: 404.",
        params: hashParams,
        response: { 200: testDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const objects = [{ type: 'user_test', id: test.hash, subjectUserId: user.id }];
      if (test.status === 'ready') objects.push({ type: 'test_results', id: test.hash, subjectUserId: user.id });
      await audit(ctx.db, ctx.clock, request, 'read', objects);
      return presentDetail(ctx.db, test);
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/initial-results/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'The results: VALENCIA type and every microbe',
        description: `The VALENCIA community state type (CST), what it means (infection_state: CST I, II, V optimal; III intermediate; IV disrupted; conditions: BV for CST IV-A/IV-B, Yeast for a Candida species at 1% or more) and every microbe the lab reported (name, classification protective/disruptive/variable, relative abundance in percent), most abundant first. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: { 200: dataOf(initialResultsSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { test, microbes } = await readyResults(request);
      return { data: toInitialResults(test, microbes) };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/problems-summary/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'What the results show is wrong',
        description: `The results summary (infection state, conditions, percents) with the disruptive microbes, most abundant first. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: { 200: dataOf(problemsSummarySchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { test, microbes } = await readyResults(request);
      return { data: toProblemsSummary(test, microbes) };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/results.pdf',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'The results as a PDF to keep or share',
        description: `The caller's results sheet (application/pdf, generated on the server; the same sheet a provider downloads, without the provider line): her name and date of birth, the test and its dates, the community state type and what it means, every microbe with its relative abundance, the STI + expanded PCR panel's findings when the panel was bought (or that they are pending), and the plan items the results call for. Sent as an attachment (Content-Disposition: attachment; filename="flora-results-<hash>.pdf") with Cache-Control: no-store. Audited as a read of the test and its results. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: { 200: pdfResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { test, microbes } = await ownReadyResults(ctx.db, user.id, request.params.hash);
      const patient = (await findUserById(ctx.db, user.id))!;
      const pdf = await resultsPdf(ctx.db, { reader: { kind: 'patient' }, patient, test, microbes, includePlanItems: true, now: ctx.clock.now() });
      await audit(ctx.db, ctx.clock, request, 'read', [
        { type: 'user_test', id: test.hash, subjectUserId: user.id },
        { type: 'test_results', id: test.hash, subjectUserId: user.id },
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="flora-results-${test.hash}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/recommended-products/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Ungated Rx treatments for the reported symptoms',
        description: `From the submitted health history (not the results, so any status): \`symptoms\` reported and the ungated-Rx treatments that answer them (odor, discharge: ba-14; itching, burning: af-1; irritation: soo-3; dryness: est-1). Both empty before the health history is submitted. Another user's test: 404.`,
        params: hashParams,
        response: {
          200: dataOf(recommendedProductsSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'health_history', id: test.hash, subjectUserId: user.id });
      return { data: await recommendedProducts(ctx.db, test) };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/a-la-care-recommendations/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Individual treatments for the results',
        description: `The treatments the results call for, each bought on its own (a-la-care), with the condition it treats: BV -> ba-14, soo-3; Yeast -> af-1. Empty for an optimal or intermediate result. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: {
          200: dataOf(aLaCareRecommendationsSchema),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { test, microbes } = await readyResults(request);
      return { data: await aLaCareRecommendations(ctx.db, test, microbes) };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/treatment-recommendations/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'The treatment plan the results call for',
        description: `The recommended program (BV: bv-treatment-program, bundle $159; none otherwise), the treatments with the condition each treats, and the routine essentials (op-4, the vaginal probiotic, for every result). Prices in dollars. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: {
          200: dataOf(treatmentRecommendationsSchema),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { test, microbes } = await readyResults(request);
      return { data: await treatmentRecommendations(ctx.db, test, microbes) };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/treatment-recommendations-lightweight/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'The treatment plan the results call for, as slugs',
        description: `treatment-recommendations without the catalogue: the program slug and the slugs of the treatments and routine essentials. ${NOT_READY_NOTE}`,
        params: hashParams,
        response: {
          200: dataOf(lightweightRecommendationsSchema),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { test, microbes } = await readyResults(request);
      return { data: lightweightTreatmentRecommendations(test, microbes) };
    },
  );

  app.get(
    '/api/v1/user-tests/all-available-treatments-lightweight/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Every treatment that can be bought',
        description:
          'From the catalogue, not from any test: `all_available_treatments` keyed by consult type (vaginitis: every treatment on sale; ungated-rx: those of them available without results), each value `{treatment_slugs}`; the male-partner voucher slug; `care_products` keyed by slug (the care upsells). Reads no health data, so it is not audited.',
        response: {
          200: dataOf(allAvailableTreatmentsSchema),
          ...errors(400, 401, 403),
        },
      },
    },
    async () => ({ data: await allAvailableTreatments(ctx.db) }),
  );
}
