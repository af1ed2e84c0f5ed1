// The shapes of the API's calls, derived from its own OpenAPI description (api-types.ts, generated
// by `pnpm api-types`): the paths, each call's parameters and body, and what it answers. Types only;
// the calls themselves are @flora/shared/data's.
import type { paths } from './api-types';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API paths that answer `M`. */
export type ApiPath<M extends ApiMethod = ApiMethod> = {
  [P in keyof paths]: [paths[P][M]] extends [undefined] ? never : P;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends ApiMethod> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : void;
type Success<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : void
  : void;

/** What a successful call of `M path` answers (its 200, else 201 JSON body). */
export type ApiResponse<P extends ApiPath<M>, M extends ApiMethod = 'get'> = Success<Operation<P, M>>;

type PathPart<O> = O extends { parameters: { path: infer V } } ? { path: V } : { path?: never };
type QueryPart<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? { query?: never } : { query?: Q }) : { query?: never };
type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

/** The parts of one call: path parameters, query and body, each required exactly when the API says. */
export type ApiRequest<P extends ApiPath<M>, M extends ApiMethod = 'get'> = PathPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> & { signal?: AbortSignal };

/** The body a call of `M path` sends. */
export type ApiBody<P extends ApiPath<M>, M extends ApiMethod> = BodyPart<Operation<P, M>>['body'];

