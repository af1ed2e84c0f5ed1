// GET /api/v1/faqs/?page: the FAQ, ten a page; "Load more" asks for the next page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall, apiKey, type ApiResponse } from '@flora/shared/data';

const FAQS = '/api/v1/faqs/';
type FaqPage = ApiResponse<typeof FAQS>;

const fetchPage = (page: number, signal: AbortSignal): Promise<FaqPage> =>
  apiCall<'get', typeof FAQS>('get', FAQS, { query: { page: String(page) }, signal });

export const useFaqs = () =>
  useInfiniteQuery({
    queryKey: apiKey(FAQS),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: FaqPage, _all: FaqPage[], pageParam: number) => (last.next ? pageParam + 1 : undefined),
  });
