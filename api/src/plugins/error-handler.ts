// Every error becomes `{detail}` (plus `field` for a field error). Schema failures answer 400
// with a human-readable message naming the field; unexpected errors answer 500 without details.
// Fastify answers some requests before any route, hook or error handler runs (a malformed or too
// long URL, a request Node's HTTP parser refuses): buildApp hands those to answerFrameworkError and
// answerClientError, which give the same shape.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../common/global-plugin';
import { HttpError } from '../common/http-errors';
import { controlCharactersDetail } from '../schemas/common';
import { NOSNIFF } from './security-headers';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  date: 'Enter a valid date in the format YYYY-MM-DD.',
  'date-time': 'Enter a valid date and time.',
  uuid: 'Enter a valid identifier.',
};

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

const PART_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query string', params: 'URL' };

/** Turns the first schema error into `{detail, field?}`. */
export function describeValidationError(errors: AjvError[], part = 'body'): { detail: string; field?: string } {
  const e = errors[0];
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const container = PART_NAMES[part] ?? 'Request';
  switch (e.keyword) {
    case 'required': {
      const field = path ? `${path}.${e.params.missingProperty}` : String(e.params.missingProperty);
      return { detail: `The field "${field}" is required.`, field };
    }
    case 'additionalProperties': {
      const field = path ? `${path}.${e.params.additionalProperty}` : String(e.params.additionalProperty);
      return { detail: `Unknown field "${field}" is not allowed.`, field };
    }
    case 'type':
      if (!path) return { detail: `${container} must be a JSON ${e.params.type}.` };
      return { detail: `The field "${path}" must be of type ${e.params.type}.`, field: path };
    case 'format':
      if (e.params.format === 'text' || e.params.format === 'line') {
        return { detail: controlCharactersDetail(path), field: path };
      }
      return { detail: FORMAT_MESSAGES[String(e.params.format)] ?? `The field "${path}" has an invalid format.`, field: path };
    case 'minLength':
      return e.params.limit === 1
        ? { detail: `The field "${path}" may not be blank.`, field: path }
        : { detail: `The field "${path}" must be at least ${e.params.limit} characters long.`, field: path };
    case 'maxLength':
      return { detail: `The field "${path}" must be at most ${e.params.limit} characters long.`, field: path };
    case 'enum':
      return {
        detail: `The field "${path}" must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`,
        field: path,
      };
    case 'pattern':
      return { detail: `The field "${path}" has an invalid format.`, field: path };
    case 'maxProperties':
      return { detail: `${container} must be empty.` };
    default:
      return path ? { detail: `The field "${path}" is invalid.`, field: path } : { detail: `${container} is invalid.` };
  }
}

export const errorHandlerPlugin = globalPlugin('flora-errors', async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & Partial<HttpError>, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(err.field ? { detail: err.message, field: err.field } : { detail: err.message });
    }
    if (err.validation) {
      return reply.code(400).send(describeValidationError(err.validation as AjvError[], err.validationContext));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorMessage(err) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: SERVER_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});

/** Fastify's `frameworkErrors`: the router's refusals (their replies run no hooks, so NOSNIFF is set here). */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 500;
  const detail =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the URL is too long.'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'The URL is not valid (a malformed %-escape).'
        : SERVER_ERROR;
  if (status >= 500) reply.log.error({ err }, 'router error');
  reply.code(status).headers(NOSNIFF).send({ detail });
}

/** Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses is answered on the socket itself. */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  this.log.trace({ err }, 'client error');
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: ${NOSNIFF['x-content-type-options']}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body length does not match its Content-Length header.';
    default:
      return err.message || 'Bad request.';
  }
}
