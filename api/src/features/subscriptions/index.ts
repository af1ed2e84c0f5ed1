// Routes: subscriptions (SPEC §7 Other), membership (My Account: upgrade, downgrade, cancel with a
// reason) and the sandbox customer portal. Subscriptions are account data, not health data: reads
// are not audited; every change (swap, upgrade, downgrade, cancel, skip) and every portal link is.

// The public surface: what other features and the rest of api/src may use.
export { fulfilSubscription } from './subscription-fulfilment';
export { addMonths, MEMBERSHIP_KIND, membershipActions } from './subscription-rules';
export { endLapsedMemberships, findMembership, subscriptionHousekeeping, updateActiveSubscription } from './subscriptions-service';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaTyped } from '../../common/typed-routes';
import { forbidden, notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { dataOf, emptyBody, errors, impersonationQuery } from '../../schemas/common';
import { audit } from '../audit';
import { findUserById } from '../user';
import { issuePortalToken, PORTAL_LINK_TTL_MS, portalPath } from './portal-links';
import { portalRoutes } from './portal-routes';
import {
  CANCEL_NOTE_MAX,
  CANCEL_REASON_VALUES,
  CANCEL_REASONS,
  DOWNGRADE,
  MEMBERSHIP_KIND,
  MEMBERSHIP_SWAP_TYPES,
  membershipActions,
  resolveDiscount,
  SUBSCRIPTION_DISCOUNTS,
  UPGRADE,
} from './subscription-rules';
import {
  cancelMembershipBody,
  DEFAULT_DISCOUNT,
  membershipSchema,
  nextChargeDiscountBody,
  nextChargeSchema,
  portalLinkSchema,
  subscriptionExistsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  swapBody,
} from './subscription-schemas';
import { nextChargeView, toSubscriptionView } from './subscription-view';
import { cancelMembership, currentSubscriptionOf, endLapsedMemberships, findMembership, listSubscriptionsOfUser, moveMembership, nextCharge, NO_SUBSCRIPTION, resumeMembership, type SubscriptionRow, swapMembershipType } from './subscriptions-service';
import { access } from '../../common/access-policy';

export async function subscriptionsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['subscriptions'], security: [{ bearerAuth: [] }] };
  const auditChange = (request: FastifyRequest, sub: SubscriptionRow) =>
    audit(ctx.db, ctx.clock, request, 'update', { type: 'subscription', id: sub.id, subjectUserId: sub.user_id });
  const subscriptionData = dataOf(subscriptionSchema);

  /** Whether the caller is a member, once lapsed memberships have ended. */
  const isMember = async (userId: number) => {
    await endLapsedMemberships(ctx.db, ctx.clock.now(), userId);
    return (await findUserById(ctx.db, userId))?.isMember ?? false;
  };

  app.get(
    '/api/v1/subscription/exists/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Whether the caller has a subscription',
        description:
          '`{data: {exists, is_member}}` (SPEC: response not shown): exists is true when the caller has at least one active subscription; is_member is the membership flag of user-config (`subscription.is_member`), true from a paid membership until the end of the paid period of a cancelled one. Never 404.',
        querystring: impersonationQuery,
        response: {
          200: dataOf(subscriptionExistsSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const member = await isMember(user.id);
      const subs = await listSubscriptionsOfUser(ctx.db, user.id);
      return { data: { exists: subs.some((s) => s.status === 'active'), is_member: member } };
    },
  );

  app.get(
    '/api/v1/subscription/portal-link/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'A link to the customer portal',
        description: `\`{data: {url, expires_at}}\`: an absolute URL of the sandbox customer portal on this API (GET /api/v1/subscription/portal/{token}/), to open in a new tab without a bearer header. Its token is random, stored only as a digest, opens the caller's portal only and expires after ${PORTAL_LINK_TTL_MS / 60_000} minutes; each call makes a new one (audited as subscription_portal_link). No active subscription: 404 (the front end shows 'Failed to fetch portal link'). Staff viewing as another user (__impersonate) get 403: the portal changes subscriptions and impersonation is read-only.`,
        querystring: impersonationQuery,
        response: {
          200: dataOf(portalLinkSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      if (request.impersonator) throw forbidden('Impersonation is read-only: the customer portal changes subscriptions.');
      const user = currentUser(request);
      await currentSubscriptionOf(ctx.db, user.id, ctx.clock.now());
      const { token, expiresAt } = await issuePortalToken(ctx.db, user.id, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'create', { type: 'subscription_portal_link', id: null, subjectUserId: user.id });
      return { data: { url: `${request.protocol}://${request.host}${portalPath(token)}`, expires_at: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/api/v1/subscription/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'The current subscription',
        description: `\`{data: subscription}\`: the caller's current subscription, the active one started last (a cancelled one is not current). None: 404 '${NO_SUBSCRIPTION}'.`,
        querystring: impersonationQuery,
        response: { 200: subscriptionData, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: toSubscriptionView(await currentSubscriptionOf(ctx.db, currentUser(request).id, ctx.clock.now())) }),
  );

  app.get(
    '/api/v1/subscriptions/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's subscriptions",
        description:
          "`{data: {subscriptions}}`: the caller's active subscriptions, latest started first (the product cards show these as subscribed; cancelled ones are in the portal). None: 404 (the front end shows 'Failed to fetch subscriptions').",
        querystring: impersonationQuery,
        response: {
          200: dataOf(subscriptionListSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await endLapsedMemberships(ctx.db, ctx.clock.now(), user.id);
      const active = (await listSubscriptionsOfUser(ctx.db, user.id)).filter((s) => s.status === 'active');
      if (!active.length) throw notFound(NO_SUBSCRIPTION);
      return { data: { subscriptions: active.map(toSubscriptionView) } };
    },
  );

  app.post(
    '/api/v1/subscription/next-charge/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'The next charge of the current subscription',
        description:
          "`{data: {subscription_id, slug, date, items, subtotal, discount: null, total}}`: when the current subscription (GET /api/v1/subscription/) is charged next and how much: its price per delivery, fixed on the server from the catalogue and the plan's discount when it started or last changed plan. Writes nothing. No active subscription: 404.",
        body: emptyBody,
        response: { 200: dataOf(nextChargeSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => ({ data: nextChargeView(nextCharge(await currentSubscriptionOf(ctx.db, currentUser(request).id, ctx.clock.now()), null)) }),
  );

  app.post(
    '/api/v1/subscription/next-charge-with-discount/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'The next charge with a discount code',
        description: `The next charge (as next-charge) with a discount applied: \`discount\` shows it and total = subtotal less it, never below zero. Every field is optional (defaults RETEST20, fixed_amount, 20: SPEC §9). Only known codes (${[...SUBSCRIPTION_DISCOUNTS.values()].map((d) => `${d.code}: ${d.type} ${d.value}`).join('; ')}): another code is 400 (field discount_code). The server knows each code's type and value: discount_type and discount_value are checked against them, never trusted (a mismatch is 400 naming the field). Writes nothing. No active subscription: 404.`,
        body: nextChargeDiscountBody,
        response: { 200: dataOf(nextChargeSchema), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const discount = resolveDiscount({ ...DEFAULT_DISCOUNT, ...request.body });
      const sub = await currentSubscriptionOf(ctx.db, currentUser(request).id, ctx.clock.now());
      return { data: nextChargeView(nextCharge(sub, discount)) };
    },
  );

  app.post(
    '/api/v1/subscription/swap/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Swap the membership to another type',
        description: `\`{data: subscription}\`: the caller's active membership subscription becomes \`subscription_type\`, one of ${MEMBERSHIP_SWAP_TYPES.join(', ')} (grandfathered_membership_vmt and canada_membership_vmt cannot be swapped to; they and any unknown type answer 400 naming the reason, field subscription_type). The plan keeps its interval when the new type has one (else the type's default plan); the price is fixed again from the catalogue and applies from the next charge, whose date stays. The same type is a no-op 200 (nothing written). No active membership: 404; a Canadian membership cannot change type: 409. Audited as an update of the subscription.`,
        body: swapBody,
        response: { 200: subscriptionData, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { sub, changed } = await swapMembershipType(ctx.db, currentUser(request).id, request.body.subscription_type, ctx.clock.now());
      if (changed) await auditChange(request, sub);
      return { data: toSubscriptionView(sub) };
    },
  );

  // --- Membership (My Account) ---

  app.get(
    '/api/v1/membership/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: "The caller's membership",
        description:
          "`{data: {is_member, membership, was_member, can_upgrade, can_downgrade, can_cancel, can_resume, can_subscribe, cancel_reasons}}`: membership is the active membership subscription, else a cancelled one whose paid period still runs (ends_at), else null; was_member: she had a membership before (one that ended); the can_* flags say which of the POST routes below would succeed (can_resume: a cancelled membership still running; can_subscribe: none in effect, so the shop sells her one); cancel_reasons are the reasons cancel accepts (value, label). Never 404.",
        querystring: impersonationQuery,
        response: {
          200: dataOf(membershipSchema),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const member = await isMember(user.id);
      const membership = await findMembership(ctx.db, user.id, ctx.clock.now());
      const subscriptions = await listSubscriptionsOfUser(ctx.db, user.id);
      return {
        data: {
          is_member: member,
          membership: membership ? toSubscriptionView(membership) : null,
          was_member: !membership && subscriptions.some((s) => s.kind === MEMBERSHIP_KIND),
          ...membershipActions(membership),
          cancel_reasons: [...CANCEL_REASONS],
        },
      };
    },
  );

  for (const direction of ['upgrade', 'downgrade'] as const) {
    const move = direction === 'upgrade' ? UPGRADE : DOWNGRADE;
    app.post(
      `/api/v1/membership/${direction}/`,
      {
        config: { access: access.signedIn() },
        schema: {
          ...common,
          summary: `${direction === 'upgrade' ? 'Upgrade' : 'Downgrade'} the membership`,
          description: `\`{data: subscription}\`: the caller's active membership (${move.from.join(' or ')}) becomes ${move.to}, keeping its plan interval (else the default plan), priced again from the catalogue from the next charge (its date stays). Not a member, a cancelled membership, or any other membership (e.g. already ${move.to}, so a repeated call): 409. Audited as an update of the subscription.`,
          body: emptyBody,
          response: { 200: subscriptionData, ...errors(400, 401, 409) },
        },
      },
      async (request) => {
        const sub = await moveMembership(ctx.db, currentUser(request).id, direction, ctx.clock.now());
        await auditChange(request, sub);
        return { data: toSubscriptionView(sub) };
      },
    );
  }

  app.post(
    '/api/v1/membership/cancel/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Cancel the membership',
        description: `\`{data: subscription}\`: cancels the caller's active membership subscription with a reason (${CANCEL_REASON_VALUES.join(', ')}) and an optional note (at most ${CANCEL_NOTE_MAX} characters). No more charges; the membership runs until the end of the paid period (ends_at: when the next charge would have been), then is_member becomes false (checked on every subscription and membership call and hourly by the server). Not a member, or cancelled already (a repeated call): 409. Audited as an update of the subscription.`,
        body: cancelMembershipBody,
        response: { 200: subscriptionData, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const sub = await cancelMembership(ctx.db, currentUser(request).id, request.body.reason, request.body.note?.trim() || null, ctx.clock.now());
      await auditChange(request, sub);
      return { data: toSubscriptionView(sub) };
    },
  );

  app.post(
    '/api/v1/membership/resume/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Resume a cancelled membership',
        description:
          "`{data: subscription}`: undoes the cancel of the caller's membership while its paid period runs (GET /api/v1/membership/ can_resume): the same membership becomes active again, charged next on the day it would have ended (ends_at becomes next_charge_at; nothing is charged now; the cancel reason and note are cleared). An active membership, none, or one that has ended (buy one in the shop instead): 409 with the reason, nothing written. Audited as an update of the subscription.",
        body: emptyBody,
        response: { 200: subscriptionData, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const sub = await resumeMembership(ctx.db, currentUser(request).id, ctx.clock.now());
      await auditChange(request, sub);
      return { data: toSubscriptionView(sub) };
    },
  );

  await fastify.register(portalRoutes, ctx);
}
