// PATCH /api/v1/user-tests/{hash}/health-history/ {answers?, page?}: the autosave. It merges the
// given answers (null clears one) and the page to resume on; a bad answer is 400 {detail, field}
// naming the question, and nothing is saved. The answer replaces the cached history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, type ApiBody } from '@flora/shared/data';
import { healthHistoryKey } from './health-history';

export type HistoryPatch = NonNullable<ApiBody<'/api/v1/user-tests/{hash}/health-history/', 'patch'>>;

export function useSaveHealthHistory(hash: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HistoryPatch) => apiPatch('/api/v1/user-tests/{hash}/health-history/', { path: { hash }, body }),
    onSuccess: (history) => client.setQueryData(healthHistoryKey(hash), history),
  });
}
