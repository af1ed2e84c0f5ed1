// Routes (staff only, /api/internal/): the lab receives a sample and reports its result.
import type { AppContext } from '../../context';
import { bearer, emptyBody, errors, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { receiveSample, recordResult } from './lab-service';
import { hashParams, labResultSchema, testDetailSchema } from './tests-schemas';
import { findTestByHash, presentDetail } from './tests-service';
import { access } from '../../common/access-policy';
import type { SchemaTypedApp } from '../../common/typed-routes';

const common = { tags: ['internal'], security: bearer, params: hashParams, querystring: noQuery };
const answered = { 200: testDetailSchema, ...errors(400, 401, 403, 404, 409) };

export async function labRoutes(app: SchemaTypedApp, ctx: AppContext) {
  async function answer(hash: string) {
    return presentDetail(ctx.db, (await findTestByHash(ctx.db, hash))!);
  }

  app.post(
    '/api/internal/lab/tests/:hash/receive/',
    {
      config: { access: access.staff('user-test') },
      schema: {
        ...common,
        summary: 'The lab received the sample (staff)',
        description:
          'Moves the test from `activated` to `received` and stamps received_at. A test moves activated -> received -> ready only, one step at a time: anything else is 409 {detail}. Unknown hash: 404. Empty body. Staff only (403).',
        body: emptyBody,
        response: answered,
      },
    },
    async (request) => {
      const test = await receiveSample(ctx.db, request.params.hash, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_test', id: test.hash, subjectUserId: test.user_id });
      return answer(test.hash);
    },
  );

  app.post(
    '/api/internal/lab/tests/:hash/results/',
    {
      config: { access: access.staff('user-test') },
      schema: {
        ...common,
        summary: 'The lab reports the result (staff)',
        description:
          "Records the VALENCIA type and the microbes behind it and moves the test from `received` to `ready` (409 from any other status). Microbes: 1-60, distinct names, relative abundance in percent (0-100), together at most 100 (0.5 allowed for rounding) and at least 50 (a lower total is shares sent as fractions, 0-1): 400 otherwise. The result sets the test's care flags: BV (CST IV-A/IV-B) -> eligible for care (program bv-treatment-program, $159) and a-la-care; Yeast (a Candida species at 1% or more) -> a-la-care; otherwise not eligible, with a reason. `pcr_findings` (optional): the findings of the STI + expanded PCR panel, reported with the results and written in the same transaction — only for a test whose panel was bought (expanded_pcr_panel; 409 otherwise, nothing written), and whole: each of chlamydia, gonorrhea, trichomonas, mycoplasma_genitalium exactly once, detected true or false (an unknown target, a repeated or a missing one: 400 {detail, field}). Without them, a test with the panel shows its findings as pending (pcr_findings null). Staff only (403).",
        body: labResultSchema,
        response: answered,
      },
    },
    async (request) => {
      const test = await recordResult(ctx.db, request.params.hash, request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'user_test', id: test.hash, subjectUserId: test.user_id });
      await audit(ctx.db, ctx.clock, request, 'create', { type: 'test_results', id: test.hash, subjectUserId: test.user_id });
      return answer(test.hash);
    },
  );
}
