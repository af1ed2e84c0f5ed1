// Routes: the message thread of a consult. The patient reads and writes on their own consults
// (another user's consult answers 404); clinicians (staff) write through /api/internal/.

// The public surface: what other features and the rest of api/src may use.
export { runClinicianMessages } from './clinician-messages-command';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { MessageAuthorRole } from '../../db/schema';
import { currentUser } from '../../plugins/authenticate';
import { audit } from '../audit';
import type { ConsultRow } from '../consults';
import { bearer, errors } from '../../schemas/common';
import { type MessageBody, messageBodySchema, messageSchema, pageQuery, uidParams } from './messages-schemas';
import { toMessageView } from './message-view';
import { anyConsult, consultOfUser, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type MessageRow, messagesOf, pageOf, postMessage } from './messages-service';
import { schemaTyped } from '../../common/typed-routes';
import { access } from '../../common/access-policy';

const messageObject = (m: MessageRow, consult: ConsultRow) => ({ type: 'consult_message', id: m.id, subjectUserId: consult.user_id });

export async function messagesFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    '/api/v1/consults/:uid/messages/',
    {
      config: { access: access.owner('consult') },
      schema: {
        tags: ['consult messages'],
        security: bearer,
        summary: "A consult's messages",
        description: `The messages between the patient and the clinicians on one of the caller's consults, newest first. Pages: \`limit\` (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}) and \`before\` (a message id: only older messages); the next page is \`before=<id of the last message>\`, and a page shorter than \`limit\` is the last. No thread yet: []. Another user's consult: 404. Audited: a read of each message answered.`,
        params: uidParams,
        querystring: pageQuery,
        response: { 200: { type: 'array', items: messageSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const consult = await consultOfUser(ctx.db, currentUser(request).id, request.params.uid);
      const messages = await messagesOf(ctx.db, consult, page);
      await audit(ctx.db, ctx.clock, request, 'read', messages.map((m) => messageObject(m, consult)));
      return messages.map(toMessageView);
    },
  );

  type PostRequest = FastifyRequest & { params: { uid: string }; body: MessageBody };
  const post = (role: MessageAuthorRole, find: (request: PostRequest) => Promise<ConsultRow>) =>
    async (request: PostRequest, reply: FastifyReply) => {
      const consult = await find(request);
      const message = await postMessage(ctx.db, consult, { userId: currentUser(request).id, role }, request.body.body, ctx.clock.now());
      await audit(ctx.db, ctx.clock, request, 'create', messageObject(message, consult));
      return reply.code(201).send(toMessageView(message));
    };

  app.post(
    '/api/v1/consults/:uid/messages/',
    {
      config: { access: access.owner('consult') },
      schema: {
        tags: ['consult messages'],
        security: bearer,
        summary: 'Message your provider',
        description:
          "Adds the caller's message to one of their consults (creating the consult's thread on the first message): 201 with the message. `body`: 1-5000 characters, trimmed, not blank. Allowed in every consult status (questions after completion included). Another user's consult: 404. Audited (create).",
        params: uidParams,
        body: messageBodySchema,
        response: { 201: messageSchema, ...errors(400, 401, 404) },
      },
    },
    post('patient', (request) => consultOfUser(ctx.db, currentUser(request).id, request.params.uid)),
  );

  app.get(
    '/api/internal/clinician/consults/:uid/messages/',
    {
      config: { access: access.staff('consult') },
      schema: {
        tags: ['internal'],
        security: bearer,
        summary: "A consult's messages (clinician, staff)",
        description: `The thread of any consult as the patient's own route answers it (newest first; same \`limit\` and \`before\` pages): for the clinician reviewing the consult. No thread yet: []. Unknown consult: 404. Staff only: 403 otherwise. Audited: a read of each message answered, with the patient as the subject.`,
        params: uidParams,
        querystring: pageQuery,
        response: { 200: { type: 'array', items: messageSchema }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const consult = await anyConsult(ctx.db, request.params.uid);
      const messages = await messagesOf(ctx.db, consult, page);
      await audit(ctx.db, ctx.clock, request, 'read', messages.map((m) => messageObject(m, consult)));
      return messages.map(toMessageView);
    },
  );

  app.post(
    '/api/internal/clinician/consults/:uid/messages/',
    {
      config: { access: access.staff('consult') },
      schema: {
        tags: ['internal'],
        security: bearer,
        summary: "Answer a patient on a consult (clinician, staff)",
        description:
          "Adds a clinician message, signed by the calling staff member, to any consult (creating its thread if needed): 201 with the message. Same body rules as the patient route. Unknown consult: 404. Staff only: 403 otherwise. Audited (create, with the patient as the subject).",
        params: uidParams,
        body: messageBodySchema,
        response: { 201: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    post('clinician', (request) => anyConsult(ctx.db, request.params.uid)),
  );
}
