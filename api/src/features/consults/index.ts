// Routes: the caller's consults (never anyone else's).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit/audit-trail';
import { bearer, errors, impersonationQuery } from '../../schemas/common';
import { consultSchema, toConsultView } from './consult-view';
import { listConsultsOfUser, loadConsultParts } from './consults-repository';

export async function consultsFeature(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/v1/consults/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['consults'],
        summary: "The caller's consults",
        description:
          "Every consult of the signed-in user, latest first (by creation). The flags derived from the status are documented on each field (SPEC leaves their exact rules open: these are the team's decisions). Status transitions are not part of this API yet.",
        security: bearer,
        querystring: impersonationQuery,
        response: { 200: { type: 'array', items: consultSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await listConsultsOfUser(ctx.db, user.id);
      const parts = await loadConsultParts(
        ctx.db,
        rows.map((r) => r.id),
      );
      await audit(ctx.db, ctx.clock, request, 'read', rows.map((r) => ({ type: 'consult', id: r.uid, subjectUserId: user.id })));
      return rows.map((r) => toConsultView(r, parts));
    },
  );
}
