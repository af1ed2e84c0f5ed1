// Routes: attaching a kit and the caller's steps on their own test (consent, sample, provider
// release; the health history and its submit are the health-history feature's). Every step answers the test as GET /user-tests/{hash}/ does.
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { PH_RANGE, recordConsent, recordSample, SAMPLE_MAX_DAYS_AGO, setProviderRelease } from './activation-service';
import { attachKit } from './kits-service';
import { attachKitBody, hashParams, providerReleaseBody, sampleBody, testDetailSchema } from './tests-schemas';
import { ownTest, ownTestDetail, presentDetail } from './tests-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

const common = { tags: ['tests'], security: bearer, querystring: noQuery };
const answered = { 200: testDetailSchema, ...errors(400, 401, 404, 409) };

export async function testActionRoutes(app: SchemaTypedApp, ctx: AppContext) {
  app.post(
    '/api/v1/user-tests/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Attach a test kit to the caller',
        description:
          'Attaches the kit with this code to the signed-in user: a new user test in status `activated` (201), with an empty lab-order intake (`lab_order_intake_id`). Decisions (not shown in SPEC): the code is matched case-insensitively; an unknown code answers 404; a code another account attached answers 409 with its own detail (the code is printed on a physical kit: saying it is taken helps its owner and reveals no data); the caller\'s own, already attached code answers 200 with the test and changes nothing (safe to retry). At most 20 unknown codes per account per hour (known codes do not count): 429 {detail} with Retry-After beyond, whatever the code. Malformed input (not a string, not 6-32 letters and digits, extra fields) answers 400.',
        body: attachKitBody,
        response: { 200: testDetailSchema, 201: testDetailSchema, ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { test, created } = await attachKit(ctx, user.id, request.body.hash);
      await audit(ctx.db, ctx.clock, request, created ? 'create' : 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return reply.code(created ? 201 : 200).send(await presentDetail(ctx.db, test));
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/consent/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Consent to the test',
        description:
          "Records the time the caller consented (`consented_at`). Empty body. Only while the test is `activated` (409 once the lab has received the sample); a repeat answers the test unchanged (the first consent time is kept). Another user's test: 404.",
        params: hashParams,
        body: emptyBody,
        response: answered,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const recorded = await recordConsent(ctx.db, test, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, recorded ? 'update' : 'read', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return ownTestDetail(ctx.db, user.id, test.hash);
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/sample/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Record the sample and its pH',
        description: `Records that the sample was taken (\`sample_taken_at\`) and the vaginal pH the user read on the kit's strip. \`ph\` is a number from ${PH_RANGE.minimum} to ${PH_RANGE.maximum} (the strip's range; healthy is about 3.8-4.5). \`taken_on\` (optional, YYYY-MM-DD) is the day the sample was taken when that was before today: not in the future, not before the kit was activated, within the last ${SAMPLE_MAX_DAYS_AGO} days (400 with field taken_on otherwise); \`sample_taken_at\` is then noon UTC of that day, else the time of the request. Needs consent first (409); only while the test is \`activated\`: a repeat before the lab receives the sample corrects the reading, afterwards it is 409.`,
        params: hashParams,
        body: sampleBody,
        response: answered,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      await recordSample(ctx.db, test, request.body.ph, ctx.clock.now(), request.body.taken_on);
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return ownTestDetail(ctx.db, user.id, test.hash);
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/provider-release/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Release (or withhold) the results to the provider',
        description:
          "Sets `provider_release`: whether the provider linked to this test (the one who ordered it, or one named on it) may see its results; a provider's order issues the test released. Allowed at any time, also after the health history is submitted, before or after the results are ready; false withdraws the release. Another user's test: 404.",
        params: hashParams,
        body: providerReleaseBody,
        response: { 200: testDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      await setProviderRelease(ctx.db, test, request.body.provider_release, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_test', id: test.hash, subjectUserId: user.id });
      return ownTestDetail(ctx.db, user.id, test.hash);
    },
  );
}
