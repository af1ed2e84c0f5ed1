// GET /api/v1/access-log/?limit&before: who accessed the caller's health data, newest first;
// "Load more" asks for the entries before the last one shown.
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall, apiKey, type ApiResponse } from '@flora/shared/data';

const ACCESS_LOG = '/api/v1/access-log/';
export type AccessLogPage = ApiResponse<typeof ACCESS_LOG>;
export type AccessEntry = AccessLogPage['results'][number];

/** Entries per page. */
export const ACCESS_LOG_PAGE = 25;

const fetchPage = (before: number | null, signal: AbortSignal): Promise<AccessLogPage> =>
  apiCall<'get', typeof ACCESS_LOG>('get', ACCESS_LOG, {
    query: before === null ? { limit: String(ACCESS_LOG_PAGE) } : { limit: String(ACCESS_LOG_PAGE), before: String(before) },
    signal,
  });

export const useAccessLog = () =>
  useInfiniteQuery({
    queryKey: apiKey(ACCESS_LOG),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: AccessLogPage) => last.next_before ?? undefined,
  });
