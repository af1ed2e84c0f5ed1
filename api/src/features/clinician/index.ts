// Routes: the clinician back office (staff only, under /api/internal/clinician/). The same
// operations are on the command line: `pnpm --filter @flora/api clinician <command>`.
import { CONSULT_TYPES_WITH_PLAN } from '@flora/shared/domain';

// The public surface: what other features and the rest of api/src may use.
export { runClinicianCommand } from './clinician-cli';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemaTyped } from '../../common/typed-routes';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import { uidParams } from '../consults';
import { bearer, emptyBody, errors, impersonationQuery } from '../../schemas/common';
import {
  buildPlan,
  clinicianQueue,
  complete,
  endConsult,
  pickUp,
  prescribables,
  prescribe,
  showConsult,
  showIntake,
  type Touched,
} from './clinician-service';
import { intakeSchema } from '../intake';
import { clinicianConsultSchema, endBody, planBody, prescribableSchema, prescriptionsBody, queueEntrySchema, queueQuery } from './clinician-schemas';
import { access } from '../../common/access-policy';

const TRANSITIONS =
  'Status changes follow the consult state machine of consult-status.ts (SU -> PR -> CP; a submitted or in-progress consult may end as ER, RF, IE, ID or CA; an ER consult may be picked up again or ended as RF, IE or CA): an illegal move answers 409 with the allowed next statuses.';

export async function clinicianFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['clinician'], security: bearer };
  const record = async (request: FastifyRequest, touched: Touched[]) => {
    for (const t of touched) if (t.objects.length) await audit(ctx.db, ctx.clock, request, t.action, t.objects);
  };
  const detail = { 200: clinicianConsultSchema, ...errors(400, 401, 403, 404, 409) };

  app.get(
    '/api/internal/clinician/consults/',
    {
      config: { access: access.staff() },
      schema: {
        ...common,
        summary: 'The clinician queue (staff)',
        description:
          'Consults in one status (default SU: submitted, waiting for a clinician), the longest waiting first (least recently changed), with the patient and the test. Staff only (403 otherwise). Each listed consult is recorded in the audit log.',
        querystring: queueQuery,
        response: { 200: { type: 'array', items: queueEntrySchema }, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { result, touched } = await clinicianQueue(ctx.db, request.query.status ?? 'SU');
      await record(request, touched);
      return result;
    },
  );

  app.get(
    '/api/internal/clinician/prescribables/',
    {
      config: { access: access.staff() },
      schema: {
        ...common,
        summary: 'What a clinician may prescribe (staff)',
        description:
          'The active treatments and routine essentials of the catalogue, in catalogue order, with the slug that PUT prescriptions/ and treatment-plan/ take. Staff only (403 otherwise). Not audited: no patient data.',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: prescribableSchema }, ...errors(400, 401, 403) },
      },
    },
    async () => prescribables(ctx.db),
  );

  app.get(
    '/api/internal/clinician/consults/:uid/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'One consult as the clinician sees it (staff)',
        description:
          "The consult, its patient and test, the result summary of the test (community state type, infection state, conditions; null until ready), the review (who picked it up, how it ended and why) and the treatment plan (null until built). Unknown uid: 404. Audited as a read of the consult, and of the plan and the test's results when shown.",
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: clinicianConsultSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { result, touched } = await showConsult(ctx.db, request.params.uid);
      await record(request, touched);
      return result;
    },
  );

  app.get(
    '/api/internal/clinician/consults/:uid/intake/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: "A consult's intake as the patient filled it in (staff)",
        description:
          "The answers, consents and submission time of the consult's intake, in the shape the patient's own GET /api/v1/consult-intake/{id}/ answers (a submitted intake has no missing fields). Decision (not shown in SPEC): the clinician reads it here, beside the consult, rather than through the patient's route. Unknown uid: 404; a consult without an intake: 404 'This consult has no intake yet.'. Audited as a read of the intake, whose subject is the patient.",
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: intakeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { result, touched } = await showIntake(ctx.db, request.params.uid);
      await record(request, touched);
      return result;
    },
  );

  app.post(
    '/api/internal/clinician/consults/:uid/pick-up/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'Pick up a submitted consult (staff)',
        description: `SU -> PR, recording the signed-in staff member as the clinician. ${TRANSITIONS}`,
        params: uidParams,
        body: emptyBody,
        response: detail,
      },
    },
    async (request) => {
      const { result, touched } = await pickUp(ctx.db, request.params.uid, currentUser(request).id, ctx.clock.now());
      await record(request, touched);
      return result;
    },
  );

  app.put(
    '/api/internal/clinician/consults/:uid/prescriptions/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'Prescribe (staff)',
        description:
          'Replaces the prescriptions of a consult in progress (PR; 409 otherwise): 1-10 distinct catalogue products of kind treatment or routine essential (400 otherwise), each with its refill count (0-11; above 0 makes it refillable), is_otc_product and is_disabled_for_refill (both default false).',
        params: uidParams,
        body: prescriptionsBody,
        response: detail,
      },
    },
    async (request) => {
      const { result, touched } = await prescribe(ctx.db, request.params.uid, request.body.prescriptions, ctx.clock.now());
      await record(request, touched);
      return result;
    },
  );

  app.put(
    '/api/internal/clinician/consults/:uid/treatment-plan/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'Build the treatment plan calendar (staff)',
        description:
          "Creates or replaces the calendar of a consult in progress (PR; 409 otherwise): last_treatment_week weeks (2-16; the last is the retest week) and, per week 1..last_treatment_week, the products to take by slug (e.g. est-1, soo-3, af-1, af-3, ba-14, op-4), optionally as_needed. A treatment must be prescribed on the consult first; a routine essential (the probiotic op-4) need not be (400 otherwise). Replacing a plan discards the patient's adjustments and interruptions (the patient only sees the plan once the consult is complete).",
        params: uidParams,
        body: planBody,
        response: detail,
      },
    },
    async (request) => {
      const { result, touched } = await buildPlan(ctx.db, request.params.uid, request.body, ctx.clock.now());
      await record(request, touched);
      return result;
    },
  );

  app.post(
    '/api/internal/clinician/consults/:uid/complete/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'Complete a consult (staff)',
        description: `PR -> CP. Refused (409) without prescriptions, and for a ${CONSULT_TYPES_WITH_PLAN.join(' or ')} consult without a treatment plan (sti and male-partner consults have no calendar). ${TRANSITIONS}`,
        params: uidParams,
        body: emptyBody,
        response: detail,
      },
    },
    async (request) => {
      const { result, touched } = await complete(ctx.db, request.params.uid, ctx.clock.now());
      await record(request, touched);
      return result;
    },
  );

  app.post(
    '/api/internal/clinician/consults/:uid/end/',
    {
      config: { access: access.staff('consult') },
      schema: {
        ...common,
        summary: 'End a consult with another outcome (staff)',
        description: `Moves the consult to ER (error: something for the patient to fix), RF (referred out), IE (ineligible), ID (ID verification failed) or CA (cancelled), storing the reason (shown in review.outcome_reason). ${TRANSITIONS}`,
        params: uidParams,
        body: endBody,
        response: detail,
      },
    },
    async (request) => {
      const { result, touched } = await endConsult(ctx.db, request.params.uid, request.body.status, request.body.reason, ctx.clock.now());
      await record(request, touched);
      return result;
    },
  );
}
