// Routes: the health history of the caller's own test (issue 13): GET (questionnaire + answers +
// where to resume), PATCH (autosave of a partial map of answers), POST .../submit/.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { audit } from '../audit';
import { hashParams, ownTest, ownTestDetail, testDetailSchema } from '../tests';
import { historyPatchBody, historySchema, historySubmitBody, missingAnswersResponse } from './health-history-schemas';
import {
  CURRENT_VERSION,
  missingDetail,
  presentHistory,
  readHistory,
  saveHistory,
  submitHistory,
  TEXT_MAX_LENGTH,
} from './health-history-service';
import { FLOW_PAGES, QUESTION_TYPES } from './questionnaire';
import { access } from '../../common/access-policy';
import { schemaTyped } from '../../common/typed-routes';

const tags = ['tests'];

const ANSWER_RULES = `Answers by question type (${QUESTION_TYPES.join(', ')}): yes_no a boolean; single_choice one choice id; multiple_choice a list of choice ids (an \`exclusive\` choice such as "none" alone; [] clears); number a whole number within min-max; date YYYY-MM-DD, a real date, not in the future and within max_days_ago when set; text up to ${TEXT_MAX_LENGTH} characters (trimmed, blank clears). A bad answer is 400 {detail, field: <question id>} naming the question, and nothing is written; an unknown question id is 400 too.`;

const hist = (hash: string, subjectUserId: number) => ({ type: 'health_history', id: hash, subjectUserId });

export async function healthHistoryFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/v1/user-tests/:hash/health-history/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        tags,
        security: bearer,
        querystring: impersonationQuery,
        summary: 'The health history of a test',
        description: `The questionnaire the test uses (sections -> pages -> questions, with an educational moment before some sections) with her answers so far. Decisions: one questionnaire version per test, fixed at its first read (today's version is ${CURRENT_VERSION}); a later version never changes a history in progress. \`last_page\` is the page to resume on (null: start); page ids are the questionnaire's pages, the education pages (\`about-<section>\`) and the steps ${FLOW_PAGES.join(', ')}. A question is shown only when its \`show_when\` holds (the answer to \`show_when.question\` is, or for a list includes, one of \`any_of\`). \`missing\`: the required questions shown that have no answer yet (what submit would refuse; [] once submitted). \`ungated_rx_treatments\`: the ungated-Rx treatment slugs the symptoms answered so far would be offered (the symptoms upsell). \`submitted_at\` set: read-only. Another user's test: 404. Audited (read of health_history).`,
        params: hashParams,
        response: { 200: historySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await readHistory(ctx.db, await ownTest(ctx.db, user.id, request.params.hash));
      await audit(ctx.db, ctx.clock, request, 'read', hist(view.hash, user.id));
      return view;
    },
  );

  app.patch(
    '/api/v1/user-tests/:hash/health-history/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        tags,
        security: bearer,
        querystring: noQuery,
        summary: 'Save health history answers (autosave)',
        description: `Merges the given answers into the saved ones and/or sets the page to resume on (\`page\`). Partial and idempotent: send only what changed; a repeat answers the same history and writes nothing. ${ANSWER_RULES} An unknown page is 400 (field page). Needs consent first (409); once the history is submitted it is read-only (409). Answers to questions a later answer hides are kept while she edits (she may change her mind) and dropped at submit. Another user's test: 404. Audited (update of health_history; read when nothing changed).`,
        params: hashParams,
        body: historyPatchBody,
        response: { 200: historySchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const changed = await saveHistory(ctx.db, test, request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, changed ? 'update' : 'read', hist(test.hash, user.id));
      return presentHistory(await ownTest(ctx.db, user.id, test.hash));
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/submit/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        tags,
        security: bearer,
        querystring: noQuery,
        summary: 'Submit the health history',
        description: `Submits the saved health history (PATCH .../health-history/) of the test: stamps \`healthcontext.health_history_submitted_at\`; the history is then read-only. The body may still carry \`{answers}\` (or be empty): they are checked and merged first, as PATCH does (see PATCH). An incomplete history (a required question shown for her answers without an answer) is 400 {detail: 'Please answer: Last period start date, Contraception.', field: <first missing id>, missing: [question ids]} and writes nothing. Only the answers of questions shown are kept. The \`symptoms\` answer decides \`eligible_for_ungated_rx\` (symptoms an ungated-Rx treatment answers; see recommended-products). Needs the sample recorded first (409); once only (a repeat is 409). Allowed whatever the lab status. Another user's test: 404. Audited (create of health_history).`,
        params: hashParams,
        body: historySubmitBody,
        response: {
          200: testDetailSchema,
          400: missingAnswersResponse,
          ...errors(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const test = await ownTest(ctx.db, user.id, request.params.hash);
      const outcome = await submitHistory(ctx.db, test, request.body?.answers ?? {}, ctx.clock.now());
      if ('missing' in outcome) {
        const { missing } = outcome;
        return reply.code(400).send({ detail: missingDetail(missing), field: missing[0]!.id, missing: missing.map((q) => q.id) });
      }
      await audit(ctx.db, ctx.clock, request, 'create', hist(test.hash, user.id));
      return ownTestDetail(ctx.db, user.id, test.hash);
    },
  );
}
