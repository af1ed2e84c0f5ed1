// Routes of the sandbox customer portal (its own plugin: form bodies and HTML refusals stay here).
// No bearer header: the token in the path is the capability; the portal acts as the token's user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../common/http-errors';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { findUserById } from '../user';
import { sandboxPageHeaders } from '../../common/sandbox-html';
import { acceptBrowserForms, browserRefusals, htmlResponse } from '../../plugins/browser-forms';
import { audit } from '../audit';
import { EXPIRED_LINK, portalPath, portalTokenIn, portalUserOf } from './portal-links';
import { messagePageHtml, portalPageHtml } from './portal-page';
import { CANCEL_NOTE_MAX, CANCEL_REASON_VALUES } from './subscription-rules';
import {
  portalCancelBody,
  type PortalNotice,
  portalPageQuery,
  portalRedirectResponse,
  portalSkipBody,
  portalSwapBody,
  portalTokenParams,
  type PortalTokenParams,
} from './subscription-schemas';
import { cancelSubscription, changePlan, endLapsedMemberships, listSubscriptionsOfUser, planOptions, skipNextCharge, subscriptionOfUser } from './subscriptions-service';
import { access } from '../../common/access-policy';

/** What an action tells the page (the text is ours: the query string carries only the code). */
const NOTICES = {
  skipped: { text: 'Done: the delivery was skipped. Your next delivery is shown below.', warn: false },
  'already-skipped': { text: 'That delivery was already skipped; nothing changed.', warn: true },
  swapped: { text: 'Done: your plan was changed. The new price applies from your next delivery.', warn: false },
  unchanged: { text: 'That is already your plan; nothing changed.', warn: true },
  cancelled: { text: 'Done: your subscription was cancelled. There will be no more charges.', warn: false },
  'already-cancelled': { text: 'This subscription is already cancelled; nothing changed.', warn: true },
} as const satisfies Record<PortalNotice, { text: string; warn: boolean }>;

const TITLES: Record<number, string> = { 400: 'Check your choice', 404: 'Not found', 409: 'Nothing changed' };

export async function portalRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['subscriptions'] };

  // A browser gets refusals as a page with a way back.
  acceptBrowserForms(app, (reply, request, status, detail) => {
    const token = portalTokenIn(request.params);
    const back = status !== 404 && token ? portalPath(token) : null;
    const html = messagePageHtml(TITLES[status] ?? 'Something went wrong', detail, back);
    return reply.headers(sandboxPageHeaders(html)).send(html);
  });

  // Every portal route (each has portalTokenParams, validated before this hook): the token's user, or
  // 404 (unknown or expired link). Audit entries name them as the actor.
  app.addHook<{ Params: PortalTokenParams }>('preHandler', async (request) => {
    const userId = await portalUserOf(ctx.db, request.params.token, ctx.clock.now());
    const user = await findUserById(ctx.db, userId);
    if (!user?.isActive) throw notFound(EXPIRED_LINK);
    request.user = user;
  });

  const userId = (request: FastifyRequest) => request.user!.id;
  const back = (reply: FastifyReply, token: string, notice: PortalNotice, subscriptionId: number) =>
    reply.redirect(`${portalPath(token)}?notice=${notice}&subscription=${subscriptionId}`, 303);
  const auditChange = (request: FastifyRequest, subscriptionId: number) =>
    audit(ctx.db, ctx.clock, request, 'update', { type: 'subscription', id: subscriptionId, subjectUserId: userId(request) });

  app.get(
    '/api/v1/subscription/portal/:token/',
    {
      config: { access: access.linkHolder('subscription-portal-token') },
      schema: {
        ...common,
        summary: 'The customer portal page (sandbox)',
        description: [
          'The page GET /api/v1/subscription/portal-link/ links to: plain HTML listing the link owner\'s subscriptions (active first), each with its plan, price per delivery and next delivery,',
          'and for an active one three forms posting back here: skip the next delivery, change plan (the plans of its product and, for a membership, of the membership types on offer), cancel with a reason.',
          'No bearer header: the token in the path opens one user\'s portal for 30 minutes (unknown or expired: 404 page). `notice` + `subscription` show the message an action redirected with.',
          'Answers no-store, no-referrer and a strict Content-Security-Policy (no scripts; forms post only to this API).',
        ].join(' '),
        params: portalTokenParams,
        querystring: portalPageQuery,
        response: { 200: htmlResponse('The portal page.'), ...browserRefusals(400, 404) },
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      await endLapsedMemberships(ctx.db, now, userId(request));
      const subscriptions = await listSubscriptionsOfUser(ctx.db, userId(request));
      const options = new Map(
        await Promise.all(subscriptions.filter((s) => s.status === 'active').map(async (s) => [s.id, await planOptions(ctx.db, s)] as const)),
      );
      const { notice, subscription } = request.query;
      const about = subscriptions.find((s) => String(s.id) === subscription);
      const html = portalPageHtml({
        token: request.params.token,
        subscriptions,
        options,
        notice: notice ? { ...NOTICES[notice], text: about ? `${about.name}: ${NOTICES[notice].text}` : NOTICES[notice].text } : null,
        backUrl: `${ctx.frontendUrl}/account/`,
      });
      return reply.headers(sandboxPageHeaders(html)).send(html);
    },
  );

  app.post(
    '/api/v1/subscription/portal/:token/skip/',
    {
      config: { access: access.linkHolder('subscription-portal-token') },
      schema: {
        ...common,
        summary: 'Skip the next delivery (portal form)',
        description:
          "Skips the delivery due at `charge_at` (the date the page showed): the next charge moves one plan interval on and skipped_charges counts it. Answers 303 to the page with a message. Sending the form again (that delivery is no longer the next) changes nothing and says so ('already-skipped'); a cancelled subscription answers 'already-cancelled'. Another user's or an unknown subscription: 404. Audited as an update of the subscription.",
        params: portalTokenParams,
        body: portalSkipBody,
        response: { ...portalRedirectResponse, ...browserRefusals(400, 404) },
      },
    },
    async (request, reply) => {
      const sub = await subscriptionOfUser(ctx.db, userId(request), Number(request.body.subscription_id));
      if (sub.status !== 'active') return back(reply, request.params.token, 'already-cancelled', sub.id);
      const outcome = await skipNextCharge(ctx.db, sub, request.body.charge_at, ctx.clock.now());
      if (outcome === 'skipped') await auditChange(request, sub.id);
      return back(reply, request.params.token, outcome, sub.id);
    },
  );

  app.post(
    '/api/v1/subscription/portal/:token/swap/',
    {
      config: { access: access.linkHolder('subscription-portal-token') },
      schema: {
        ...common,
        summary: 'Change plan (portal form)',
        description:
          'Moves an active subscription to another plan: one of its product\'s plans or, for a membership, of the membership types on offer (membership_vmt, membership_expanded_pcr; the legacy and Canadian memberships cannot be chosen). Priced again from the catalogue; the next charge date stays. Any other plan: 400. The current plan changes nothing (\'unchanged\'). Answers 303 to the page with a message; a cancelled subscription answers \'already-cancelled\'. Audited as an update of the subscription.',
        params: portalTokenParams,
        body: portalSwapBody,
        response: { ...portalRedirectResponse, ...browserRefusals(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const sub = await subscriptionOfUser(ctx.db, userId(request), Number(request.body.subscription_id));
      if (sub.status !== 'active') return back(reply, request.params.token, 'already-cancelled', sub.id);
      const target = (await planOptions(ctx.db, sub)).find((o) => o.plan.id === request.body.selling_plan_id);
      if (!target) throw new HttpError(400, `${sub.name} cannot change to the plan ${request.body.selling_plan_id}.`, { field: 'selling_plan_id' });
      if (!(await changePlan(ctx.db, sub, target, ctx.clock.now()))) return back(reply, request.params.token, 'unchanged', sub.id);
      await auditChange(request, sub.id);
      return back(reply, request.params.token, 'swapped', sub.id);
    },
  );

  app.post(
    '/api/v1/subscription/portal/:token/cancel/',
    {
      config: { access: access.linkHolder('subscription-portal-token') },
      schema: {
        ...common,
        summary: 'Cancel a subscription (portal form)',
        description: `Cancels an active subscription with a reason (${CANCEL_REASON_VALUES.join(', ')}) and an optional note (at most ${CANCEL_NOTE_MAX} characters): no more charges; what was paid runs until the next charge would have been (ends_at), and a membership lasts until then. Answers 303 to the page with a message; cancelling again changes nothing ('already-cancelled'). Audited as an update of the subscription.`,
        params: portalTokenParams,
        body: portalCancelBody,
        response: { ...portalRedirectResponse, ...browserRefusals(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const sub = await subscriptionOfUser(ctx.db, userId(request), Number(request.body.subscription_id));
      if (sub.status !== 'active') return back(reply, request.params.token, 'already-cancelled', sub.id);
      await cancelSubscription(ctx.db, sub, request.body.reason, request.body.note?.trim() || null, ctx.clock.now());
      await auditChange(request, sub.id);
      return back(reply, request.params.token, 'cancelled', sub.id);
    },
  );
}
