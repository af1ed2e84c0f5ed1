// Routes: the caller's access log (GET /api/v1/access-log/) — who read or changed her health data,
// from the audit log, in terms she can read. Only ever the caller's own entries.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../common/http-errors';
import { schemaTyped } from '../../common/typed-routes';
import { currentUser } from '../../plugins/authenticate';
import { bearer, errors } from '../../schemas/common';
import { accessLogPageSchema, accessLogQuery } from './access-log-schemas';
import { listAccessRows } from './access-log-service';
import { toAccessEntry } from './access-log-view';
import { access } from '../../common/access-policy';

export async function accessLogFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/v1/access-log/',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['account'],
        summary: 'Who accessed my health data',
        description:
          "The caller's own entries of the audit log (never another user's), newest first. Each: `at`; `who` — `you`, a `provider` by name (one who ordered for you or you released to), a `clinician` (staff acting through the clinician tools) or `staff` member by name, `impersonating: true` when a staff member viewed the app as you, `system` for Flora's own jobs (the lab's release); `what` — `test`, `consult` (and plans), `intake` (health history, consult and lab intakes), `message thread`, `photo ID`, `account`, `order` or `record`, with the object's id and a plain label; `how` — `read`, `write` (create, update, delete) or `export` (a PDF or FHIR download). Which reads are health data, and so logged: tests and results, the health history and the intakes, consults (with plans, prescriptions, messages and the photo ID), orders, the account and the emails Flora sent you (a staff member reading them in the outbox); a cart is a shopping basket, so only its changes once checked out with a consult and a staff member reading it as you are logged, never your own reads of it (the cart count rereads it on every page). Paged: `limit` (1-100, default 50) and `before` (the `next_before` of the previous page; null when there is no more). Her own reading of it is not logged; a staff member reading it as her is, like every read of a staff member viewing the app as her (`impersonated_view`, a `record` naming the route, when the route names no object itself).",
        security: bearer,
        querystring: accessLogQuery,
        response: { 200: accessLogPageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const limit = request.query.limit === undefined ? 50 : Number(request.query.limit);
      if (limit > 100) throw badRequest('limit must be between 1 and 100.', 'limit');
      const before = request.query.before === undefined ? undefined : Number(request.query.before);
      const rows = await listAccessRows(ctx.db, user.id, before, limit + 1);
      const page = rows.slice(0, limit);
      return {
        results: page.map((r) => toAccessEntry(r, user.id)),
        next_before: rows.length > limit ? page[page.length - 1].id : null,
      };
    },
  );
}
