// Routes: coaching calls (issue 26). A patient (any signed-in user) reads her coaching summary and the
// open times, books one, reschedules or cancels her own bookings (another's: 404) under
// /api/v1/coaching/; staff publish and remove open times under /api/internal/coaching/slots/ (staff
// only: 401 signed out, 403 for anyone else). The rules: coaching-service.ts.

// The public surface: what other features and the rest of api/src may use.
export { fulfilCoachingCall } from './coaching-fulfilment';

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, idParams, impersonationQuery, noQuery } from '../../schemas/common';
import { bookingSchema, coachingSummarySchema, newSlotBody, slotIdBody, slotSchema, staffSlotSchema } from './coaching-schemas';
import { addSlot, book, cancel, coachingSummary, deleteSlot, openSlots, reschedule, slotsForStaff } from './coaching-service';
import { access } from '../../common/access-policy';

export async function coachingFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const patient = { tags: ['coaching'], security: bearer };
  const staff = { tags: ['coaching'], security: bearer };

  app.get(
    '/api/v1/coaching/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...patient,
        summary: 'Her coaching calls',
        description:
          "free_call: 'available' (care-ineligible per SPEC §4, read on the server, and not used yet), 'used' (booked once; cancelling the booking gives it back) or 'not-offered'; paid_calls_available: calls bought in the shop (product coaching-call, $35) and not booked yet; call_price in dollars; bookings: her live bookings, soonest first (past ones too, upcoming false).",
        querystring: impersonationQuery,
        response: { 200: coachingSummarySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => coachingSummary(ctx, currentUser(request).id),
  );

  app.get(
    '/api/v1/coaching/slots/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...patient,
        summary: 'Open times for a coaching call',
        description: 'The times staff published that are still ahead and not booked, soonest first (at most 100). Sign-in needed.',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: slotSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async () => openSlots(ctx),
  );

  app.post(
    '/api/v1/coaching/bookings/',
    {
      config: { access: access.signedIn() },
      schema: {
        ...patient,
        summary: 'Book a coaching call',
        description:
          "Books an open time: her free call when it is available, else a paid call she bought (409 when she has neither: buy coaching-call in the shop first). One booking holds a time: a time someone else holds, even booked a moment earlier, is 409 and nothing is written; an unknown or removed time 404; a past time 409. Emails her the time with the calendar invite (.ics) attached. Answers 201 with the booking.",
        querystring: noQuery,
        body: slotIdBody,
        response: { 201: bookingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return book(ctx, currentUser(request), request.body.slot_id);
    },
  );

  app.post(
    '/api/v1/coaching/bookings/:id/reschedule/',
    {
      config: { access: access.owner('coaching-booking') },
      schema: {
        ...patient,
        summary: 'Move a coaching call to another time',
        description:
          'Moves her upcoming booking to another open time in one step: the old time is free exactly when the new one is held (a time someone holds: 409, the booking stays where it was). Another user\'s booking or an unknown id: 404; cancelled or past: 409. Emails her the new time with the updated invite.',
        params: idParams('The booking id.'),
        querystring: noQuery,
        body: slotIdBody,
        response: { 200: bookingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => reschedule(ctx, currentUser(request), Number(request.params.id), request.body.slot_id),
  );

  app.post(
    '/api/v1/coaching/bookings/:id/cancel/',
    {
      config: { access: access.owner('coaching-booking') },
      schema: {
        ...patient,
        summary: 'Cancel a coaching call',
        description:
          'Cancels her upcoming booking: the time is open again, and what paid for it comes back (the free call, or the bought call to book again). A repeat answers the cancelled booking and changes nothing. Another user\'s booking or an unknown id: 404; a past call: 409. Emails her with an invite that removes it from her calendar.',
        params: idParams('The booking id.'),
        querystring: noQuery,
        body: emptyBody,
        response: { 200: bookingSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => cancel(ctx, currentUser(request), Number(request.params.id)),
  );

  app.get(
    '/api/internal/coaching/slots/',
    {
      config: { access: access.staff() },
      schema: {
        ...staff,
        summary: 'Coaching call times (staff)',
        description: 'Every time not removed, from a day ago on, soonest first (at most 200), each with the booking holding it and the patient (null: open). Staff only (403 otherwise).',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: staffSlotSchema }, ...errors(400, 401, 403) },
      },
    },
    async () => slotsForStaff(ctx),
  );

  app.post(
    '/api/internal/coaching/slots/',
    {
      config: { access: access.staff() },
      schema: {
        ...staff,
        summary: 'Publish a coaching call time (staff)',
        description:
          'Adds an open time patients can book: starts_at in the future (400 otherwise), duration_minutes 15-120 (default 30). A time that already starts then: 409. Staff only (403 otherwise). Answers 201.',
        querystring: noQuery,
        body: newSlotBody,
        response: { 201: staffSlotSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addSlot(ctx, currentUser(request).id, request.body);
    },
  );

  app.delete(
    '/api/internal/coaching/slots/:id/',
    {
      config: { access: access.staff('coaching-slot') },
      schema: {
        ...staff,
        summary: 'Remove a coaching call time (staff)',
        description: 'Removes an open time nobody has booked (a booked one: 409; the patient moves or cancels it). Unknown or already removed: 404. Staff only (403 otherwise). Answers 204.',
        params: idParams('The time (slot) id.'),
        querystring: noQuery,
        response: { 204: { type: 'null', description: 'Removed.' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSlot(ctx, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );
}
