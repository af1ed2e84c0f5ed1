// Routes: the treatment plan calendar of the caller's consult, its start date and reset, treatment
// interruptions and calendar entry adjustments. Another user's plan, entry or interruption is a 404.

// The public surface: what other features and the rest of api/src may use.
export { toTreatmentPlanView } from './plan-view';
export { treatmentPlanSchema } from './treatment-plan-schemas';
export { findPlanOfConsult, loadPlanContents, replacePlan } from './plans-service';
export type { NewPlanEntry } from './plans-service';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import { uidParams } from '../consults';
import { bearer, emptyBody, errors, idParams, impersonationQuery } from '../../schemas/common';
import { ADJUSTMENT_REASONS } from './adjustment-reasons';
import {
  adjustmentBody,
  adjustmentReasonQuery,
  adjustmentReasonsSchema,
  calendarTreatmentSchema,
  INTERRUPTION_MAX_DAYS,
  interruptionChangeBody,
  interruptionSchema,
  newInterruptionBody,
  startDateBody,
  treatmentPlanSchema,
} from './treatment-plan-schemas';
import {
  addInterruption,
  adjustCalendarTreatment,
  changeInterruption,
  chooseStartDate,
  presentPlan,
  removeInterruption,
  resetCalendar,
  START_DATE_FUTURE_DAYS,
  START_DATE_PAST_DAYS,
  visiblePlan,
} from './plans-service';
import { access } from '../../common/access-policy';

const VISIBILITY =
  'A plan exists for the patient once the clinician has built it and completed the consult (status CP); before that, and for another user\'s consult, 404.';
const SHIFT =
  "Dates: week k covers the 7(k-1)+1-th to 7k-th days counted from start_date (start_date, end_date): the dates of the treatments that continue during a period. An interruption pauses only the treatments with pauses_during_period (SPEC §5: boric acid, vaginal probiotics): their days inside it are not counted, so their dates in the week containing it and every later week end later by its days (pausing_start_date, pausing_end_date; paused_days in total), and so does the retest week, which follows every treatment.";

export async function treatmentPlansFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const common = { tags: ['treatment plans'], security: bearer };
  const planRef = (uid: string, subjectUserId: number) => ({ type: 'treatment_plan', id: uid, subjectUserId });

  app.get(
    '/api/v1/consults/:uid/treatment_plan/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'The treatment plan calendar of a consult',
        description: `The calendar: start_date, last_treatment_week (the retest week) and treatment_schedule, one entry per week 1..last_treatment_week (empty weeks included) with the products of that week (each with its slug and calendar entry id; skipped entries stay listed with adjustment_type skip; rescheduled ones are listed in their new week), plus the interruptions. ${VISIBILITY} ${SHIFT}`,
        params: uidParams,
        querystring: impersonationQuery,
        response: { 200: treatmentPlanSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const visible = await visiblePlan(ctx.db, user.id, request.params.uid);
      await audit(ctx.db, ctx.clock, request, 'read', planRef(visible.consult.uid, user.id));
      return presentPlan(ctx.db, visible);
    },
  );

  app.post(
    '/api/v1/consults/:uid/treatment_start_date/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Choose the treatment start date',
        description: `Sets the day treatment starts (ISO date), which dates every week of the calendar. It may be up to ${START_DATE_PAST_DAYS} days in the past (treatment already begun) and up to ${START_DATE_FUTURE_DAYS} days ahead (400 otherwise). Once set it cannot be overwritten (409): reset the calendar first. ${VISIBILITY} Answers the plan.`,
        params: uidParams,
        body: startDateBody,
        response: { 200: treatmentPlanSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const visible = await visiblePlan(ctx.db, user.id, request.params.uid);
      await chooseStartDate(ctx.db, visible, request.body.treatment_start_date, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', planRef(visible.consult.uid, user.id));
      return presentPlan(ctx.db, visible);
    },
  );

  app.patch(
    '/api/v1/consults/:uid/reset-calendar/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Reset the treatment calendar',
        description: `Back to the clinician's calendar: clears the start date, puts every skipped or rescheduled entry back in its original week without adjustment, and deletes the interruptions (they were dated relative to the old start). The prescriptions and the plan itself stay. Idempotent. ${VISIBILITY} Answers the plan.`,
        params: uidParams,
        body: emptyBody,
        response: { 200: treatmentPlanSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const visible = await visiblePlan(ctx.db, user.id, request.params.uid);
      const removed = await resetCalendar(ctx.db, visible, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', planRef(visible.consult.uid, user.id));
      if (removed.length) {
        await audit(ctx.db, ctx.clock, request, 'delete', removed.map((id) => ({ type: 'treatment_interruption', id, subjectUserId: user.id })));
      }
      return presentPlan(ctx.db, visible);
    },
  );

  const interruptionRules = `days: 1-${INTERRUPTION_MAX_DAYS}. The plan must have a start date (409 otherwise); start_date must fall within the calendar, from the treatment start date to its last day given the other interruptions (400 otherwise); interruptions of one plan may not overlap (409). ${SHIFT}`;

  app.post(
    '/api/v1/treatment-interruption/',
    {
      config: { access: access.owner('consult') },
      schema: {
        ...common,
        summary: 'Pause treatment',
        description: `Records a treatment-interruption period on the plan of the caller's consult consult_uid (404 when it is not the caller's or has no visible plan). ${interruptionRules} Answers 201 with the interruption; the pausing treatments' dates (and the retest week's) shift.`,
        body: newInterruptionBody,
        response: { 201: interruptionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const view = await addInterruption(ctx.db, user.id, request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'create', { type: 'treatment_interruption', id: view.id, subjectUserId: user.id });
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/api/v1/treatment-interruption/:id/',
    {
      config: { access: access.owner('treatment-interruption') },
      schema: {
        ...common,
        summary: 'Change a treatment interruption',
        description: `Replaces start_date and days of the caller's interruption (another user's: 404). consult_uid may be sent but must be the interruption's own (400 otherwise). ${interruptionRules}`,
        params: idParams('The interruption id.'),
        body: interruptionChangeBody,
        response: { 200: interruptionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await changeInterruption(ctx.db, user.id, Number(request.params.id), request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'treatment_interruption', id: view.id, subjectUserId: user.id });
      return view;
    },
  );

  app.delete(
    '/api/v1/treatment-interruption/:id/',
    {
      config: { access: access.owner('treatment-interruption') },
      schema: {
        ...common,
        summary: 'Remove a treatment interruption',
        description: "Deletes the caller's interruption (another user's: 404); the pausing treatments' dates shift back. Answers 204.",
        params: idParams('The interruption id.'),
        body: emptyBody,
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const removed = await removeInterruption(ctx.db, user.id, Number(request.params.id));
      await audit(ctx.db, ctx.clock, request, 'delete', { type: 'treatment_interruption', id: removed.id, subjectUserId: user.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/calendar-treatments/adjustment-reason-options/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...common,
        summary: 'Reasons for adjusting a calendar entry',
        description:
          'adjustment_type is skip (leave the entry out of its week) or reschedule (move it to another week). Answers the reasons a patient may give for that type, as {value, label}; PATCH /api/v1/calendar-treatments/{id}/ accepts only these values.',
        querystring: adjustmentReasonQuery,
        response: { 200: adjustmentReasonsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ adjustment_type: request.query.adjustment_type, options: ADJUSTMENT_REASONS[request.query.adjustment_type] }),
  );

  app.patch(
    '/api/v1/calendar-treatments/:id/',
    {
      config: { access: access.owner('calendar-treatment') },
      schema: {
        ...common,
        summary: 'Adjust a calendar entry',
        description:
          "Adjusts one entry of the caller's plan (another user's, or a plan not visible: 404). {adjustment_type: 'skip', reason} marks it skipped in its week (no week may be sent); {adjustment_type: 'reschedule', reason, week} moves it to another week 1..last_treatment_week (400 for the same or a missing week; 409 when the same product is already in that week). reason must be one of the adjustment-reason-options of the type (400). A later adjustment replaces the earlier one (original_week keeps the clinician's week); reset-calendar undoes them all.",
        params: idParams('The calendar treatment id.'),
        body: adjustmentBody,
        response: { 200: calendarTreatmentSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const view = await adjustCalendarTreatment(ctx.db, user.id, Number(request.params.id), request.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'update', { type: 'calendar_treatment', id: view.id, subjectUserId: user.id });
      return view;
    },
  );
}
