// Routes: the audit log, read by staff (GET /api/internal/audit-log/). There is no route that
// changes or deletes an entry, and the database refuses to.

// The public surface: what other features and the rest of api/src may use.
export { audit, auditCli, auditImpersonatedView, IMPERSONATED_VIEW } from './audit-trail';
export type { AuditedObject } from './audit-trail';

import type { FastifyInstance } from 'fastify';
import { notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { bearer, errors } from '../../schemas/common';
import { findUserByEmail } from '../user';
import { auditEntrySchema, auditQuery } from './audit-schemas';
import { listAuditEntries } from './audit-service';
import { access } from '../../common/access-policy';

export async function auditFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/internal/audit-log/',
    {
      config: { access: access.staff() },
      schema: {
        tags: ['internal'],
        summary: 'Read the audit log of health-data access (staff)',
        description:
          'Every read and write of health data (tests, results, health history, consults, intakes, messages, plans), newest first: who (`actor_user_id`, and `impersonator_user_id` when staff viewed as that user), what (`action`), which object (`object_type`, `object_id`), whose (`subject_user_id`), when (`at`), through which route or CLI command. Filters: `subject` (the email of the user whose data it is), `object_type`, `object_id`, `action`; pages with `before` (an entry id) and `limit` (default 100, at most 500). Append-only: the database refuses to change or delete entries. Staff only: 403 otherwise.',
        security: bearer,
        querystring: auditQuery,
        response: { 200: { type: 'array', items: auditEntrySchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const q = request.query;
      let subjectUserId: number | undefined;
      if (q.subject !== undefined) {
        const subject = await findUserByEmail(ctx.db, q.subject);
        if (!subject) throw notFound('No user has that email.');
        subjectUserId = subject.id;
      }
      return listAuditEntries(ctx.db, {
        subjectUserId,
        objectType: q.object_type,
        objectId: q.object_id,
        action: q.action,
        beforeId: q.before === undefined ? undefined : Number(q.before),
        limit: Math.min(500, q.limit === undefined ? 100 : Number(q.limit)),
      });
    },
  );
}
