// Typed calls over the one API client: the path, its parameters, the body and the answer all come
// from the API's own OpenAPI description (api-types.ts), so a page never casts API data.
import { api } from '@flora/shared';
import type { paths } from './api-types';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API paths that answer `M`. */
export type ApiPath<M extends Method = Method> = {
  [P in keyof paths]: [paths[P][M]] extends [undefined] ? never : P;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends Method> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : void;
type Success<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : void
  : void;

/** What a successful call of `M path` answers (its 200, else 201 JSON body). */
export type ApiResponse<P extends ApiPath<M>, M extends Method = 'get'> = Success<Operation<P, M>>;

type PathPart<O> = O extends { parameters: { path: infer V } } ? { path: V } : { path?: never };
type QueryPart<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? { query?: never } : { query?: Q }) : { query?: never };
type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

/** The parts of one call: path parameters, query and body, each required exactly when the API says. */
export type ApiRequest<P extends ApiPath<M>, M extends Method = 'get'> = PathPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> & { signal?: AbortSignal };

/** The body a call of `M path` sends. */
export type ApiBody<P extends ApiPath<M>, M extends Method> = BodyPart<Operation<P, M>>['body'];

/** Fills `{name}` segments; each value is URL-encoded. */
export function buildApiUrl(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`buildApiUrl: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

type Parts = { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };

function queryOf(query: Record<string, unknown> | undefined) {
  if (!query) return undefined;
  const kept = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * Calls `method path` through the one API client and answers the typed body. (A path with `{name}`
 * segments needs `request.path`; buildApiUrl throws when one is missing.)
 */
export function apiCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, request?: ApiRequest<P, M>): Promise<ApiResponse<P, M>>;
export async function apiCall(method: Method, path: string, request?: unknown): Promise<unknown> {
  const parts = (request ?? {}) as Parts;
  const { data } = await api.request<unknown>({
    method,
    url: buildApiUrl(path, parts.path),
    params: queryOf(parts.query),
    data: parts.body,
    signal: parts.signal,
  });
  return data;
}

/** One typed function per method (inferring the method and the path together is too much for tsc). */
export const apiPost = <P extends ApiPath<'post'>>(path: P, request?: ApiRequest<P, 'post'>): Promise<ApiResponse<P, 'post'>> =>
  apiCall('post', path, request);
export const apiPut = <P extends ApiPath<'put'>>(path: P, request?: ApiRequest<P, 'put'>): Promise<ApiResponse<P, 'put'>> =>
  apiCall('put', path, request);
export const apiPatch = <P extends ApiPath<'patch'>>(path: P, request?: ApiRequest<P, 'patch'>): Promise<ApiResponse<P, 'patch'>> =>
  apiCall('patch', path, request);
export const apiDelete = <P extends ApiPath<'delete'>>(path: P, request?: ApiRequest<P, 'delete'>): Promise<ApiResponse<P, 'delete'>> =>
  apiCall('delete', path, request);
