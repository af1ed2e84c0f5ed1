// Query options for one API GET, keyed by the path template first, so a mutation can invalidate
// every query of one API area (`invalidateApi(client, '/api/v1/cart/')`) wherever it is shown.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, type ApiPath, type ApiRequest, type ApiResponse } from './api-request';

type GetPath = ApiPath<'get'>;

const partsOf = (request: unknown) => (request ?? {}) as { path?: unknown; query?: unknown };

/** ['/api/v1/user-tests/{hash}/', {hash}, {query}] — the template first, then what fills it. */
export function apiKey<P extends GetPath>(path: P, request?: ApiRequest<P, 'get'>) {
  const { path: params, query } = partsOf(request);
  return [path, params ?? null, query ?? null] as const;
}

const isNotFound = (error: unknown) => (error as { response?: { status?: number } })?.response?.status === 404;

/** The query for GET `path`. */
export function apiQuery<P extends GetPath>(path: P, request?: ApiRequest<P, 'get'>) {
  return queryOptions({
    queryKey: apiKey(path, request),
    queryFn: ({ signal }) => apiCall('get', path, { ...request, signal } as ApiRequest<P, 'get'>),
  });
}

/** The query for GET `path` where 404 means "none" (SPEC §7: the current test, subscriptions): null. */
export function apiQueryOrNull<P extends GetPath>(path: P, request?: ApiRequest<P, 'get'>) {
  return queryOptions({
    queryKey: apiKey(path, request),
    queryFn: async ({ signal }): Promise<ApiResponse<P, 'get'> | null> => {
      try {
        return await apiCall('get', path, { ...request, signal } as ApiRequest<P, 'get'>);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });
}

/** Marks every cached GET whose path starts with `prefix` stale, refetching those on screen. */
export function invalidateApi(client: QueryClient, prefix: string): Promise<void> {
  return client.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(prefix) });
}

/** What a caller of a shared query hook may choose: its own view of the answer, and when to ask. */
export interface QueryChoice<D, T> {
  select?: (data: D) => T;
  enabled?: boolean;
}
