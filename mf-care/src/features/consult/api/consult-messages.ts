// GET /api/v1/consults/{uid}/messages/?limit=100&before={id}: her thread with the care team, newest
// first from the API, shown oldest first. The newest page is polled while the page is open (TanStack
// pauses the interval while the tab is hidden and refetches when she comes back); earlier pages are
// fetched on "Load earlier" and kept, so a poll is always one request (SPEC §8 caps a client at 50
// requests in 10 s).
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CONSULT_MESSAGES_PAGE_SIZE, consultMessagesQuery } from '@flora/shared/domain';
import { apiCall, apiKey, apiQuery, type ApiResponse } from '@flora/shared/data';

const MESSAGES = '/api/v1/consults/{uid}/messages/';

export type ConsultMessage = ApiResponse<typeof MESSAGES, 'get'>[number];

/** How often the newest messages are asked for while the page is open: gently, far under the cap. */
const MESSAGE_POLL_INTERVAL_MS = 20_000;

const pageQuery = (uid: string, before?: number) => {
  const { limit, before: cursor } = consultMessagesQuery(before === undefined ? undefined : String(before));
  return { path: { uid }, query: { limit: String(limit), ...(cursor ? { before: cursor } : {}) } };
};

/** The cache key of the newest page (the send hook adds her message to it). */
export const newestMessagesKey = (uid: string) => apiKey(MESSAGES, pageQuery(uid));

/** Adds messages to the newest page in the cache (newest first, each once). */
export function addToNewestPage(client: QueryClient, uid: string, messages: ConsultMessage[]) {
  client.setQueryData<ConsultMessage[]>(newestMessagesKey(uid), (page) => mergeNewestFirst(page ?? [], messages));
}

function mergeNewestFirst(a: readonly ConsultMessage[], b: readonly ConsultMessage[]): ConsultMessage[] {
  const byId = new Map<number, ConsultMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => y.id - x.id);
}

export interface MessageThread {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** Oldest first. */
  messages: ConsultMessage[];
  /** An older page may exist. */
  hasEarlier: boolean;
  loadEarlier: () => void;
  loadingEarlier: boolean;
  earlierError: unknown;
}

export function useConsultMessages(uid: string, { pollMs = MESSAGE_POLL_INTERVAL_MS }: { pollMs?: number } = {}): MessageThread {
  const newest = useQuery({ ...apiQuery(MESSAGES, pageQuery(uid)), refetchInterval: pollMs, refetchIntervalInBackground: false });
  // Every message seen on this page: the newest page moves on as replies arrive, and a message that
  // slides out of it must not vanish from the screen.
  const [seen, setSeen] = useState<ConsultMessage[]>([]);
  const [earlierDone, setEarlierDone] = useState(false);

  useEffect(() => {
    if (newest.data) setSeen((known) => mergeNewestFirst(known, newest.data));
  }, [newest.data]);

  const thread = useMemo(() => mergeNewestFirst(seen, newest.data ?? []), [seen, newest.data]);
  const oldest = thread.at(-1);

  const earlier = useMutation({
    mutationFn: (before: number) => apiCall('get', MESSAGES, pageQuery(uid, before)),
    onSuccess: (page) => {
      setSeen((known) => mergeNewestFirst(known, page));
      if (page.length < CONSULT_MESSAGES_PAGE_SIZE) setEarlierDone(true);
    },
  });
  const { mutate, isPending: loadingEarlier, error: earlierError } = earlier;

  const loadEarlier = useCallback(() => {
    if (oldest && !loadingEarlier) mutate(oldest.id);
  }, [oldest, loadingEarlier, mutate]);

  const firstPageFull = (newest.data?.length ?? 0) >= CONSULT_MESSAGES_PAGE_SIZE;
  return {
    status: newest.status,
    error: newest.error,
    isFetching: newest.isFetching,
    refetch: newest.refetch,
    messages: useMemo(() => [...thread].reverse(), [thread]),
    hasEarlier: firstPageFull && !earlierDone,
    loadEarlier,
    loadingEarlier,
    earlierError,
  };
}
