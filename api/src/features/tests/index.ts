// Routes: the caller's tests (never anyone else's), their steps, results and checkouts; the lab's
// internal routes; a provider's read of a patient's test; a result as a FHIR R4 Bundle.

// The public surface: what other features and the rest of api/src may use.
export { reportedSymptoms } from './activation-service';
export { newKitCode } from './kit-codes';
export { createTestKit, findKit } from './kits-service';
export { releaseWithDemoResult } from './lab-service';
export type { PcrFindingInput } from './pcr-findings';
export { providerMaySeeResults } from './provider-visibility';
export { careEligibility, programTreatments, ROUTINE_ESSENTIALS, SYMPTOMS, UNGATED_RX_TREATMENTS, ungatedTreatmentsFor } from './recommendation-rules';
export type { Symptom } from './recommendation-rules';
export { abundanceByClassification, conditionsOf, infectionState } from './results-interpretation';
export type { Condition, InfectionState, Microbe } from './results-interpretation';
export { resultsPdf } from './results-pdf';
export { listMicrobes, RESULTS_NOT_READY } from './results-service';
export { toResultsSummary } from './results-view';
export { RETEST_DISCOUNTS } from './test-checkouts-service';
export { findLatestTestOfUser, findTestByHash, findTestById, listTestsOfUser, ownTest, ownTestDetail } from './tests-service';
export type { TestRow } from './tests-service';
export { hashParams, pdfResponse, readQuery, resultsSummaryProperties, testDetailSchema } from './tests-schemas';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { fhirExportRoutes } from './fhir-export-routes';
import { labRoutes } from './lab-routes';
import { providerTestRoutes } from './provider-tests-routes';
import { testActionRoutes } from './test-actions-routes';
import { testCheckoutRoutes } from './test-checkout-routes';
import { testResultsRoutes } from './test-results-routes';
import { testSchema } from './tests-schemas';
import { currentTest, latestReadyTest, listTests } from './tests-service';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

export async function testsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['tests'], security: bearer, querystring: impersonationQuery };

  app.get(
    '/api/v1/user-tests/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's tests",
        description:
          'Every test of the signed-in user, latest first (by creation). status is activated, received or ready. Decisions (not shown in SPEC): valencia_type is null until the results are ready; money is in dollars; address fields are not part of a test (they belong to the lab-order intake).',
        response: { 200: { type: 'array', items: testSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tests = await listTests(ctx.db, user.id);
      await audit(ctx.db, ctx.clock, request, 'read', tests.map((t) => ({ type: 'user_test', id: t.hash, subjectUserId: user.id })));
      return tests;
    },
  );

  app.get(
    '/api/v1/user-tests/current/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's current test",
        description: 'The most recent test of the signed-in user, whatever its status. No test: 404 {detail: "No current test."}.',
        response: { 200: testSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await currentTest(ctx.db, user.id);
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return test;
    },
  );

  app.get(
    '/api/v1/user-tests/latest_ready/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's latest ready test",
        description: 'The most recent test with ready results. None: 404 {detail: "No ready test."}.',
        response: { 200: testSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await latestReadyTest(ctx.db, user.id);
      await audit(ctx.db, ctx.clock, request, 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return test;
    },
  );

  await testActionRoutes(app, ctx);
  await testResultsRoutes(app, ctx);
  await fhirExportRoutes(app, ctx);
  await testCheckoutRoutes(app, ctx);
  await labRoutes(app, ctx);
  await providerTestRoutes(app, ctx);
}
