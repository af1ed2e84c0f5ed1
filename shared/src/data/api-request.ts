// Typed calls over the one API client: the path, its parameters, the body and the answer all come
// from the API's own OpenAPI description (@flora/shared's ApiPath, ApiRequest, ApiResponse), so a page
// never casts API data.
import { api, type ApiBody, type ApiMethod as Method, type ApiPath, type ApiRequest, type ApiResponse } from '@flora/shared';

export type { ApiBody, ApiPath, ApiRequest, ApiResponse };

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
