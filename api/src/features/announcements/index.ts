// Routes: announcements (issue 26). Staff publish, edit and withdraw them in the back office
// (/api/internal/announcements/…, staff only: 401 signed out, 403 for anyone else); a signed-in user
// dismisses one she sees on My Tests (POST /api/v1/announcements/{id}/dismiss/). GET
// /api/v1/user-config/ (features/user) lists the published ones she has not dismissed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { bearer, emptyBody, errors, impersonationQuery, noQuery } from '../../schemas/common';
import { type AnnouncementInput, dismiss, edit, listForStaff, publish, withdraw } from './announcements-service';
import { access } from '../../common/access-policy';

type Id = { Params: { id: string } };

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, required: ['id'], additionalProperties: false } as const;

const TITLE_MAX = 120;
const MESSAGE_MAX = 1000;
const fields = {
  title: { type: 'string', format: 'line', minLength: 1, maxLength: TITLE_MAX, description: `1-${TITLE_MAX} characters, not blank (trimmed).` },
  message: { type: 'string', format: 'text', minLength: 1, maxLength: MESSAGE_MAX, description: `Plain text, 1-${MESSAGE_MAX} characters, not blank (trimmed).` },
  published_at: {
    type: 'string',
    format: 'date-time',
    description: 'When patients start seeing it (ISO 8601 with a time zone). Default on publish: now. A later time schedules it.',
  },
} as const;

export const staffAnnouncementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    message: { type: 'string' },
    published_at: { type: 'string' },
    updated_at: { type: ['string', 'null'], description: 'When it was last edited (null: never).' },
    withdrawn_at: { type: ['string', 'null'], description: 'When it was withdrawn (null: not withdrawn).' },
    status: { type: 'string', enum: ['scheduled', 'published', 'withdrawn'], description: 'scheduled: published_at is still ahead; published: patients see it; withdrawn: nobody sees it.' },
  },
  required: ['id', 'title', 'message', 'published_at', 'updated_at', 'withdrawn_at', 'status'],
} as const;

export async function announcementsFeature(app: FastifyInstance, ctx: AppContext) {
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

  app.post<{ Body: Required<Pick<AnnouncementInput, 'title' | 'message'>> & AnnouncementInput }>(
    '/api/internal/announcements/',
    {
      config: { access: access.staff() },
      schema: {
        ...staff,
        summary: 'Publish an announcement (staff)',
        description:
          "Creates an announcement that every signed-in user sees on My Tests (user-config `announcements`) from published_at (default now) until it is withdrawn or she dismisses it. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise). Other API processes show it within 30 s (they keep the list that long).",
        querystring: noQuery,
        body: { type: 'object', properties: fields, required: ['title', 'message'], additionalProperties: false },
        response: { 201: staffAnnouncementSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return publish(ctx, request.body);
    },
  );

  app.patch<Id & { Body: AnnouncementInput }>(
    '/api/internal/announcements/:id/',
    {
      config: { access: access.staff('announcement') },
      schema: {
        ...staff,
        summary: 'Edit an announcement (staff)',
        description:
          'Changes the title, message or publication time (at least one) of an announcement that is not withdrawn; users who dismissed it keep it dismissed. Unknown id: 404; withdrawn: 409. Bad input: 400 {detail, field}, nothing written. Staff only (403 otherwise).',
        params: idParams,
        querystring: noQuery,
        body: { type: 'object', properties: fields, additionalProperties: false },
        response: { 200: staffAnnouncementSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => edit(ctx, Number(request.params.id), request.body),
  );

  app.post<Id>(
    '/api/internal/announcements/:id/withdraw/',
    {
      config: { access: access.staff('announcement') },
      schema: {
        ...staff,
        summary: 'Withdraw an announcement (staff)',
        description:
          'Patients stop seeing it (other API processes within 30 s); the back office still lists it as withdrawn. A repeat changes nothing and keeps the first withdrawal time. Unknown id: 404. Staff only (403 otherwise).',
        params: idParams,
        querystring: noQuery,
        body: emptyBody,
        response: { 200: staffAnnouncementSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => withdraw(ctx, Number(request.params.id)),
  );

  app.post<Id>(
    '/api/v1/announcements/:id/dismiss/',
    {
      config: { access: access.signedIn('announcement') },
      schema: {
        tags: ['announcements'],
        security: bearer,
        summary: 'Dismiss an announcement',
        description:
          "The signed-in user no longer sees this announcement, on any device (user-config omits it). Only an announcement she can see (published, not withdrawn) can be dismissed: 404 otherwise. A repeat answers 204 and writes nothing.",
        params: idParams,
        querystring: noQuery,
        body: emptyBody,
        response: { 204: { type: 'null', description: 'Dismissed.' }, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await dismiss(ctx, currentUser(request).id, Number(request.params.id));
      return reply.code(204).send();
    },
  );
}
