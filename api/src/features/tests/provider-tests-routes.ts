// Route: a verified provider reads a patient's test and results, when the visibility rule allows.
import { notFound } from '../../common/http-errors';
import { assertVerifiedProvider } from '../../common/provider-access';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors } from '../../schemas/common';
import { audit } from '../audit';
import { findUserById } from '../user';
import { providerMaySeeResults } from './provider-visibility';
import { listMicrobes } from './results-service';
import { hashParams, patientTestSchema, readQuery } from './tests-schemas';
import { findTestByHash, presentDetail } from './tests-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

export async function providerTestRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.get(
    '/api/v1/provider/patient-tests/:hash/',
    {
      config: { access: access.providerWithRelease('user-test') },
      schema: {
        tags: ['provider'],
        summary: "A patient's test and results (verified provider)",
        description:
          "A provider sees a patient's test only when it is linked to that provider AND the patient releases the results (provider-release; a provider's order issues its test released, and she may withdraw it): otherwise 404 {detail}, the same as an unknown hash. A non-provider or a provider not yet verified gets 403 {detail}. Answers the test as GET /user-tests/{hash}/ does, plus the patient's name and, once ready, every microbe.",
        security: bearer,
        params: hashParams,
        querystring: readQuery,
        response: {
          200: patientTestSchema,
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const provider = currentUser(request);
      assertVerifiedProvider(provider);
      const test = await findTestByHash(ctx.db, request.params.hash);
      if (!test || !providerMaySeeResults(test, provider.id)) throw notFound('No test with this hash.');
      const patient = (await findUserById(ctx.db, test.user_id))!;
      const ready = test.status === 'ready';
      const objects = [{ type: 'user_test', id: test.hash, subjectUserId: test.user_id }];
      if (ready) objects.push({ type: 'test_results', id: test.hash, subjectUserId: test.user_id });
      await audit(ctx.db, ctx.clock, request, 'read', objects);
      return { patient: { first_name: patient.firstName, last_name: patient.lastName }, test: await presentDetail(ctx.db, test), microbes: ready ? await listMicrobes(ctx.db, test.id) : [] };
    },
  );
}
