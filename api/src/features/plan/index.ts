// Routes: My Plan — the plan of the caller's latest ready test (or of one of her tests), marking an
// item done, feedback on the plan and moving her next test up. Another user's test or item is a
// 404; every read and write of a plan is audited (a plan is derived from health data).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, dataOf, emptyBody, errors, impersonationQuery } from '../../schemas/common';
import { audit } from '../audit';
import { hashParams } from '../tests';
import { latestPlan, markPlanItem, MOVE_UP_MIN_DAYS, moveNextTestUp, NOT_A_MEMBER, submitPlanFeedback, testPlan } from './plan-service';
import { doneBody, FEEDBACK_COMMENT_MAX, feedbackBody, feedbackSchema, itemParams, nextTestSchema, planItemSchema, planSchema } from './plan-schemas';
import { access } from '../../common/access-policy';

const HOW =
  'Plan items are made by rules from the result (the community state type, infection state, conditions and microbes) the first time the plan is read, then kept: categories diet, lifestyle, products (the vaginal probiotic op-4 with its shop page; BV: a clinician consult) and retest (8 weeks after a disrupted result, 3 months after an intermediate one, 6 months after an optimal one; due_date). Each has a `why` tied to her result and a position. A later read adds only items a rule newly calls for; done-marks are never reset. next_test says whether she is a member, when her next kit ships (next_kit_at) and whether it can be moved up.';
const NOT_READY = "A test that is not `ready` answers 409 {detail}; another user's test (or an unknown hash) 404.";

export async function planFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['plan'], security: bearer };
  const planRef = (request: FastifyRequest, hash: string) => ({ type: 'plan', id: hash, subjectUserId: currentUser(request).id });

  app.get(
    '/api/v1/plan/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The plan of the caller's latest ready test",
        description: `\`{data: plan}\` for her most recent test with ready results. ${HOW} No ready test: 404 {detail: "No ready test."} (the screen shows what happens next). Audited as a read of the plan.`,
        querystring: impersonationQuery,
        response: { 200: dataOf(planSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const plan = await latestPlan(ctx.db, currentUser(request).id, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'read', planRef(request, plan.hash));
      return { data: plan };
    },
  );

  app.get(
    '/api/v1/user-tests/:hash/plan/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'The plan of one of her tests',
        description: `\`{data: plan}\` for the test with this hash. ${HOW} ${NOT_READY} Audited as a read of the plan.`,
        params: hashParams,
        querystring: impersonationQuery,
        response: { 200: dataOf(planSchema), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const plan = await testPlan(ctx.db, currentUser(request).id, request.params.hash, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'read', planRef(request, plan.hash));
      return { data: plan };
    },
  );

  app.patch(
    '/api/v1/user-tests/:hash/plan-items/:id/',
    {
      config: { access: access.owner('plan-item') },
      schema: {
        ...common,
        summary: 'Mark a plan item done (or not)',
        description: `\`{data: item}\`: sets the item's done-mark (done_at is when it was marked; null when not done). Idempotent: the same value again changes nothing and is not audited again. An item of another test or another user's: 404. ${NOT_READY} Audited as an update of the plan item.`,
        params: itemParams,
        body: doneBody,
        response: { 200: dataOf(planItemSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { test, item, changed } = await markPlanItem(ctx.db, user.id, request.params.hash, Number(request.params.id), request.body.done, ctx.clock.now());
      if (changed) await audit(ctx.db, ctx.clock, request, 'update', { type: 'plan_item', id: `${test.hash}/${item.id}`, subjectUserId: user.id });
      return { data: item };
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/plan/feedback/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Rate the plan',
        description: `201 \`{data: feedback}\`: her rating of the plan (1-5) with an optional comment (at most ${FEEDBACK_COMMENT_MAX} characters; blank is none). Every submission is kept; the plan shows the latest. Out-of-range rating or a long comment: 400 naming the field, nothing written. ${NOT_READY} Audited as a create of plan_feedback.`,
        params: hashParams,
        body: feedbackBody,
        response: { 201: dataOf(feedbackSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { test, feedback } = await submitPlanFeedback(ctx.db, user.id, request.params.hash, request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'create', { type: 'plan_feedback', id: test.hash, subjectUserId: user.id });
      return reply.code(201).send({ data: feedback });
    },
  );

  app.post(
    '/api/v1/user-tests/:hash/plan/move-test-up/',
    {
      config: { access: access.owner('user-test') },
      schema: {
        ...common,
        summary: 'Move her next test up',
        description: `\`{data: next_test}\`: for a member, the active membership's next charge, which ships her next kit, moves to tomorrow (later charges follow from it). Not a member (no active membership): 409 "${NOT_A_MEMBER}". A next kit already due within ${MOVE_UP_MIN_DAYS} days (e.g. moved up already): 409 saying when it ships. ${NOT_READY} Audited as an update of the subscription.`,
        params: hashParams,
        body: emptyBody,
        response: { 200: dataOf(nextTestSchema), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { subscriptionId, nextTest } = await moveNextTestUp(ctx.db, user.id, request.params.hash, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'subscription', id: subscriptionId, subjectUserId: user.id });
      return { data: nextTest };
    },
  );
}
