// For the routes of the pages the API serves to a browser (sandbox checkout, sandbox portal), inside
// the calling plugin only: HTML forms post application/x-www-form-urlencoded, and a refusal is shown
// to a browser as a page, while API clients keep the platform's {detail} answer.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../common/http-errors';
import { errorResponse } from '../schemas/common';
import { describeValidationError } from './error-handler';

const html = { 'text/html': { schema: { type: 'string' } } } as const;

/** An answer that is an HTML page. */
export const htmlResponse = (description: string) => ({ description, content: html });

/** The refusals of these routes: a page for a browser (Accept: text/html), `{detail}` for anyone else. */
export const browserRefusals = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((c) => [c, { description: `${errorResponse.description} A page for a browser (Accept: text/html).`, content: { 'application/json': { schema: errorResponse }, ...html } }]),
  );

export type RefusalPage = (reply: FastifyReply, request: FastifyRequest, status: number, detail: string) => FastifyReply;

const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

export function acceptBrowserForms(app: FastifyInstance, refusalPage: RefusalPage) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err instanceof HttpError ? err.statusCode : err.validation ? 400 : 500;
    if (!wantsHtml(request) || status >= 500) throw err;
    const detail = err.validation ? describeValidationError(err.validation as never, err.validationContext).detail : err.message;
    return refusalPage(reply.code(status).type('text/html; charset=utf-8'), request, status, detail);
  });
}
