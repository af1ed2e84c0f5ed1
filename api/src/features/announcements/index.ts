// Routes: announcements (issue 26). Staff publish, edit and withdraw them in the back office
// (/api/internal/announcements/…, staff only: 401 signed out, 403 for anyone else); a signed-in user
// dismisses one she sees on My Tests (POST /api/v1/announcements/{id}/dismiss/). GET
// /api/v1/user-config/ (features/user) lists the published ones she has not dismissed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, idParams, impersonationQuery, noQuery } from '../../schemas/common';
import { announcementChangeBody, newAnnouncementBody, staffAnnouncementSchema } from './announcement-schemas';
import { dismiss, edit, listForStaff, publish, withdraw } from './announcements-service';
import { access } from '../../common/access-policy';

export async function announcementsFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  const staff = { tags: ['announcements'], security: bearer };

  app.get(
    '/api/internal/announcements/',
    {
      config: { access: access.staff() },
      schema: {
        ...staff,
        summary: 'Every announcement (staff)',
        description: 'All announcements, scheduled and withdrawn ones included, newest publication time first, each with its status. Staff only (403 otherwise).',
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: staffAnnouncementSchema }, ...errors(400, 401, 403) },
      },
    },
    async () => listForStaff(ctx),
  );

  app.post(
    '/api/internal/announcements/',
    {
      config: { access: access.staff() },
      schema: {
        ...staff,
        summary: 'Publish an announcement (staff)',
        description:
          "Creates an announcement that every signed-in user sees on My Tests (user-config `announcements`) from published_at (default now) until it is withdrawn or she dismisses it. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise). Other API processes show it within 30 s (they keep the list that long).",
        querystring: noQuery,
        body: newAnnouncementBody,
        response: { 201: staffAnnouncementSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return publish(ctx, request.body);
    },
  );

  app.patch(
    '/api/internal/announcements/:id/',
    {
      config: { access: access.staff('announcement') },
      schema: {
        ...staff,
        summary: 'Edit an announcement (staff)',
        description:
          'Changes the title, message or publication time (at least one) of an announcement that is not withdrawn; users who dismissed it keep it dismissed. Unknown id: 404; withdrawn: 409. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise).',
        params: idParams('The announcement id.'),
        querystring: noQuery,
        body: announcementChangeBody,
        response: { 200: staffAnnouncementSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => edit(ctx, Number(request.params.id), request.body),
  );

  app.post(
    '/api/internal/announcements/:id/withdraw/',
    {
      config: { access: access.staff('announcement') },
      schema: {
        ...staff,
        summary: 'Withdraw an announcement (staff)',
        description:
          'Patients stop seeing it (other API processes within 30 s); the back office still lists it as withdrawn. A repeat changes nothing and keeps the first withdrawal time. Unknown id: 404. Staff only (403 otherwise).',
        params: idParams('The announcement id.'),
        querystring: noQuery,
        body: emptyBody,
        response: { 200: staffAnnouncementSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => withdraw(ctx, Number(request.params.id)),
  );

  app.post(
    '/api/v1/announcements/:id/dismiss/',
    {
      config: { access: access.signedIn('announcement') },
      schema: {
        tags: ['announcements'],
        security: bearer,
        summary: 'Dismiss an announcement',
        description:
          "The signed-in user no longer sees this announcement, on any device (user-config omits it). Only an announcement she can see (published, not withdrawn) can be dismissed: 404 otherwise. A repeat answers 204 and writes nothing.",
        params: idParams('The announcement id.'),
        querystring: noQuery,
        body: emptyBody,
        response: { 204: { type: 'null', description: 'Dismissed.' }, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await dismiss(ctx, currentUser(request).id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );
}
